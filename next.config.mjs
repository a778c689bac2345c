import { basePath } from './lib/site/base-path.mjs';

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
  // There is no image server in a static export; images ship as files from public/.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
