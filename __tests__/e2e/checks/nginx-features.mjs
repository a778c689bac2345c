// The four interactive pieces still work under the strict policy on nginx: the intro (its reveal
// times are hashed style attributes), the phone menu, the portfolio filter and the contact form.
import { check } from '../support/harness.mjs';
import { audited, noViolations } from '../support/headers.mjs';
import { assert, eventually, introAt, navigate, settle } from '../support/page.mjs';
import { intro, projects, viewports } from '../support/site.mjs';

const visitor = { name: 'Ada Lovelace', email: 'ada@analytical.example', message: 'An enclosure.' };

export function underPolicy(site, name) {
  return check(
    `${name}: intro, menu, filter and form under the policy`,
    async (t) => {
      const page = await t.open('/', { viewport: viewports.phone, prepare: audited(t) });
      await t.step('the intro hides the hero, then reveals it and ends', async () => {
        const early = await introAt(page, 1000);
        assert(early.now >= intro.heading || !early.heading, 'the heading shows before 3.5 s');
        const late = await introAt(page, intro.loadingEnds + 300);
        const hidden = ['heading', 'subtitle', 'tagline', 'cta'].filter((part) => !late[part]);
        assert(hidden.length === 0 && !late.panel, `after the intro: ${JSON.stringify(late)}`);
      });
      const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await t.step('the menu opens, and choosing Portfolio navigates and closes it', async () => {
        await button.click();
        await eventually(async () =>
          assert((await button.getAttribute('aria-expanded')) === 'true', 'not open'),
        );
        const link = page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Portfolio' });
        await navigate(page, link, '/portfolio/', { basePath: t.basePath });
        await eventually(async () =>
          assert((await button.getAttribute('aria-expanded')) === 'false', 'still open'),
        );
      });
      await t.step("the filter's 'UX & Digital' shows that category's projects", async () => {
        const group = page.getByRole('group', { name: 'Filter projects by category' });
        await group.getByRole('button', { name: 'UX & Digital', exact: true }).click();
        const expected = projects.filter((p) => p.category === 'UX & Digital').length;
        await eventually(async () => {
          const shown = await page.getByRole('link', { name: /^View Project/ }).count();
          assert(shown === expected, `${shown} projects shown, expected ${expected}`);
        });
      });
      await t.step(
        'the contact form validates natively and its script handles a submit',
        async () => {
          await t.goto(page, '/contact/');
          await settle(page);
          const logged = [];
          page.on('console', (message) => logged.push(message));
          const url = page.url();
          const send = page.getByRole('button', { name: 'Send Message' });
          await send.click();
          const missing = await page
            .getByLabel('Name', { exact: true })
            .evaluate((el) => el.validity.valueMissing);
          assert(missing, 'the empty form was not stopped by the browser');
          await page.getByLabel('Name', { exact: true }).fill(visitor.name);
          await page.getByLabel('Email', { exact: true }).fill(visitor.email);
          await page.getByLabel('Message', { exact: true }).fill(visitor.message);
          await send.click();
          // Blocked scripts would leave the browser to submit the form itself, leaving the page.
          await eventually(() => assert(logged.length > 0, 'the script wrote no console message'));
          assert(page.url() === url, `moved to ${page.url()}`);
        },
      );
      await noViolations(t);
      await t.clean();
    },
    { site },
  );
}
