import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { basePath } from './lib/site/base-path.mjs';

// The languages of content/site.yaml (lib/i18n/languages.ts, read with the scripts' TypeScript hooks).
// The pages of the languages after the first are the app/(lang)/ files ending in .i18n.tsx (their
// layout stays .tsx: docs/languages.md says why): they are routes only when there is more than one
// language (Next.js refuses a [lang] page with no value).
register('./scripts/shared/typescript-hooks.mjs', import.meta.url);
const { languages } = await import('./lib/i18n/languages.ts');
// The notes' pages end in .notes.tsx (and .notes-i18n.tsx, ...): routes only when there are notes to
// show (lib/notes/routes.ts), so a site without notes builds what it built before them.
const { noteRouteExtensions } = await import('./lib/notes/routes.ts');
const pageExtensions = [
  'tsx',
  'ts',
  'jsx',
  'js',
  ...(languages.length > 1 ? ['i18n.tsx'] : []),
  ...noteRouteExtensions(languages),
];

// content/home.yaml `intro: none`: Home imports components/intro/no-intro.tsx (a server component)
// in place of the intro, whose code would otherwise ship with Home even unrendered. Read here, so a
// change takes effect on the next `npm run build` or start of `npm run dev`; lib/owner checks it.
const noIntro =
  parse(readFileSync(new URL('./content/home.yaml', import.meta.url), 'utf8'))?.intro === 'none';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Every route becomes route/index.html, so any plain static file server can host `out/`.
  output: 'export',
  // EXPORT_DIR writes the export elsewhere than out/ (variant builds for the tests); see
  // scripts/build/post/export-dir.mjs.
  ...(process.env.EXPORT_DIR ? { distDir: process.env.EXPORT_DIR } : {}),
  // BASE_PATH=/portfolio serves the site under a sub-path (lib/site/base-path.mjs validates it).
  ...(basePath ? { basePath } : {}),
  trailingSlash: true,
  pageExtensions,
  // Each language has its own root layout (app/(default)/, app/(lang)/[lang]/), so the 404 page is
  // app/global-not-found.tsx.
  experimental: { globalNotFound: true },
  // There is no image server in a static export; images ship as files from public/.
  images: { unoptimized: true },
  // The test suite's extra builds (scripts/test/fixture-site.mjs, build-variant.mjs) build code that
  // `npm test` has type-checked already (npm run typecheck, and Next's own check in the sample's
  // build): TYPES_CHECKED=1 skips that step there. An owner's `npm run build` always checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // The owner's YAML files (content/*.yaml) are imported as their text, which lib/owner/ parses and
  // checks: imported, they are watched, so `npm run dev` shows an edit on the next request.
  turbopack: {
    ...(noIntro
      ? { resolveAlias: { '@/components/intro/intro': './components/intro/no-intro.tsx' } }
      : {}),
    rules: {
      '*.yaml': {
        condition: { not: 'foreign' },
        loaders: [fileURLToPath(new URL('./lib/owner/yaml-text-loader.cjs', import.meta.url))],
        as: '*.js',
      },
    },
  },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
