// What a designer's review looks for, on the route checks' own page loads (routes.mjs): card lists
// that end without a hole, labels and pills on one line on a phone, the portfolio filter as one
// row that scrolls sideways, the contact form's heading as far from its first field at every
// width. Plus one load at 320 px, the narrowest phone, for the case study's pager.
import { check } from '../support/harness.mjs';
import { lineCounts, listRows } from '../support/geometry.mjs';
import { assert, settle } from '../support/page.mjs';
import { filterButtons, projects } from '../support/site.mjs';

const categories = filterButtons.slice(1);

/** Every visible category pill and pager label in <main>, with the lines it takes. */
async function labelLines(page) {
  const labels = [...categories, 'Previous Project', 'Next Project'];
  const found = await lineCounts(page, 'main span');
  return found.filter((label) =>
    labels.some((text) => label.text.toLowerCase() === text.toLowerCase()),
  );
}

async function assertOneLineLabels(page) {
  const labels = await labelLines(page);
  const wrapped = labels.filter((label) => label.lines > 1);
  assert(labels.length > 0, 'no category pill or pager label');
  assert(
    wrapped.length === 0,
    `wrapped: ${wrapped.map((l) => `${l.text} (${l.lines} lines)`).join(', ')}`,
  );
}

/** Steps for routes.mjs's check of `route` at `viewport` (the page is settled). */
export async function layoutSteps(t, page, route, viewport) {
  const phone = viewport.width < 768;
  if (route === '/' || route === '/portfolio/') {
    await t.step(
      'the cards end without a hole: full rows, the last one full or centred',
      async () => {
        const lists = await listRows(page, 'main ul:has(> li article)');
        assert(lists.length > 0, 'no list of cards');
        for (const rows of lists) {
          const most = Math.max(...rows.map((row) => row.count));
          const short = rows.slice(0, -1).filter((row) => row.count < most);
          const last = rows.at(-1);
          assert(short.length === 0, `a row before the last has a hole: ${JSON.stringify(rows)}`);
          assert(
            Math.abs(last.centre - 0.5) <= 0.02,
            `the last row is off centre: ${JSON.stringify(last)}`,
          );
        }
      },
    );
  }
  const caseStudy = projects.some((p) => route === `/portfolio/${p.id}/`);
  if (phone && (route === '/portfolio/' || caseStudy)) {
    await t.step('category pills and pager labels are one line each', () =>
      assertOneLineLabels(page),
    );
  }
  if (phone && route === '/portfolio/') {
    await t.step('the filter is one row that scrolls sideways, its last button cut', async () => {
      const group = page.getByRole('group', { name: 'Filter projects by category' });
      const { rows, overflows } = await group.evaluate((el) => ({
        rows: new Set([...el.children].map((b) => Math.round(b.getBoundingClientRect().top))).size,
        overflows: el.scrollWidth > el.clientWidth,
      }));
      assert(rows === 1 && overflows, `${rows} row(s); scrolls: ${overflows}`);
      const last = group.getByRole('button', { name: categories.at(-1), exact: true });
      await last.click();
      assert(
        (await last.getAttribute('aria-pressed')) === 'true',
        'the last button is not pressed',
      );
      const inView = await last.evaluate((button) => {
        const r = button.getBoundingClientRect();
        return r.left >= 0 && r.right <= innerWidth;
      });
      assert(inView, 'the pressed button is not scrolled into view');
      await page.getByRole('button', { name: 'All', exact: true }).click();
    });
  }
  if (route === '/contact/') {
    // On a phone the heading sits as near the first field as the fields to each other
    // (checks/elsewhere.mjs); from 640 px, where the form is wider, it stands further off.
    if (viewport.width >= 640) {
      await t.step('"Send a Message" stands 40-48 px above "Name"', async () => {
        const heading = await page.getByRole('heading', { name: 'Send a Message' }).boundingBox();
        const label = await page.getByText('Name', { exact: true }).first().boundingBox();
        const gap = label.y - (heading.y + heading.height);
        assert(gap >= 40 && gap <= 48, `${Math.round(gap)} px`);
      });
    }
  }
}

// The narrowest phone: the pager's labels and pills still take one line each, inside the screen.
export const narrowPhone = () =>
  check('A case study at 320px: the pager labels and pills take one line', async (t) => {
    const project = projects.find((p) => p.category === categories[1]) ?? projects[0];
    const page = await t.open(`/portfolio/${project.id}/`, {
      viewport: { width: 320, height: 700 },
      reducedMotion: 'reduce',
    });
    await settle(page);
    await t.step('one line each', () => assertOneLineLabels(page));
    await t.step('nothing is wider than the screen', async () => {
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(wide <= 320, `the page is ${wide} px wide`);
    });
    await t.clean();
  });
