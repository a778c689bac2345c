// Analytics with Plausible's real tracker from npm, bundled with the site, reporting to a real
// collector on 127.0.0.1 (the services variant build, support/services-site.mjs). This check's
// pages have their own origin, so the collector's records from it are this check's alone.
import { check } from '../support/harness.mjs';
import { plausibleEvents } from '../support/collector.mjs';
import { assert, eventually, navigate, sleep } from '../support/page.mjs';
import { analyticsDomain, servicesSite } from '../support/services-site.mjs';
import { viewports } from '../support/site.mjs';

const analyticsSite = servicesSite('analytics');
const project = { id: 'profitengine-center', title: 'ProfitEngine Center' };

// Chromium has no Global Privacy Control setting: what a browser with it on sends and shows.
const gpcScript = () =>
  Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });

const directive = (policy, name) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? [];

export function analyticsChecks() {
  return [
    check(
      'Analytics',
      async (t, { collector }) => {
        const origin = new URL(t.base).origin;
        const sent = () => plausibleEvents(collector.from(origin));
        const views = () => sent().filter((event) => event.name === 'pageview');
        const events = () =>
          sent().filter((event) => !['pageview', 'engagement'].includes(event.name));
        const describe = (list) =>
          list.map(({ name, path, props }) => `${name} ${path} ${JSON.stringify(props ?? {})}`);
        const waitFor = (list, count) =>
          eventually(() => assert(list().length >= count, `got ${describe(list()).join('; ')}`));

        const page = await t.open('/', { viewport: viewports.desktop, reducedMotion: 'reduce' });
        const main = page.getByRole('main');
        const header = page.getByRole('banner');

        await t.step("the policy adds only the collector's origin, in connect-src", async () => {
          const policy = await page
            .locator('meta[http-equiv="Content-Security-Policy"]')
            .getAttribute('content');
          // Besides the collector, only what the contact form needs (its endpoint, in form-action).
          const connect = directive(policy, 'connect-src');
          const form = directive(policy, 'form-action');
          assert(
            connect.join(' ') === [...form, collector.url].join(' '),
            `connect-src ${connect.join(' ')}, form-action ${form.join(' ')}`,
          );
          const scripts = directive(policy, 'script-src').slice(1);
          assert(
            scripts.every((source) => source.startsWith("'sha256-")),
            `script-src ${scripts}`,
          );
        });

        await t.step(
          'the first load counts one page view of /, for the configured domain',
          async () => {
            await waitFor(views, 1);
            const [view] = views();
            assert(view.path === '/' && view.domain === analyticsDomain, describe([view]));
          },
        );

        await t.step('a client-side visit to Portfolio counts once', async () => {
          await navigate(page, header.getByRole('link', { name: 'Portfolio' }), '/portfolio/');
          await waitFor(views, 2);
        });

        await t.step(
          'a filter sends "Portfolio filtered" with its category, and no page view',
          async () => {
            await page.getByRole('button', { name: 'UX & Digital' }).click();
            await waitFor(events, 1);
            const [event] = events();
            assert(
              event.name === 'Portfolio filtered' && event.props.category === 'UX & Digital',
              describe([event]),
            );
          },
        );

        await t.step('a client-side visit to a case study counts once', () =>
          navigate(
            page,
            main.getByRole('link', { name: new RegExp(`^View Project.*${project.title}`) }),
            `/portfolio/${project.id}/`,
          ),
        );

        await t.step('reaching the end of The Results sends "Case study finished"', async () => {
          await page.getByRole('heading', { name: 'The Results' }).scrollIntoViewIfNeeded();
          await page.mouse.wheel(0, 600);
          await waitFor(events, 2);
          const event = events()[1];
          assert(
            event.name === 'Case study finished' && event.props.project === project.id,
            describe([event]),
          );
        });

        await t.step('"View Live Project" sends "Live project opened"', async () => {
          // The new tab would leave 127.0.0.1: the click is reported, the tab is not opened.
          await page.evaluate(() =>
            window.addEventListener('click', (event) => {
              if (event.target.closest('a[target="_blank"]')) event.preventDefault();
            }),
          );
          await main.getByRole('link', { name: /View Live Project/ }).click();
          await waitFor(events, 3);
          const event = events()[2];
          assert(
            event.name === 'Live project opened' && event.props.project === project.id,
            describe([event]),
          );
        });

        await t.step('a client-side visit to Contact and Back count once each', async () => {
          await navigate(page, header.getByRole('link', { name: 'Contact' }), '/contact/');
          await page.goBack();
          await page.waitForURL((url) => url.pathname === `/portfolio/${project.id}/`);
          await waitFor(views, 5);
        });

        await t.step(
          'exactly five page views, with the right paths, and each event once',
          async () => {
            await sleep(1500);
            const paths = views().map((view) => view.path);
            const expected = [
              '/',
              '/portfolio/',
              `/portfolio/${project.id}/`,
              '/contact/',
              `/portfolio/${project.id}/`,
            ];
            assert(paths.join(' ') === expected.join(' '), `page views: ${paths.join(' ')}`);
            const names = events().map((event) => event.name);
            assert(
              names.join('|') === 'Portfolio filtered|Case study finished|Live project opened',
              `events: ${describe(events()).join('; ')}`,
            );
          },
        );

        await t.step('no cookie and no stored identifier', async () => {
          const cookies = await page.context().cookies();
          assert(cookies.length === 0, `cookies: ${cookies.map((c) => c.name)}`);
          const stored = await page.evaluate(() => Object.keys(localStorage));
          const session = await page.evaluate(() => Object.keys(sessionStorage));
          assert(stored.length === 0 && session.length === 0, `storage: ${stored} ${session}`);
          const sentCookie = collector.from(origin).filter((request) => request.cookie);
          assert(sentCookie.length === 0, 'a request to the collector carried a cookie');
        });

        await t.step('the 404 page counts as a 404 with its path', async () => {
          const missing = await t.open('/no-such-page/', { reducedMotion: 'reduce' });
          await eventually(() =>
            assert(
              events().some((event) => event.name === '404'),
              describe(events()).join('; '),
            ),
          );
          const notFound = events().filter((event) => event.name === '404');
          assert(
            notFound.length === 1 && notFound[0].props.path === '/no-such-page/',
            describe(notFound).join('; '),
          );
          await missing.close();
        });

        await t.step('0 Content-Security-Policy violations', () =>
          assert(t.violations.length === 0, t.violations.join('; ')),
        );

        // E2E_SHOW_COLLECTOR=1 prints every request this check's pages sent (the visit: docs/testing.md).
        if (process.env.E2E_SHOW_COLLECTOR) {
          for (const { method, path, body } of collector.from(origin)) {
            console.log(`collector: ${method} ${path} ${body}`);
          }
        }
        await t.clean();
      },
      { site: analyticsSite },
    ),
    // Its own origin: a beacon the first check's pages send late (on pagehide) is not counted here.
    check(
      'Analytics with Global Privacy Control',
      async (t, { collector }) => {
        const origin = new URL(t.base).origin;
        await t.step('a browser with Global Privacy Control sends nothing', async () => {
          const gpc = await t.open('/', {
            reducedMotion: 'reduce',
            extraHTTPHeaders: { 'Sec-GPC': '1' },
            prepare: (context) => context.addInitScript(gpcScript),
          });
          assert(await gpc.evaluate(() => navigator.globalPrivacyControl === true), 'no GPC');
          await navigate(
            gpc,
            gpc.getByRole('banner').getByRole('link', { name: 'Portfolio' }),
            '/portfolio/',
          );
          await gpc.getByRole('button', { name: 'UX & Digital' }).click();
          await navigate(
            gpc,
            gpc.getByRole('link', { name: new RegExp(`^View Project.*${project.title}`) }),
            `/portfolio/${project.id}/`,
          );
          await gpc.getByRole('heading', { name: 'The Results' }).scrollIntoViewIfNeeded();
          await gpc.close();
          await sleep(1500);
          const after = collector.from(origin);
          assert(
            after.length === 0,
            `the collector received ${after.length}: ${after.map((r) => r.body)}`,
          );
        });

        await t.clean();
      },
      { site: servicesSite('analytics-gpc') },
    ),
  ];
}
