// Testimonials, clients, availability and the booking link, as a visitor sees them: on each page
// that shows them, at phone and desktop width, light and dark: the parts are there, the quotes are
// figures, the logos are still and in the ink colour, axe finds nothing; and the booking link is a
// plain link that no script intercepts.
import { fullPageScreenshot } from '../../../scripts/test/full-page-screenshot.mjs';
import { check } from '../support/harness.mjs';
import { holdIntro, openThrottled } from '../support/intro-timing.mjs';
import { assert, axe, eventually, introAt, introNow, settle } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { screenshotDir } from './routes.mjs';

const pages = [
  { name: 'home', path: '/', regions: ['What clients say', 'Who I have worked with'] },
  { name: 'case-study', path: '/portfolio/atlas-base/', regions: ['What the client says'] },
  { name: 'contact', path: '/contact/', regions: ['Project Timeline', 'Rather talk it through?'] },
  { name: 'about', path: '/about/', regions: ['Clients I have worked with'] },
];

/** Each quote: a <figure> holding a <blockquote> and a <figcaption> with a name. */
const quotes = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main blockquote')].map((quote) => {
      const figure = quote.closest('figure');
      return {
        inFigure: Boolean(figure),
        caption: figure?.querySelector('figcaption')?.textContent.trim() ?? '',
      };
    }),
  );

/** The logo row: each masked logo's colour against the ink, its file's answer, and any motion. */
const logoRow = (page) =>
  page.evaluate(() => {
    const section = document.getElementById('clients-heading')?.closest('section');
    if (!section) return null;
    const ink = getComputedStyle(document.body).color;
    const logos = [...section.querySelectorAll('li span[aria-hidden]')].map((mark) => {
      const style = getComputedStyle(mark);
      const url = /url\("?([^")]+)"?\)/.exec(style.maskImage || style.webkitMaskImage)?.[1];
      const entry = url && performance.getEntriesByName(new URL(url, location.href).href)[0];
      return {
        url,
        ink: style.backgroundColor === ink,
        status: entry?.responseStatus ?? 0,
        width: mark.getBoundingClientRect().width,
      };
    });
    return { logos, animations: section.getAnimations({ subtree: true }).length };
  });

function trustPage({ name, path, regions }, viewport, colorScheme) {
  const label = `Trust sections: ${path} at ${viewport.width}px, ${colorScheme}`;
  return check(label, async (t) => {
    const page = await t.open(path, { viewport, colorScheme, reducedMotion: 'reduce' });
    await settle(page);
    for (const region of regions) {
      await t.step(`"${region}" is shown`, async () => {
        const section = page.getByRole('region', { name: region, exact: true });
        assert(await section.isVisible(), `no visible region "${region}"`);
      });
    }
    if (name === 'home' || name === 'contact') {
      await t.step('the availability is said in words', async () => {
        const line = page.getByText(/^(Available|Limited availability|Fully booked|Booked until)/);
        assert(await line.first().isVisible(), 'no availability line');
      });
    }
    if (name === 'home' || name === 'case-study') {
      await t.step('each quote is a figure with a blockquote and a named caption', async () => {
        const found = await quotes(page);
        assert(found.length > 0, 'no blockquote');
        const bad = found.filter((q) => !q.inFigure || !q.caption);
        assert(bad.length === 0, `${bad.length} quote(s) without figure or caption`);
      });
    }
    if (name === 'home') {
      await t.step('the logos are drawn in the ink colour, loaded, and still', async () => {
        const row = await logoRow(page);
        assert(row && row.logos.length > 0, 'no logo row with logos');
        const bad = row.logos.filter((l) => !l.ink || l.status !== 200 || l.width === 0);
        assert(bad.length === 0, `logos wrong: ${JSON.stringify(bad)}`);
        assert(row.animations === 0, `${row.animations} animation(s) in the logo row`);
      });
    }
    await t.step('axe: no violations', () => axe(page));
    const file = `${screenshotDir}/trust-${name}-${viewport.width}-${colorScheme}.png`;
    await t.step(`screenshot ${file}`, () => fullPageScreenshot(page, { path: file }));
    await t.clean();
  });
}

function bookingLink() {
  return check('Trust sections: the booking link is a plain external link', async (t) => {
    const page = await t.open('/contact/', { viewport: viewports.phone });
    await settle(page);
    const link = page.getByRole('link', { name: /call/i }).filter({ hasText: /book/i });
    await t.step(
      'it is one link to an https:// page on another origin, in the same tab',
      async () => {
        assert((await link.count()) === 1, `${await link.count()} booking links`);
        const { href, target, origin } = await link.evaluate((a) => ({
          href: a.href,
          target: a.getAttribute('target'),
          origin: location.origin,
        }));
        assert(href.startsWith('https://') && new URL(href).origin !== origin, `href ${href}`);
        assert(target === null, `target="${target}"`);
      },
    );
    await t.step(
      'no script intercepts a click on it, and nothing of the scheduler is on the page',
      async () => {
        const prevented = await link.evaluate((a) => {
          let seen;
          // Registered last and on window: it runs after every handler the page has, notes whether
          // one of them took the click over, and stops the navigation itself (no request leaves).
          const listener = (event) => {
            seen = event.defaultPrevented;
            event.preventDefault();
          };
          window.addEventListener('click', listener, { once: true });
          a.click();
          return seen;
        });
        assert(prevented === false, 'a script prevented the default navigation');
        const host = new URL(await link.evaluate((a) => a.href)).host;
        const embedded = await page.evaluate(
          (h) =>
            [...document.querySelectorAll('iframe, script[src], link[href]')].filter((el) =>
              (el.src || el.href || '').includes(h),
            ).length,
          host,
        );
        assert(embedded === 0, `${embedded} element(s) load from ${host}`);
      },
    );
    await t.clean();
  });
}

// The availability line sits above Home's heading and is part of the intro: hidden with the
// heading while the intro's clock is held at its start (DevTools), shown with it once it is over.
function availabilityInIntro() {
  return check('Trust sections: the availability line reveals with the heading', async (t) => {
    const page = await openThrottled(t, '/', { viewport: viewports.phone, hold: true });
    await page.waitForLoadState('load');
    const line = page.getByText(/^(Available|Limited availability|Fully booked|Booked until)/);
    await t.step('hidden with the heading while the intro runs', async () => {
      const state = await introNow(page);
      assert(!state.heading && state.panel, `heading visible: ${state.heading}`);
      assert(!(await line.isVisible()), 'the availability line shows before the heading');
    });
    // Released, the clock goes on from where it was held: the intro's 5.5 s start now.
    await holdIntro(page, false);
    await t.step('shown with the heading after the intro', async () => {
      await eventually(async () => assert((await introNow(page)).heading, 'heading hidden'));
      await introAt(page, (await introNow(page)).now + 600);
      assert(await line.isVisible(), 'the availability line is hidden');
    });
    await t.clean();
  });
}

export function trustChecks() {
  return [
    ...pages.flatMap((p) =>
      Object.values(viewports).flatMap((viewport) =>
        ['light', 'dark'].map((scheme) => trustPage(p, viewport, scheme)),
      ),
    ),
    bookingLink(),
    availabilityInIntro(),
  ];
}
