// Cross-engine checks of a protected case study on the fixture site (npm run build:fixture): the
// right passphrase opens it in place, with the testimonial sealed with it; without "Remember on
// this device" nothing is left in IndexedDB or Web Storage and a reload asks again; with it, the
// German page opens without asking, in German; "Lock Again" there locks the English page too.
import { readFileSync } from 'node:fs';
import { assert, eventually } from '../support/page.mjs';
import { assertKept, keptKeys } from '../support/kept-keys.mjs';
import { viewports } from '../support/site.mjs';
import { byText, bySelector } from './dom.mjs';
import { engineCheck } from './harness.mjs';

const english = { route: '/portfolio/nda-alpha/', title: 'Qx7 Alpha Secret Title Marker' };
const german = { route: '/de/portfolio/nda-alpha/', title: 'Qx7 Alpha Geheimtitel-Marker' };
// PBKDF2's 600,000 rounds on a busy machine, in an engine under Xvfb.
const UNLOCK_MS = 60_000;

/** The passphrase field once the unlock code owns it: rendered and enabled (its fieldset too). */
const field = () =>
  [...document.querySelectorAll('input[name="passphrase"]')].find(
    (input) => input.getClientRects().length > 0 && input.matches(':enabled'),
  ) ?? null;
const hasField = () =>
  [...document.querySelectorAll('input[name="passphrase"]')].some(
    (input) => input.getClientRects().length > 0 && input.matches(':enabled'),
  );
const heading = () => document.querySelector('main h1')?.textContent.trim();
const mainText = () => document.querySelector('main').innerText;

async function assertLocked(page) {
  await eventually(async () => {
    assert(await page.eval(hasField), 'no enabled passphrase field');
    assert(!(await page.eval(mainText)).includes('Qx7'), 'text of the case study shows');
  }, UNLOCK_MS);
}

async function assertOpen(page, { title }, quote) {
  await eventually(async () => {
    assert((await page.eval(heading)) === title, `heading "${await page.eval(heading)}"`);
    assert((await page.eval(mainText)).includes(quote), 'no sealed testimonial');
  }, UNLOCK_MS);
}

async function unlock(page, passphrase, { remember, button = 'Open Case Study' }) {
  await assertLocked(page);
  await page.type(field, passphrase);
  if (remember) await page.click(bySelector, 'input[name="remember"]');
  await page.click(byText, 'form button', button);
}

function privateCaseStudy() {
  return engineCheck(
    'Private case study: unlock, remember across languages',
    async (t) => {
      const { PROJECT_PASSPHRASE_NDA_ALPHA: passphrase } = JSON.parse(
        readFileSync('artifacts/fixture/env.json', 'utf8'),
      );
      const page = await t.open(english.route);
      await t.step('the passphrase opens it in place, with its sealed testimonial', async () => {
        await unlock(page, passphrase, { remember: false });
        await assertOpen(page, english, 'Zephyr testimonial marker');
      });
      await t.step('without "Remember": no key in IndexedDB, nothing in Web Storage', async () =>
        assertKept(await page.eval(keptKeys), 0, assert),
      );
      await t.step('without "Remember", a reload asks again', async () => {
        await page.goto(english.route);
        await assertLocked(page);
      });
      await t.step('with "Remember": one key record, which no script can export', async () => {
        await unlock(page, passphrase, { remember: true });
        await assertOpen(page, english, 'Zephyr testimonial marker');
        await eventually(async () => assertKept(await page.eval(keptKeys), 1, assert));
      });
      await t.step('the German page then opens without asking, in German', async () => {
        await page.goto(german.route);
        await assertOpen(page, german, 'Zephyr Zitat-Marker auf Deutsch');
        assert(!(await page.eval(mainText)).includes('Zephyr testimonial marker'), 'English quote');
      });
      await t.step('"Wieder sperren" locks it, and the English page asks again', async () => {
        await page.click(byText, 'main button', 'Wieder sperren');
        await assertLocked(page);
        await eventually(async () => assertKept(await page.eval(keptKeys), 0, assert));
        await page.goto(english.route);
        await assertLocked(page);
      });
      await t.clean();
    },
    { viewport: viewports.phone, site: 'fixture' },
  );
}

export const privateChecks = () => [privateCaseStudy()];
