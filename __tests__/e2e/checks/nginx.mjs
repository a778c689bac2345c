// The export as a site owner serves it: Debian's nginx with the shipped deploy/nginx.conf, at the
// root and under /portfolio/ (a BASE_PATH build). Every response carries the security headers,
// every page its own Content-Security-Policy (header and <meta>), and the site works under it: no
// violation, no failed request, client-side navigation over the payloads under the base path.
import { cacheControl, hashedFolders, securityHeaders } from '../../../scripts/host-files.mjs';
import { check } from '../support/harness.mjs';
import { assert, eventually, introAt, navigate, settle } from '../support/page.mjs';
import { intro, missingRoutes, nav, projects, routes, viewports } from '../support/site.mjs';

/** The servers run.mjs starts for these checks: `build` is a variant build's environment. */
export const nginxSites = {
  'nginx-root': { basePath: '' },
  'nginx-base-path': { basePath: '/portfolio', build: { BASE_PATH: '/portfolio' } },
};

const scriptPolicy = (policy) => /script-src[^;]*/.exec(policy)?.[0] ?? '';

/** Fails the check on any response from the server that lacks a header the host files promise. */
function auditHeaders(t, context) {
  context.on('response', async (response) => {
    if (!response.url().startsWith(t.base)) return;
    const headers = await response.allHeaders().catch(() => null);
    if (!headers) return;
    const where = `HTTP ${response.status()} ${t.path(response.url())}`;
    for (const [name, value] of Object.entries(securityHeaders)) {
      const got = headers[name.toLowerCase()];
      if (got !== value) t.problems.push(`${where}: ${name} is "${got}", expected "${value}"`);
    }
    const csp = headers['content-security-policy'] ?? '';
    if (!csp.includes("frame-ancestors 'none'") || /unsafe-/.test(scriptPolicy(csp))) {
      t.problems.push(`${where}: Content-Security-Policy is "${csp}"`);
    }
    const hashed = hashedFolders.some((folder) => response.url().includes(folder.slice(0, -1)));
    const cache = hashed ? cacheControl.immutable : cacheControl.revalidate;
    if (response.status() === 200 && headers['cache-control'] !== cache) {
      t.problems.push(`${where}: Cache-Control is "${headers['cache-control']}", not "${cache}"`);
    }
  });
}

