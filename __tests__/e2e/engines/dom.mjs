// In-page queries and one visitor action shared by the cross-engine checks. The query functions
// are passed to `page.click`, `page.type` or `page.eval` and run in the browser.
import { assert, eventually } from '../support/page.mjs';
import { exportedHeading } from '../support/site.mjs';

/** The first element matching `selector` that is rendered and whose text is `text`. */
export const byText = (selector, text) =>
  [...document.querySelectorAll(selector)].find(
    (el) => el.getClientRects().length > 0 && el.textContent.replace(/\s+/g, ' ').trim() === text,
  ) ?? null;
export const bySelector = (selector) => document.querySelector(selector);
export const focused = () => window.__e2e.describe(document.activeElement);

/**
 * Waits until React owns the element `selector` finds: until then a click is the plain HTML's (a
 * link opens its file, a button does nothing), which a busy machine can leave for seconds.
 */
export const untilHydrated = (page, selector) =>
  eventually(async () => {
    const owned = await page.eval(
      (selector) =>
        Object.keys(document.querySelector(selector) ?? {}).some((key) =>
          key.startsWith('__reactProps'),
        ),
      selector,
    );
    assert(owned, `React does not own ${selector}`);
  });

export const path = async (page) => {
  const url = new URL(await page.url());
  return `${url.pathname}${url.search}`;
};

/** Clicks `[selector, text]` and waits for `to`, reached inside the page (not by a reload). */
export async function navigate(page, target, to) {
  await page.eval(() => (window.__e2eDocument = true));
  await page.click(byText, ...target);
  const heading = exportedHeading(to);
  await eventually(async () => {
    const h1 = await page.eval(() => document.querySelector('main h1')?.textContent.trim());
    assert((await path(page)) === to && h1 === heading, `at ${await path(page)}: "${h1}"`);
  });
  assert(await page.eval(() => window.__e2eDocument === true), `reached ${to} by a full load`);
}
