/** @jest-environment node */
import { analytics } from '@/lib/owner/analytics';
import {
  AnalyticsConfigError,
  analyticsOrigins,
  resolveAnalytics,
  type AnalyticsConfig,
} from '@/lib/analytics/analytics-config';
import { pagePolicy } from '@/scripts/build/post/csp-policy.mjs';

const config = (changes: Partial<AnalyticsConfig> = {}): AnalyticsConfig => ({
  ...analytics,
  ...changes,
});
const umamiId = '94db1cb1-74f4-4a40-ad6c-962362670409';
const plausible = { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SITE_ID: 'www.example.com' };

describe('the analytics settings', () => {
  it('are off as shipped: provider "none"', () => {
    expect(resolveAnalytics(analytics, {})).toEqual({ provider: 'none' });
  });

  it('take the provider, site id and endpoint from the environment, over the file', () => {
    const settings = resolveAnalytics(config({ provider: 'umami', siteId: umamiId }), {
      ...plausible,
      ANALYTICS_ENDPOINT: 'https://www.example.com/api/event',
    });
    expect(settings).toEqual({
      provider: 'plausible',
      siteId: 'www.example.com',
      endpoint: 'https://www.example.com/api/event',
      script: '',
      local: false,
    });
  });

  it("use each service's own collector and script when none is given", () => {
    const resolve = (provider: string, siteId: string) =>
      resolveAnalytics(config({ provider, siteId }), {});
    expect(resolve('plausible', 'www.example.com')).toMatchObject({
      endpoint: 'https://plausible.io/api/event',
      script: '',
    });
    expect(resolve('umami', umamiId)).toMatchObject({
      endpoint: 'https://cloud.umami.is/api/send',
      script: 'https://cloud.umami.is/script.js',
    });
    expect(resolve('goatcounter', 'mycode')).toMatchObject({
      endpoint: 'https://mycode.goatcounter.com/count',
      script: 'https://gc.zgo.at/count.js',
    });
    expect(resolve('cloudflare', '0123456789abcdef0123456789abcdef')).toMatchObject({
      endpoint: 'https://cloudflareinsights.com/cdn-cgi/rum',
      script: 'https://static.cloudflareinsights.com/beacon.min.js',
    });
  });

  it('mark a collector on this machine as local (a test build, which sends from loopback pages)', () => {
    const env = { ...plausible, ANALYTICS_ENDPOINT: 'http://127.0.0.1:4567/api/event' };
    expect(resolveAnalytics(config(), env)).toMatchObject({ local: true });
  });

  it('are off in `npm run dev`', () => {
    expect(resolveAnalytics(config(), { ...plausible, NODE_ENV: 'development' })).toEqual({
      provider: 'none',
    });
  });

  it.each([
    [{ ANALYTICS_PROVIDER: 'google' }, 'ANALYTICS_PROVIDER must be one of "none", "plausible"'],
    [
      { ANALYTICS_PROVIDER: 'plausible' },
      'content/analytics.yaml: field "siteId" (or ANALYTICS_SITE_ID) must be',
    ],
    [
      { ...plausible, ANALYTICS_SITE_ID: 'https://x.com' },
      "ANALYTICS_SITE_ID must be the site's domain",
    ],
    [
      { ...plausible, ANALYTICS_ENDPOINT: 'http://stats.example.com/api/event' },
      'ANALYTICS_ENDPOINT must be an https:// URL',
    ],
    [
      { ...plausible, ANALYTICS_ENDPOINT: 'stats.example.com' },
      'ANALYTICS_ENDPOINT must be an https:// URL',
    ],
    [
      { ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE_ID: 'site-1' },
      'ANALYTICS_SITE_ID must be the website id Umami shows',
    ],
    [
      {
        ANALYTICS_PROVIDER: 'umami',
        ANALYTICS_SITE_ID: umamiId,
        ANALYTICS_ENDPOINT: 'https://stats.example.com/',
      },
      'ANALYTICS_ENDPOINT must end in /api/send',
    ],
    [
      {
        ANALYTICS_PROVIDER: 'cloudflare',
        ANALYTICS_SITE_ID: '0123456789abcdef0123456789abcdef',
        ANALYTICS_ENDPOINT: 'https://x.example.com/',
      },
      'ANALYTICS_ENDPOINT must be empty for cloudflare',
    ],
  ])('stop the build for a bad value, naming the variable or field (%o)', (env, message) => {
    const resolve = () => resolveAnalytics(config(), env);
    expect(resolve).toThrow(AnalyticsConfigError);
    expect(resolve).toThrow(message);
  });

  it('stop the build for a bad value in content/analytics.yaml, naming the file and field', () => {
    expect(() => resolveAnalytics(config({ provider: 'matomo' }), {})).toThrow(
      'content/analytics.yaml: field "provider" must be one of',
    );
    expect(() =>
      resolveAnalytics(
        config({
          provider: 'goatcounter',
          siteId: 'mycode',
          script: 'http://cdn.example.com/c.js',
        }),
        {},
      ),
    ).toThrow('content/analytics.yaml: field "script" must be an https:// URL');
    expect(() =>
      resolveAnalytics(
        config({ provider: 'plausible', siteId: 'example.com', script: 'https://x.example/s.js' }),
        {},
      ),
    ).toThrow('content/analytics.yaml: field "script" must be empty for plausible');
  });
});

describe('what analytics adds to the Content-Security-Policy', () => {
  const origins = (provider: string, siteId: string, endpoint = '') =>
    analyticsOrigins(resolveAnalytics(config({ provider, siteId, endpoint }), {}));

  it('is nothing when off, so the policy stays as it was', () => {
    const none = origins('none', '');
    expect(none).toEqual({ script: [], connect: [] });
    expect(pagePolicy({ scripts: ['x()'], analytics: none })).toBe(
      pagePolicy({ scripts: ['x()'] }),
    );
  });

  it("is only the collector's origin in connect-src for Plausible (its tracker is bundled)", () => {
    const added = origins(
      'plausible',
      'www.example.com',
      'https://www.example.com/stats/api/event',
    );
    expect(added).toEqual({ script: [], connect: ['https://www.example.com'] });
  });

  it('is the script origin in script-src and the collector origin in connect-src for hosted scripts', () => {
    expect(origins('goatcounter', 'mycode')).toEqual({
      script: ['https://gc.zgo.at'],
      connect: ['https://mycode.goatcounter.com'],
    });
    const policy = pagePolicy({ scripts: ['x()'], analytics: origins('umami', umamiId) });
    const without = pagePolicy({ scripts: ['x()'] });
    expect(
      policy.replace(' https://cloud.umami.is', '').replace(' https://cloud.umami.is', ''),
    ).toBe(without);
    expect(policy).toMatch(/script-src 'self' https:\/\/cloud\.umami\.is 'sha256-/);
    expect(policy).toContain("connect-src 'self' https://cloud.umami.is;");
  });
});
