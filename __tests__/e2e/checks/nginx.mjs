// The export as a site owner serves it: Debian's nginx with the shipped deploy/nginx.conf, at the
// root and under /portfolio/ (a BASE_PATH build). Every response carries the security headers,
// every page its own Content-Security-Policy (header and <meta>), and the site works under it: no
// violation, no failed request, client-side navigation over the payloads under the base path.
import { buildVariant } from '../../../scripts/test/build-variant.mjs';
import { check } from '../support/harness.mjs';
import { auditHeaders, noViolations } from '../support/headers.mjs';
import { assert, eventually, settle } from '../support/page.mjs';
import { startNginx } from '../support/nginx.mjs';
import { missingRoutes, routes } from '../support/site.mjs';
import { underPolicy } from './nginx-features.mjs';
import { siteFiles } from './nginx-files.mjs';
import { navigationChecks } from './nginx-navigation.mjs';

/** nginx over out/, or over a variant build made with `build` as its environment. */
const nginxSite = (name, basePath, build) => ({
  name,
  basePath,
  async start() {
    if (build) {
      const env = Object.entries(build).map(([key, value]) => `${key}=${value}`);
      console.log(`Building the ${name} variant (${env.join(' ')}) for the nginx checks`);
    }
    const server = await startNginx({
      exportDir: build ? buildVariant(name, build) : 'out',
      basePath,
    });
    return { ...server, close: server.stop };
  },
});

const nginxSites = [
  nginxSite('nginx-root', ''),
  nginxSite('nginx-base-path', '/portfolio', { BASE_PATH: '/portfolio' }),
];

function routeCheck(site, name, route) {
  const status = missingRoutes.includes(route) ? 404 : 200;
  return check(
    `${name}: ${route}`,
    async (t) => {
      const context = await t.context({ reducedMotion: 'reduce' });
      auditHeaders(t, context);
      const page = await context.newPage();
      const response = await t.goto(page, route);
      await t.step(`answers ${status} with every header and the page's own policy`, async () => {
        // headers(), not allHeaders(): the policy is among the headers as first received, and
        // allHeaders() waits on a raw-headers event Chromium does not always send (a known
        // Playwright issue; this check once sat 180 s here or in settle()).
        const header = response.headers()['content-security-policy'];
        const meta = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        // The same policy both ways, plus what only the header carries: frame-ancestors, and
        // upgrade-insecure-requests (for HTTPS hosts; WebKit would upgrade http://127.0.0.1 too).
        assert(
          header === `${meta}; frame-ancestors 'none'; upgrade-insecure-requests`,
          `the header policy "${header}" is not the page's <meta> policy "${meta}"`,
        );
      });
      if (status === 404) {
        const heading = route.startsWith('/portfolio/') ? 'Project not found' : 'Page Not Found';
        await t.step(`shows '${heading}'`, () =>
          eventually(async () =>
            assert(
              await page.getByRole('heading', { level: 1, name: heading }).isVisible(),
              `no "${heading}" heading`,
            ),
          ),
        );
      }
      await settle(page);
      await noViolations(t);
      await t.clean('every response has the headers; no error, failed request or other origin');
    },
    { site },
  );
}

export function nginxChecks() {
  return nginxSites.flatMap((site) => {
    const name = site.basePath ? `nginx under ${site.basePath}/` : 'nginx at /';
    return [
      ...navigationChecks(site, name),
      underPolicy(site, name),
      siteFiles(site, name),
      ...routes.map((route) => routeCheck(site, name, route)),
    ];
  });
}
