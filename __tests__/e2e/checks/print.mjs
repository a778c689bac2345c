// A case study printed to PDF by Chromium on A4 and Letter, read back with poppler (pdfinfo,
// pdftotext) and page 1 drawn as a PNG (pdftoppm) for a person to look at.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { check } from '../support/harness.mjs';
import { assert } from '../support/page.mjs';
import { projects } from '../support/site.mjs';

export const printDir = 'artifacts/print';
const id = 'atlas-base';
const route = `/portfolio/${id}/`;
// A4 and Letter hold the same text on a similar number of pages; more means something spilled.
// atlas-base tells its story with figures, a loop's poster and a before/after: 6 pages on A4, 7 on
// Letter.
const maxPages = 8;

// What only the screen has: the fixed header and menu, the skip link, the footer navigation, the
// pager and the calls to action.
const screenOnly = [
  'Skip to Content',
  'My Process',
  'Back to Portfolio',
  'Previous Project',
  'Next Project',
  'Have a similar project?',
  'Start a Conversation',
  'Elsewhere',
  'All rights reserved',
];

const pdfText = (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const pdfPages = (file) =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))[1]);

function printed(format) {
  return check(`Print ${route} on ${format}`, async (t) => {
    mkdirSync(printDir, { recursive: true });
    const page = await t.open(route);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Printing waits for the page to be interactive, as a visitor's print does: the address in the
    // printout is the one in the browser (the exported HTML can only hold the site's address).
    await page.waitForFunction(() => document.body.textContent.includes(location.href));
    const file = `${printDir}/${id}-${format.toLowerCase()}.pdf`;
    await page.pdf({ path: file, format });
    const text = pdfText(file).replace(/\s+/g, ' ');
    const pages = pdfPages(file);
    const project = projects.find((p) => p.id === id);

    await t.step(`${file}: 2 to ${maxPages} pages, none blank`, () => {
      assert(pages >= 2 && pages <= maxPages, `${pages} pages`);
      const pageTexts = pdfText(file).split('\f').slice(0, pages);
      const blank = pageTexts.findIndex((p) => p.trim() === '');
      assert(blank === -1, `page ${blank + 1} is blank`);
    });
    await t.step('no header, menu, skip link, footer navigation, pager or call to action', () => {
      const found = screenOnly.filter((s) => text.includes(s));
      assert(found.length === 0, `printed: ${found.join(', ')}`);
    });
    await t.step("the owner's name and email and the page's address", () => {
      for (const s of ['Alex Morgan', 'hello@example.com', t.url(route)]) {
        assert(text.includes(s), `"${s}" is not in the printout`);
      }
    });
    await t.step('the whole case study, the live link followed by its address', () => {
      for (const s of [project.title, 'The Challenge', 'My Role', 'Process & Solution']) {
        assert(text.includes(s), `"${s}" is not in the printout`);
      }
      assert(text.includes('The Results'), '"The Results" is not in the printout');
      assert(
        /View Live Project.{0,40}\(https:\/\/atlas\.example\.com\/?\)/.test(text),
        'the live link is not followed by its address',
      );
    });
    if (format === 'A4') {
      await t.step(`page 1 drawn to ${printDir}/${id}-a4-page1.png`, () => {
        const args = '-png -r 60 -f 1 -l 1 -singlefile'.split(' ');
        // stdio ignored: poppler warns about a Type 3 glyph in Chromium's PDF; the PNG is fine.
        execFileSync('pdftoppm', [...args, file, `${printDir}/${id}-a4-page1`], {
          stdio: 'ignore',
        });
      });
    }
    await t.clean();
  });
}

export function printChecks() {
  return [printed('A4'), printed('Letter')];
}
