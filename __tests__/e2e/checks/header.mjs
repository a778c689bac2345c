// The shared header: the five links, the current-page marker, the phone menu and the keyboard.
import { check } from '../support/harness.mjs';
import { assert, eventually, navigate } from '../support/page.mjs';
import { nav, viewports } from '../support/site.mjs';

const focused = (page) => page.evaluate(() => window.__e2e.focus());

const currentLinks = (navigation) =>
  navigation
    .locator('a[aria-current="page"]')
    .evaluateAll((links) => links.map((link) => link.textContent.trim()));

function headerLinks() {
  return check(`Header links at ${viewports.desktop.width}px`, async (t) => {
    const page = await t.open('/contact/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const { label, href } of nav) {
      await t.step(
        `'${label}' navigates to ${href} and is marked aria-current="page"`,
        async () => {
          await navigate(page, navigation.getByRole('link', { name: label, exact: true }), href);
          const current = await currentLinks(navigation);
          assert(
            current.length === 1 && current[0] === label,
            `aria-current="page" is on [${current.join(', ')}]`,
          );
        },
      );
    }
    await t.clean();
  });
}

function phoneMenu() {
  return check(`Header menu at ${viewports.phone.width}px`, async (t) => {
    const page = await t.open('/about/', { viewport: viewports.phone });
    const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const list = page.getByRole('navigation', { name: 'Main' });
    const assertOpen = async (open) => {
      await eventually(async () => {
        const expanded = await button.getAttribute('aria-expanded');
        const links = await list.getByRole('link').count();
        assert(
          expanded === String(open) && links === (open ? nav.length : 0),
          `aria-expanded=${expanded} and ${links} links shown, expected ${open ? 'open' : 'closed'}`,
        );
      });
    };
    await t.step('the menu starts closed and the desktop links are hidden', () =>
      assertOpen(false),
    );
    await t.step('the button opens the list of the five links, About marked current', async () => {
      await button.click();
      await assertOpen(true);
      const current = await currentLinks(list);
      assert(current.join() === 'About', `aria-current="page" is on [${current.join(', ')}]`);
    });
    await t.step('the button closes the list', async () => {
      await button.click();
      await assertOpen(false);
    });
    await t.step('choosing a link navigates and closes the list', async () => {
      await button.click();
      await assertOpen(true);
      await navigate(page, list.getByRole('link', { name: 'Portfolio' }), '/portfolio/');
      await assertOpen(false);
    });
    await t.step('Escape closes the list and returns focus to the button', async () => {
      await button.click();
      await assertOpen(true);
      await list.getByRole('link', { name: 'Home' }).focus();
      await page.keyboard.press('Escape');
      await assertOpen(false);
      const focus = await focused(page);
      assert(focus.tag === 'button' && focus.text === 'Menu', `focus is on ${focus.name}`);
    });
    await t.clean();
  });
}

function keyboard(viewport) {
  const expected =
    viewport === viewports.phone
      ? ['Skip to Content', 'brand link', 'Menu']
      : ['Skip to Content', 'brand link', ...nav.map((item) => item.label)];
  return check(`Keyboard at ${viewport.width}px`, async (t) => {
    const page = await t.open('/portfolio/', { viewport });
    await t.step(`Tab order starts: ${expected.join(', ')}`, async () => {
      const order = [];
      for (let i = 0; i < expected.length; i += 1) {
        await page.keyboard.press('Tab');
        const focus = await focused(page);
        const brand = focus.inHeader && focus.href === '/' && focus.text !== 'Home';
        order.push(brand ? 'brand link' : focus.text);
      }
      assert(order.join() === expected.join(), `order is: ${order.join(', ')}`);
    });
    await t.step('the skip link moves focus to the main content', async () => {
      await page.reload();
      await page.keyboard.press('Tab');
      const skipLink = await focused(page);
      assert(skipLink.text === 'Skip to Content', `the first Tab stop is ${skipLink.name}`);
      await page.keyboard.press('Enter');
      const focus = await focused(page);
      assert(focus.tag === 'main' && focus.id === 'main-content', `focus is on ${focus.name}`);
    });
    await t.clean();
  });
}

export function headerChecks() {
  return [headerLinks(), phoneMenu(), keyboard(viewports.desktop), keyboard(viewports.phone)];
}
