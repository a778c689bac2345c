import { analytics } from '@/lib/owner/analytics';

// Which analytics service the site reports to, resolved once at build time from
// content/analytics.yaml and the environment, and passed to the page-view component as plain data.
// scripts/build/post/csp.mjs reads the same settings to open the policy for exactly those origins.

import { hosted, siteIds } from './hosted-services';
import { providers, type Provider } from './providers';

export { providers, type Provider };

export type AnalyticsSettings =
  | { provider: 'none' }
  | {
      provider: Exclude<Provider, 'none'>;
      siteId: string;
      /** Where events are sent (Cloudflare: its beacon's own collector). */
      endpoint: string;
      /** The hosted script to load; empty for Plausible (bundled). */
      script: string;
      /** The collector is on this machine (a test build): loopback pages send too. */
      local: boolean;
    };

export type AnalyticsConfig = {
  provider: string;
  siteId: string;
  endpoint: string;
  script: string;
};

export class AnalyticsConfigError extends Error {
  override name = 'AnalyticsConfigError';
}

const file = 'content/analytics.yaml';

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

/** The URL, if it is https:// (or http:// on 127.0.0.1 or localhost, for tests); else throws naming `where`. */
function checkedUrl(value: string, where: string, example: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url)))) {
    throw new AnalyticsConfigError(
      `${where} must be an https:// URL like ${example} (http:// only for 127.0.0.1 or localhost; got "${value}")`,
    );
  }
  return url;
}

const text = (value: unknown, field: string) => {
  if (typeof value !== 'string')
    throw new AnalyticsConfigError(`${file}: field "${field}" must be text`);
  return value.trim();
};

/**
 * The analytics of this build. ANALYTICS_PROVIDER, ANALYTICS_SITE_ID and ANALYTICS_ENDPOINT
 * override the file's values; `npm run dev` (NODE_ENV=development) never sends anything.
 */
export function resolveAnalytics(
  config: AnalyticsConfig = analytics,
  env: Record<string, string | undefined> = process.env,
): AnalyticsSettings {
  const pick = (name: string, field: keyof AnalyticsConfig) => {
    const fromEnv = env[name]?.trim();
    return fromEnv
      ? { value: fromEnv, where: name }
      : { value: text(config[field], field), where: `${file}: field "${field}"` };
  };
  const provider = pick('ANALYTICS_PROVIDER', 'provider');
  if (!(providers as readonly string[]).includes(provider.value)) {
    throw new AnalyticsConfigError(
      `${provider.where} must be one of ${providers.map((name) => `"${name}"`).join(', ')} (got "${provider.value}")`,
    );
  }
  const name = provider.value as Provider;
  const script = text(config.script, 'script');
  if (name === 'none') return { provider: 'none' };

  const siteId = pick('ANALYTICS_SITE_ID', 'siteId');
  const { pattern, what } = siteIds[name];
  if (!pattern.test(siteId.value)) {
    throw new AnalyticsConfigError(
      `${siteId.where}${siteId.where === 'ANALYTICS_SITE_ID' ? '' : ' (or ANALYTICS_SITE_ID)'} must be ${what} for ${name} (got "${siteId.value}")`,
    );
  }
  const given = pick('ANALYTICS_ENDPOINT', 'endpoint');
  if (given.value && name === 'cloudflare') {
    throw new AnalyticsConfigError(
      `${given.where} must be empty for cloudflare: its beacon sends to Cloudflare itself`,
    );
  }
  const endpoint = checkedUrl(
    given.value || hosted[name].endpoint.replace('{siteId}', siteId.value),
    given.where,
    hosted[name].endpoint.replace('{siteId}', 'mycode'),
  );
  if (name === 'umami' && !endpoint.pathname.endsWith('/api/send')) {
    throw new AnalyticsConfigError(
      `${given.where} must end in /api/send for umami, where its script sends (got "${given.value}")`,
    );
  }
  if (script && name === 'plausible') {
    throw new AnalyticsConfigError(
      `${file}: field "script" must be empty for plausible: its tracker is bundled with the site`,
    );
  }
  const scriptUrl =
    name === 'plausible'
      ? ''
      : checkedUrl(script || hosted[name].script, `${file}: field "script"`, hosted[name].script)
          .href;
  const settings = {
    provider: name,
    siteId: siteId.value,
    endpoint: endpoint.href,
    script: scriptUrl,
    local: isLoopback(endpoint),
  };
  return env.NODE_ENV === 'development' ? { provider: 'none' } : settings;
}

/** What the Content-Security-Policy of every page must add for these settings. */
export function analyticsOrigins(settings: AnalyticsSettings): {
  script: string[];
  connect: string[];
} {
  if (settings.provider === 'none') return { script: [], connect: [] };
  return {
    script: settings.script ? [new URL(settings.script).origin] : [],
    connect: [new URL(settings.endpoint).origin],
  };
}
