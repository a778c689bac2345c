// What only absolute URLs can get wrong under a base path (sitemap.xml, robots.txt, the manifest,
// canonical and Open Graph URLs), read from nginx, the compression it applies, and that it refuses
// the host files, which are configuration and not part of the site.
import { check } from '../support/harness.mjs';
import { assert } from '../support/page.mjs';
import { missingRoutes, notePages, projects, routes } from '../support/site.mjs';

export function siteFiles(site, name) {
  return check(
    `${name}: sitemap.xml, robots.txt, manifest, canonical links, host files and gzip`,
    async (t) => {
      const get = (path) => fetch(t.url(path), { headers: { 'Accept-Encoding': 'gzip' } });
      const root = `${t.basePath}/`;
      await t.step(`sitemap.xml lists every page under ${root}`, async () => {
        const locs = [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)/g)];
        const paths = locs.map(([, loc]) => new URL(loc).pathname).sort();
        const pages = [...routes.filter((r) => !missingRoutes.includes(r)), ...notePages()].map(
          (r) => t.basePath + r,
        );
        assert(paths.join() === pages.sort().join(), `sitemap.xml lists ${paths.join(', ')}`);
      });
      await t.step(`robots.txt allows ${root} and points at ${root}sitemap.xml`, async () => {
        const robots = await (await get('/robots.txt')).text();
        const sitemap = /^Sitemap: (\S+)/m.exec(robots)?.[1] ?? '';
        assert(new URL(sitemap).pathname === `${root}sitemap.xml`, `robots.txt: ${robots}`);
        assert(robots.includes(`\nAllow: ${root}\n`), `robots.txt: ${robots}`);
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
      await t.step(
        'the host files (_headers, _redirects, _csp.nginx.conf) are refused',
        async () => {
          const statuses = await Promise.all(
            ['/_headers', '/_redirects', '/_csp.nginx.conf'].map(async (file) => {
              const response = await get(file);
              await response.arrayBuffer();
              return `${file} ${response.status}`;
            }),
          );
          const served = statuses.filter((line) => !line.endsWith(' 404'));
          assert(served.length === 0, `served: ${served.join(', ')}`);
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
