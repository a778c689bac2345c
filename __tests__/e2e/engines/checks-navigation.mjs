// Cross-engine checks of moving around: the phone menu, client-side navigation through the
// header, and the portfolio filter with its ?category= address.
import { assert, eventually } from '../support/page.mjs';
import { nav, projects, viewports } from '../support/site.mjs';
import { byText, focused, navigate, path, untilHydrated } from './dom.mjs';
import { engineCheck } from './harness.mjs';

function phoneMenu() {
  return engineCheck(
    'Phone menu',
    async (t) => {
      const page = await t.open('/about/');
      const state = () =>
        page.eval(() => ({
          expanded: document.querySelector('header button[aria-expanded]')?.ariaExpanded,
          links: [...document.querySelectorAll('nav[aria-label="Main"] a')].filter(
            (a) => a.getClientRects().length > 0,
          ).length,
        }));
      const expect = (open) =>
        eventually(async () => {
          const s = await state();
          assert(
            s.expanded === String(open) && s.links === (open ? nav.length : 0),
            JSON.stringify(s),
          );
        });
      const menu = ['header button', 'Menu'];
      await t.step('Menu opens the list of the five links', async () => {
        await expect(false);
        await untilHydrated(page, 'header button[aria-expanded]');
        await page.click(byText, ...menu);
        await expect(true);
      });
      await t.step('a link navigates client-side and closes the list', async () => {
        await navigate(page, ['nav[aria-label="Main"] a', 'Portfolio'], '/portfolio/');
        await expect(false);
      });
      await t.step('Escape closes the list and focus returns to Menu', async () => {
        await page.click(byText, ...menu);
        await expect(true);
        await page.eval(() =>
          [...document.querySelectorAll('nav[aria-label="Main"] a')]
            .find((a) => a.getClientRects().length > 0)
            .focus(),
        );
        await page.press('Escape');
        await expect(false);
        const focus = await page.eval(focused);
        assert(focus.startsWith('<button>Menu'), `focus is on ${focus}`);
      });
      await t.clean();
    },
    { viewport: viewports.phone },
  );
}

function headerNavigation() {
  return engineCheck('Header navigation', async (t) => {
    const page = await t.open('/contact/');
    for (const { label, href } of nav) {
      await t.step(`'${label}' leads to ${href} client-side, marked aria-current`, async () => {
        await navigate(page, ['header nav a', label], href);
        const current = await page.eval(() =>
          [...document.querySelectorAll('header nav a[aria-current="page"]')]
            .filter((a) => a.getClientRects().length > 0)
            .map((a) => a.textContent.trim()),
        );
        assert(current.join() === label, `aria-current on [${current.join(', ')}]`);
      });
    }
    await t.clean();
  });
}

const shown = () =>
  [...document.querySelectorAll('main a')]
    .filter((a) => /^View Project/.test(a.textContent.trim()))
    .map((a) => a.getAttribute('href').split('/')[2])
    .sort();
const pressed = () =>
  [...document.querySelectorAll('[aria-pressed="true"]')].map((b) => b.textContent.trim()).join();

function filter(viewport) {
  return engineCheck(
    'Portfolio filter and its address',
    async (t) => {
      const page = await t.open('/portfolio/?category=ux-digital');
      const expect = (category) =>
        eventually(async () => {
          const ids = projects.filter((p) => category === 'All' || p.category === category);
          const want = ids
            .map((p) => p.id)
            .sort()
            .join();
          const [on, ids2] = [await page.eval(pressed), (await page.eval(shown)).join()];
          assert(
            on === category && ids2 === want,
            `pressed [${on}], shows [${ids2}], expected [${want}]`,
          );
        });
      await t.step("?category=ux-digital selects 'UX & Digital' on load", () =>
        expect('UX & Digital'),
      );
      const group = '[aria-label="Filter projects by category"] button';
      await t.step(
        'a click replaces the address with ?category=industrial-design-engineering',
        async () => {
          const entries = await page.eval(() => history.length);
          await page.click(byText, group, 'Industrial Design & Engineering');
          await expect('Industrial Design & Engineering');
          assert(
            (await path(page)) === '/portfolio/?category=industrial-design-engineering',
            await path(page),
          );
          const after = await page.eval(() => history.length);
          assert(after === entries, `history grew from ${entries} to ${after}`);
        },
      );
      await t.step(
        "'All' shows every project and takes the filter out of the address",
        async () => {
          await page.click(byText, group, 'All');
          await expect('All');
          assert((await path(page)) === '/portfolio/', await path(page));
        },
      );
      await t.clean();
    },
    { viewport },
  );
}

export const navigationChecks = () => [
  phoneMenu(),
  headerNavigation(),
  filter(viewports.phone),
  filter(viewports.desktop),
];
