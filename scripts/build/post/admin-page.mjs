// /admin/'s own page (scripts/build/post/admin.mjs writes it): the HTML that loads the CMS beside
// it, noindex, with a Content-Security-Policy of its own in a <meta>, since the host files' policy
// does not name /admin/.

/**
 * /admin/'s policy: what Sveltia CMS needs and nothing more. Its own scripts only (no
 * 'unsafe-eval'); inline styles, which its components set at run time; blob: and data: for the
 * previews of pictures it reads or uploads; the GitHub API for sign-in and commits, and GitHub's
 * status page, which its sign-in screen asks about incidents; avatars from GitHub's image host.
 */
export const adminPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** /admin/index.html: the policy, noindex, and the bundle beside it. */
export const adminPage = (title) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${adminPolicy}"/>
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>
<link href="config.yml" type="application/yaml" rel="cms-config-url">
</head>
<body>
<script src="sveltia-cms.js"></script>
</body>
</html>
`;
