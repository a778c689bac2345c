// The sub-path the site is served under (BASE_PATH=/studio for a GitHub Pages project site at
// https://<user>.github.io/studio/), or '' at a domain's root. Plain JavaScript because
// next.config.mjs and the postbuild scripts read it as well as the app.

export class BasePathError extends Error {
  name = 'BasePathError';
}

/**
 * Validates a BASE_PATH value: '' or '/segment[/segment...]', no trailing slash, no spaces.
 * @param {string} [env]
 * @returns {string}
 */
export function resolveBasePath(env = process.env.BASE_PATH) {
  const value = env ?? '';
  if (value === '') return '';
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(value)) {
    throw new BasePathError(
      `BASE_PATH must be empty or a path that starts with "/", like /studio, with no trailing slash, spaces or other special characters (got "${value}")`,
    );
  }
  return value;
}

export const basePath = resolveBasePath();

/**
 * A site path ("/images/a.png") as the browser requests it, for what Next does not prefix itself
 * (plain <img> and srcset URLs, the manifest, absolute URLs). Other strings (data: URIs, https://
 * links) pass through.
 * @type {(path: string) => string}
 */
export const withBasePath = (path) => (path.startsWith('/') ? `${basePath}${path}` : path);
