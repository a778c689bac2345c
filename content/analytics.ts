// Visitor statistics without cookies; docs/analytics.md says what each service receives and how to
// set it up. A build with ANALYTICS_PROVIDER, ANALYTICS_SITE_ID and ANALYTICS_ENDPOINT set uses
// those values instead of the ones here.
export const analytics = {
  // 'none' (the default: nothing loads, nothing is sent), 'plausible', 'umami', 'goatcounter'
  // or 'cloudflare'.
  provider: 'none',
  // Plausible: the site's domain as added in Plausible (www.example.com). Umami: the website id
  // (a UUID). GoatCounter: your code (the <code> of <code>.goatcounter.com). Cloudflare: the token.
  siteId: '',
  // Optional: the collector URL of a self-hosted or proxied instance, https:// only, e.g.
  // https://www.example.com/api/event (Plausible), https://stats.example.com/api/send (Umami),
  // https://stats.example.com/count (GoatCounter). Empty: the service's own.
  endpoint: '',
  // Optional, Umami and GoatCounter only: where their script is served from, e.g.
  // https://stats.example.com/script.js. Empty: the service's own. Plausible needs none (its
  // tracker is bundled with the site's scripts).
  script: '',
} as const;
