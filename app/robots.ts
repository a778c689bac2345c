import type { MetadataRoute } from 'next';
import { withBasePath } from '@/lib/site/base-path.mjs';
import { absoluteUrl, placeholderWarning, resolveSiteUrl } from '@/lib/site/site-url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  // robots.txt is rendered once per build, so this is where a build on the sample address says so.
  const warning = placeholderWarning(resolveSiteUrl());
  if (warning) console.warn(`⚠ ${warning}`);
  return {
    rules: { userAgent: '*', allow: withBasePath('/') },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
