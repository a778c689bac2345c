// One variant build for the checks that need real services on 127.0.0.1, made before the checks
// start: the contact form posts to a real endpoint (CONTACT_ENDPOINT, with a 2 s timeout instead
// of 15 s) and Plausible's tracker reports to a real collector (ANALYTICS_*). Each check that
// uses it gets its own static server, so each has its own origin and can tell its traffic apart.
import { buildVariant } from '../../../scripts/test/build-variant.mjs';
import { startStaticServer } from '../../../scripts/test/static-server.mjs';
import { startCollector } from './collector.mjs';
import { startFormEndpoint } from './form-endpoint.mjs';

export const contactTimeoutMs = 2000;
export const analyticsDomain = 'portfolio.test';

let services;
let users = 0;

async function build() {
  const started = Date.now();
  const endpoint = await startFormEndpoint();
  const collector = await startCollector();
  const dir = buildVariant('services', {
    CONTACT_ENDPOINT: `${endpoint.url}/f/test`,
    CONTACT_TIMEOUT_MS: String(contactTimeoutMs),
    ANALYTICS_PROVIDER: 'plausible',
    ANALYTICS_SITE_ID: analyticsDomain,
    ANALYTICS_ENDPOINT: `${collector.url}/api/event`,
  });
  console.log(`Built ${dir} in ${Math.round((Date.now() - started) / 1000)} s`);
  return { dir, endpoint, collector };
}

/** A site for the browser suite (see harness.mjs `check`) serving the shared variant build. */
export function servicesSite(name) {
  return {
    name,
    async start() {
      users += 1;
      services ??= build();
      const { dir, endpoint, collector } = await services;
      const server = await startStaticServer({ root: dir, port: 0 });
      return {
        base: `http://127.0.0.1:${server.address().port}`,
        dir,
        allowedOrigins: [endpoint.url, collector.url],
        endpoint,
        collector,
        async close() {
          server.closeAllConnections();
          server.close();
          users -= 1;
          if (users === 0) await Promise.all([endpoint.stop(), collector.stop()]);
        },
      };
    },
  };
}
