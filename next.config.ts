import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { placeholderWarning, resolveSiteUrl } from './content/site-url';

const nextConfig: NextConfig = {
  // Every route becomes route/index.html, so any plain static file server can host `out/`.
  output: 'export',
  trailingSlash: true,
  // There is no image server in a static export; images ship as files from public/.
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default function config(phase: string): NextConfig {
  // Importing content/site-url has validated SITE_URL: a bad value stops the build here. Next loads
  // this file more than once per build, and child processes inherit the environment, so a flag
  // there keeps the placeholder warning to one line.
  const warning = placeholderWarning(resolveSiteUrl());
  const building = phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER;
  if (warning && building && !process.env.SITE_URL_WARNING_SHOWN) {
    process.env.SITE_URL_WARNING_SHOWN = '1';
    console.warn(`⚠ ${warning}`);
  }
  return nextConfig;
}
