// The visitor-statistics services the site can load (content/analytics.yaml's `provider`).
export const providers = ['none', 'plausible', 'umami', 'goatcounter', 'cloudflare'] as const;
export type Provider = (typeof providers)[number];
