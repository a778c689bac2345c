// What each provider's hosted service expects and where it is: the form of the site id it gives
// the owner (checked with a message that says where to find it), and its collector and script.
// resolveAnalytics (analytics-config.ts) checks content/analytics.yaml against them.
import type { Provider } from './providers';

export const siteIds: Record<Exclude<Provider, 'none'>, { pattern: RegExp; what: string }> = {
  plausible: {
    pattern: /^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i,
    what: "the site's domain as added in Plausible, like www.example.com",
  },
  umami: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    what: 'the website id Umami shows (a UUID)',
  },
  goatcounter: {
    pattern: /^[a-z0-9-]{2,50}$/,
    what: 'your GoatCounter code (lowercase letters, digits, "-")',
  },
  cloudflare: { pattern: /^[0-9a-f]{32}$/, what: 'the 32-character token Cloudflare shows' },
};

export const hosted = {
  plausible: { endpoint: 'https://plausible.io/api/event', script: '' },
  umami: {
    endpoint: 'https://cloud.umami.is/api/send',
    script: 'https://cloud.umami.is/script.js',
  },
  goatcounter: {
    endpoint: 'https://{siteId}.goatcounter.com/count',
    script: 'https://gc.zgo.at/count.js',
  },
  cloudflare: {
    endpoint: 'https://cloudflareinsights.com/cdn-cgi/rum',
    script: 'https://static.cloudflareinsights.com/beacon.min.js',
  },
};
