// The last polish items of issue 43 outside the case study: the contact form's heading as close to
// its first field as the fields are to each other on a phone; the lightbox covering the whole
// window with classic scrollbars (a Chromium of its own, without the suite's hidden scrollbars),
// its Close button's focus outline whole; the empty Brand Development filter's designed empty
// state, whose button leads to Contact.
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../../scripts/test/chromium.mjs';
import { check } from '../support/harness.mjs';
import { assert, untilHydrated } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';

function contactSpacing() {
  return check(
    'Contact form at 390px: the heading as near the first field as fields are',
    async (t) => {
      const page = await t.open('/contact/', { viewport: viewports.phone });
      const s = await page.evaluate(() => {
        const box = (selector) => document.querySelector(selector).getBoundingClientRect();
        return {
          heading: box('#contact-form-heading').bottom,
          nameLabel: box('label[for="contact-name"]').top,
          nameField: box('#contact-name').bottom,
          emailLabel: box('label[for="contact-email"]').top,
        };
      });
      const [afterHeading, betweenFields] = [s.nameLabel - s.heading, s.emailLabel - s.nameField];
      await t.step(
        `heading to first field ${Math.round(afterHeading)} px, between fields ${Math.round(betweenFields)} px`,
        () => assert(Math.abs(afterHeading - betweenFields) <= 4, JSON.stringify(s)),
      );
      await t.clean();
    },
  );
}

function lightboxScrollbars(viewport) {
  return check(
    `Lightbox with classic scrollbars at ${viewport.width}px: the whole window`,
    async (t) => {
      const browser = await chromium.launch({
        executablePath: chromiumPath,
        args: [...chromiumFlags, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
        ignoreDefaultArgs: ['--hide-scrollbars'],
      });
      try {
        const page = await browser.newPage({ viewport });
        await page.goto(t.url('/portfolio/atlas-base/'));
        const bar = await page.evaluate(() => innerWidth - document.documentElement.clientWidth);
        await t.step(`the page has a classic scrollbar (${bar} px)`, () =>
          assert(bar > 0, `${bar}`),
        );
        const link = page.getByRole('link', { name: /Process step 1/ });
        await link.scrollIntoViewIfNeeded();
        await untilHydrated(link);
        await link.click();
        const close = page.getByRole('button', { name: 'Close' });
        await close.waitFor();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        const s = await page.evaluate(() => {
          const dialog = document.querySelector('dialog[open]').getBoundingClientRect();
          const button = document.activeElement;
          const b = button.getBoundingClientRect();
          const style = getComputedStyle(button);
          const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          return {
            window: innerWidth,
            dialog: [dialog.left, dialog.right],
            focused: button.textContent.trim(),
            ring: [b.left - ring, b.right + ring, b.top - ring],
            outline: style.outlineStyle,
          };
        });
        await t.step('the lightbox spans the window from edge to edge', () =>
          assert(s.dialog[0] === 0 && s.dialog[1] === s.window, JSON.stringify(s)),
        );
        await t.step("Close's focus outline lies whole inside the window", () =>
          assert(
            s.focused === 'Close' &&
              s.outline !== 'none' &&
              s.ring[0] >= 0 &&
              s.ring[1] <= s.window &&
              s.ring[2] >= 0,
            JSON.stringify(s),
          ),
        );
      } finally {
        await browser.close();
      }
      await t.clean();
    },
  );
}

function emptyCategory(viewport) {
  return check(
    `Empty Brand Development filter at ${viewport.width}px: leads to Contact`,
    async (t) => {
      const page = await t.open('/portfolio/?category=brand-development', { viewport });
      const action = page.getByRole('link', { name: 'Start a Conversation' });
      await t.step('a heading, the words and a button-sized link to Contact', async () => {
        await page.getByRole('heading', { name: 'No Brand Development Projects Yet' }).waitFor();
        const s = await action.evaluate((a) => {
          const b = a.getBoundingClientRect();
          return {
            href: a.getAttribute('href'),
            height: b.height,
            fill: getComputedStyle(a).backgroundColor,
          };
        });
        assert(
          s.href === '/contact/' && s.height >= 44 && s.fill !== 'rgba(0, 0, 0, 0)',
          JSON.stringify(s),
        );
        assert(await action.isVisible(), 'the link is not visible');
      });
      await t.step('its button opens Contact', async () => {
        await untilHydrated(action);
        await action.click();
        await page.waitForURL((url) => url.pathname === '/contact/');
      });
      await t.clean();
    },
  );
}

// The sample's theme chooses JetBrains Mono for the labels (content/theme.yaml `mono`): the
// eyebrows are set in the site's own file, loaded from the site, whatever the platform.
function themeMonospace() {
  return check('Theme monospace: the labels in the self-hosted JetBrains Mono', async (t) => {
    const page = await t.open('/portfolio/atlas-base/', { viewport: viewports.desktop });
    const s = await page.evaluate(async () => {
      await document.fonts.ready;
      const label = document.querySelector('main p.font-mono, main .font-mono');
      const family = getComputedStyle(label).fontFamily;
      const first = family.split(',')[0].trim();
      const faces = [...document.fonts].filter(
        (f) => `'${f.family}'` === first || f.family === first,
      );
      return {
        family,
        loaded: faces.filter((f) => f.status === 'loaded').map((f) => f.weight),
        files: performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.pathname.endsWith('.woff2'))
          .map((u) => `${u.origin === location.origin ? '' : u.origin}${u.pathname}`),
      };
    });
    await t.step(`a label's first family is the site's face, loaded (${s.family})`, () =>
      assert(!/^ui-monospace/.test(s.family) && s.loaded.length > 0, JSON.stringify(s)),
    );
    await t.step('every font file comes from the site', () =>
      assert(s.files.length >= 2 && s.files.every((f) => f.startsWith('/')), JSON.stringify(s)),
    );
    await t.clean();
  });
}

export const elsewhereChecks = () => [
  themeMonospace(),
  contactSpacing(),
  lightboxScrollbars(viewports.phone),
  lightboxScrollbars(viewports.desktop),
  emptyCategory(viewports.phone),
  emptyCategory(viewports.desktop),
];