const audited = (t) => (context) => auditHeaders(t, context);
const noViolations = (t) =>
  t.step('0 Content-Security-Policy violations', () =>
    assert(t.violations.length === 0, t.violations.join('; ')),
  );

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
        const header = (await response.allHeaders())['content-security-policy'];
        const meta = await page
          .locator('meta[http-equiv="Content-Security-Policy"]')
          .getAttribute('content');
        // The same policy both ways; only a header can carry frame-ancestors.
        assert(
          header?.replace("; frame-ancestors 'none'", '') === meta,
          `the header policy "${header}" is not the page's <meta> policy "${meta}"`,
        );
      });
      if (status === 404) {
        const heading = route.startsWith('/portfolio/') ? 'Project not found' : 'Page not found';
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

/** Client-side navigation under the base path: pages come from their .txt payloads. */
function clickThrough(site, name, title, legs) {
  return check(
    `${name}: click-through, ${title}`,
    async (t) => {
      const page = await t.open('/', { reducedMotion: 'reduce', prepare: audited(t) });
      for (const [label, link, path] of legs(page)) {
        await t.step(`${label} leads to ${path}`, () =>
          navigate(page, link, path, { basePath: t.basePath }),
        );
      }
      await t.step(`the pages came from their .txt payloads under ${t.url('/')}`, () => {
        const payloads = t.requests.filter((url) => /\.txt(\?|$)/.test(url));
        const outside = payloads.filter((url) => !url.startsWith(t.url('/')));
        assert(payloads.length > 0, 'no .txt payload was requested');
        assert(outside.length === 0, `payloads outside the site: ${outside.join(', ')}`);
      });
      await noViolations(t);
      await t.clean('every response has the headers; no error, failed request or other origin');
    },
    { site },
  );
}

const headerLegs = (page) => {
  const header = page.getByRole('navigation', { name: 'Main' });
  return [...nav.slice(1), nav[0]].map(({ label, href }) => [
    `header '${label}'`,
    header.getByRole('link', { name: label, exact: true }),
    href,
  ]);
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const caseStudyLegs = (page) => {
  const main = page.getByRole('main');
  const header = page.getByRole('navigation', { name: 'Main' });
  return [
    ["header 'Portfolio'", header.getByRole('link', { name: 'Portfolio' }), '/portfolio/'],
    ...projects.flatMap((project) => [
      [
        `'View Project: ${project.title}'`,
        main.getByRole('link', { name: new RegExp(`^View Project.*${escape(project.title)}$`) }),
        `/portfolio/${project.id}/`,
      ],
      ["'Back to Portfolio'", main.getByRole('link', { name: 'Back to Portfolio' }), '/portfolio/'],
    ]),
  ];
};

const visitor = { name: 'Ada Lovelace', email: 'ada@analytical.example', message: 'An enclosure.' };

function underPolicy(site, name) {
  return check(
    `${name}: intro, menu, filter and form under the policy`,
    async (t) => {
      const page = await t.open('/', { viewport: viewports.phone, prepare: audited(t) });
      await t.step('the intro hides the hero, then reveals it and ends', async () => {
        const early = await introAt(page, 1000);
        assert(early.now >= intro.heading || !early.heading, 'the heading shows before 3.5 s');
        const late = await introAt(page, intro.loadingEnds + 300);
        const hidden = ['heading', 'subtitle', 'tagline', 'cta'].filter((part) => !late[part]);
        assert(hidden.length === 0 && !late.panel, `after the intro: ${JSON.stringify(late)}`);
      });
      const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await t.step('the menu opens, and choosing Portfolio navigates and closes it', async () => {
        await button.click();
        await eventually(async () =>
          assert((await button.getAttribute('aria-expanded')) === 'true', 'not open'),
        );
        const link = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Portfolio' });
        await navigate(page, link, '/portfolio/', { basePath: t.basePath });
        await eventually(async () =>
          assert((await button.getAttribute('aria-expanded')) === 'false', 'still open'),
        );
      });
      await t.step("the filter's 'UX & Digital' shows that category's projects", async () => {
        const group = page.getByRole('group', { name: 'Filter projects by category' });
        await group.getByRole('button', { name: 'UX & Digital', exact: true }).click();
        const expected = projects.filter((p) => p.category === 'UX & Digital').length;
        await eventually(async () => {
          const shown = await page.getByRole('link', { name: /^View Project/ }).count();
          assert(shown === expected, `${shown} projects shown, expected ${expected}`);
        });
      });
      await t.step(
        'the contact form validates natively and its script handles a submit',
        async () => {
          await t.goto(page, '/contact/');
          await settle(page);
          const logged = [];
          page.on('console', (message) => logged.push(message));
          const url = page.url();
          const send = page.getByRole('button', { name: 'Send Message' });
          await send.click();
          const missing = await page
            .getByLabel('Name', { exact: true })
            .evaluate((el) => el.validity.valueMissing);
          assert(missing, 'the empty form was not stopped by the browser');
          await page.getByLabel('Name', { exact: true }).fill(visitor.name);
          await page.getByLabel('Email', { exact: true }).fill(visitor.email);
          await page.getByLabel('Message', { exact: true }).fill(visitor.message);
          await send.click();
          // Blocked scripts would leave the browser to submit the form itself, leaving the page.
          await eventually(() => assert(logged.length > 0, 'the script wrote no console message'));
          assert(page.url() === url, `moved to ${page.url()}`);
        },
      );
      await noViolations(t);
      await t.clean();
    },
    { site },
  );
}

/** What only absolute URLs can get wrong under a base path, and what the server compresses. */
function siteFiles(site, name) {
  return check(
    `${name}: sitemap.xml, robots.txt, manifest, canonical links and gzip`,
    async (t) => {
      const get = (path) => fetch(t.url(path), { headers: { 'Accept-Encoding': 'gzip' } });
      const root = `${t.basePath}/`;
      await t.step(`sitemap.xml lists every page under ${root}`, async () => {
        const locs = [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)/g)];
        const paths = locs.map(([, loc]) => new URL(loc).pathname).sort();
        const pages = routes.filter((r) => !missingRoutes.includes(r)).map((r) => t.basePath + r);
        assert(paths.join() === pages.sort().join(), `sitemap.xml lists ${paths.join(', ')}`);
      });
      await t.step(`robots.txt points at ${root}sitemap.xml`, async () => {
        const robots = await (await get('/robots.txt')).text();
        const sitemap = /^Sitemap: (\S+)/m.exec(robots)?.[1] ?? '';
        assert(new URL(sitemap).pathname === `${root}sitemap.xml`, `robots.txt: ${robots}`);
      });
      await t.step(`the manifest starts at ${root} and its icons are under it`, async () => {
        const response = await get('/manifest.webmanifest');
        const manifest = await response.json();
        const icons = manifest.icons.map((icon) => icon.src);
        assert(manifest.start_url === root, `start_url is ${manifest.start_url}`);
        assert(
          icons.every((src) => src.startsWith(root)),
          `icons: ${icons.join(', ')}`,
        );
        const type = response.headers.get('content-type');
        assert(type === 'application/manifest+json', `served as ${type}`);
      });
      await t.step(
        "a case study's canonical, og:url and og:image carry the base path",
        async () => {
          const path = `/portfolio/${projects[0].id}/`;
          const html = await (await get(path)).text();
          const urls = [
            'rel="canonical" href',
            'property="og:url" content',
            'property="og:image" content',
          ]
            .map((attrs) => new RegExp(`<(?:link|meta) ${attrs}="([^"]+)"`).exec(html)?.[1] ?? '')
            .map((url) => new URL(url).pathname);
          const expected = [path, path, `/og/portfolio/${projects[0].id}.png`].map(
            (p) => t.basePath + p,
          );
          assert(urls.join() === expected.join(), `found ${urls.join(', ')}`);
        },
      );
      await t.step('pages, scripts and styles are sent gzipped', async () => {
        const html = await get('/');
        const text = await html.text();
        const assets = [...text.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
          ([, src]) => src,
        );
        const encodings = await Promise.all(
          [t.url('/'), ...assets.slice(0, 3).map((src) => new URL(src, t.base).href)].map(
            async (url) => {
              const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
              await response.arrayBuffer();
              return `${response.headers.get('content-encoding')} ${url}`;
            },
          ),
        );
        const plain = encodings.filter((line) => !line.startsWith('gzip '));
        assert(assets.length > 0 && plain.length === 0, `not gzipped: ${plain.join(', ')}`);
      });
    },
    { site },
  );
}

export function nginxChecks() {
  return Object.entries(nginxSites).flatMap(([site, { basePath }]) => {
    const name = basePath ? `nginx under ${basePath}/` : 'nginx at /';
    return [
      clickThrough(site, name, 'every header link', headerLegs),
      clickThrough(site, name, 'every case study and back', caseStudyLegs),
      underPolicy(site, name),
      siteFiles(site, name),
      ...routes.map((route) => routeCheck(site, name, route)),
    ];
  });
}
