import { withBasePath } from './base-path.mjs';
import { siteConfig } from '@/lib/owner/site';

export class SiteUrlError extends Error {
  override name = 'SiteUrlError';
}

export type ResolvedSiteUrl = {
  /** The site's origin without a trailing slash, e.g. https://www.example.com */
  url: string;
  /** Where it came from, for messages. */
  source: 'SITE_URL' | 'content/site.yaml';
  /** True for a reserved example domain (example.com/.net/.org), which must not be published. */
  placeholder: boolean;
};

function origin(value: string, source: ResolvedSiteUrl['source']): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  const where = source === 'SITE_URL' ? 'SITE_URL' : 'content/site.yaml: field "url"';
  if (
    !parsed ||
    !['http:', 'https:'].includes(parsed.protocol) ||
    parsed.pathname !== '/' ||
    parsed.search ||
    parsed.hash ||
    parsed.username ||
    parsed.password
  ) {
    throw new SiteUrlError(
      `${where} must be the site's absolute http(s) address with no path, like https://www.your-domain.com (got "${value}")`,
    );
  }
  return parsed.origin;
}

const isPlaceholder = (url: string) => /(^|\.)example\.(com|net|org)$/.test(new URL(url).hostname);

/** The site URL: the SITE_URL environment variable when set, else `url` from content/site.yaml. */
export function resolveSiteUrl(env: string | undefined = process.env.SITE_URL): ResolvedSiteUrl {
  const fromEnv = env?.trim();
  const source = fromEnv ? 'SITE_URL' : 'content/site.yaml';
  const url = origin(fromEnv || siteConfig.url, source);
  return { url, source, placeholder: isPlaceholder(url) };
}

/** The one line the build prints when absolute URLs would point at a sample domain. */
export function placeholderWarning({ url, source, placeholder }: ResolvedSiteUrl) {
  if (!placeholder) return undefined;
  return `Site URL: using the placeholder ${url} (from ${source}) for canonical links, social images, sitemap.xml and robots.txt. Build with SITE_URL=https://your-domain to publish.`;
}

export const siteUrl = resolveSiteUrl().url;

/** An absolute URL for a site path such as "/portfolio/": origin from SITE_URL, then BASE_PATH. */
export const absoluteUrl = (path: string) => new URL(withBasePath(path), `${siteUrl}/`).href;

/** An absolute URL for a URL that already carries the base path, such as an image's `src`. */
export const absoluteSrc = (src: string) => new URL(src, `${siteUrl}/`).href;
