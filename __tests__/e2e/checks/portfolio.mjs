// The portfolio filter: each button shows exactly its category's projects and is the one pressed.
import { check } from '../support/harness.mjs';
import { assert, eventually } from '../support/page.mjs';
import { filterButtons, projects, specCategories } from '../support/site.mjs';

const idsIn = (category) =>
  projects.filter((p) => category === 'All' || p.category === category).map((p) => p.id);

export function portfolioChecks() {
  return [
    check('Portfolio filter', async (t) => {
      const page = await t.open('/portfolio/');
      const group = page.getByRole('group', { name: 'Filter projects by category' });
      const shown = () =>
        page
          .getByRole('link', { name: /^View Project/ })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href').split('/')[2]));
      const pressed = () => group.getByRole('button', { pressed: true }).allTextContents();
      const assertShowing = (category) =>
        eventually(async () => {
          const ids = (await shown()).sort();
          const expected = idsIn(category).sort();
          const on = await pressed();
          assert(
            ids.join() === expected.join(),
            `shows [${ids.join(', ')}], expected [${expected.join(', ')}]`,
          );
          assert(on.join() === category, `pressed: [${on.join(', ')}]`);
        });

      await t.step(`All is pressed at first and shows all ${projects.length} projects`, () =>
        assertShowing('All'),
      );
      for (const category of [...filterButtons.slice(1), 'All']) {
        const specIds = Object.keys(specCategories).filter((id) => specCategories[id] === category);
        const label =
          category === 'All' ? 'every project' : specIds.length ? specIds.join(', ') : 'no project';
        await t.step(`'${category}' shows ${label} and alone has aria-pressed="true"`, async () => {
          await group.getByRole('button', { name: category, exact: true }).click();
          await assertShowing(category);
          const ids = await shown();
          const missing = specIds.filter((id) => !ids.includes(id));
          assert(missing.length === 0, `the spec's ${missing.join(', ')} not shown`);
        });
        if (category === 'Brand Development') {
          await t.step('Brand Development shows the empty state', async () => {
            const heading = page.getByRole('heading', {
              name: 'No Brand Development projects yet',
            });
            assert(await heading.isVisible(), 'no empty-state heading');
          });
        }
      }
      await t.clean();
    }),
  ];
}
