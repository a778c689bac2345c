import type { AnalyticsSettings } from './analytics-config';
import type { Sender } from './track';

// One sender per provider. Plausible's official tracker is bundled (a chunk of the site's own
// scripts, loaded only when Plausible is on); the others load their hosted script.

type On = Exclude<AnalyticsSettings, { provider: 'none' }>;

type HostedGlobals = {
  umami?: { track(payload: unknown, data?: Record<string, string>): unknown };
  goatcounter?: { count(vars: { path: string; title?: string; event?: boolean }): void };
};

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

// A page view says which language the page is in (its <html lang>: en-US, de), where the provider
// takes properties (Plausible, Umami). GoatCounter and Cloudflare count the address, /de/ included.
const pageLanguage = () => document.documentElement.lang;

function loadScript(src: string, attributes: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${src} did not load`));
    script.src = src;
    document.head.append(script);
  });
}

const global = () => window as unknown as HostedGlobals;

export const senders: Record<On['provider'], (settings: On) => Promise<Sender>> = {
  async plausible({ siteId, endpoint, local }) {
    const { init, track } = await import('@plausible-analytics/tracker');
    init({
      domain: siteId,
      endpoint,
      // Next changes pages with its own copy of pushState, which the tracker cannot see: the
      // page-view component reports each page instead.
      autoCapturePageviews: false,
      captureOnLocalhost: local,
      logging: false,
      bindToWindow: false,
    });
    return {
      pageview: (url) => track('pageview', { url, props: { language: pageLanguage() } }),
      event: (name, props, url) => track(name, { props, url }),
    };
  },

  async umami({ siteId, endpoint, script }) {
    await loadScript(script, {
      'data-website-id': siteId,
      'data-host-url': endpoint.replace(/\/api\/send$/, ''),
      'data-auto-track': 'false',
    });
    const umami = global().umami;
    if (!umami) throw new Error('the Umami script did not start');
    return {
      pageview: (url) =>
        umami.track((payload: Record<string, unknown>) => ({
          ...payload,
          url: pathOf(url),
          data: { language: pageLanguage() },
        })),
      event: (name, props, url) =>
        umami.track((payload: Record<string, unknown>) => ({
          ...payload,
          url: pathOf(url),
          name,
          data: props,
        })),
    };
  },

  async goatcounter({ endpoint, script, local }) {
    await loadScript(script, {
      'data-goatcounter': endpoint,
      'data-goatcounter-settings': JSON.stringify({ no_onload: true, allow_local: local }),
    });
    const goatcounter = global().goatcounter;
    if (!goatcounter?.count) throw new Error('the GoatCounter script did not start');
    return {
      pageview: (url) => goatcounter.count({ path: pathOf(url) }),
      // GoatCounter events have a name (its path) and a title, no properties: they go in the title.
      event: (name, props) =>
        goatcounter.count({
          path: name,
          title: Object.entries(props)
            .map(([key, value]) => `${key}: ${value}`)
            .join(', '),
          event: true,
        }),
    };
  },

  // Cloudflare's beacon counts page views itself, client-side navigations included (its SPA
  // mode); Cloudflare Web Analytics has no custom events.
  async cloudflare({ siteId, script }) {
    await loadScript(script, { 'data-cf-beacon': JSON.stringify({ token: siteId, spa: true }) });
    return { pageview: () => {}, event: () => {} };
  },
};
