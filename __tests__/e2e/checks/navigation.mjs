// Moving through the site by clicking links (client-side navigation fetches the exported .txt
// payloads), and the plain server's answers for addresses that do not exist.
import { check } from '../support/harness.mjs';
import { assert, eventually, navigate } from '../support/page.mjs';

function tour() {
  return check('Click-through navigation', async (t) => {
    // Reduced motion shows the hero at once, so 'View My Work' can be clicked straight away.
    const page = await t.open('/', { reducedMotion: 'reduce' });
    const main = page.getByRole('main');
    const firstProject = main.getByRole('link', { name: /^View Project/ }).first();
    const legs = [
      ["Home 'View My Work'", main.getByRole('link', { name: 'View My Work' }), '/portfolio/'],
      ["a card's 'View Project'", firstProject, null],
      ["'Back to Portfolio'", main.getByRole('link', { name: 'Back to Portfolio' }), '/portfolio/'],
      ["header 'About'", page.getByRole('banner').getByRole('link', { name: 'About' }), '/about/'],
      ["About 'Get In Touch'", main.getByRole('link', { name: 'Get In Touch' }), '/contact/'],
      ['the brand link', page.getByRole('banner').getByRole('link').first(), '/'],
      ["Home 'Contact Me'", main.getByRole('link', { name: 'Contact Me' }), '/contact/'],
      [
        "footer 'My Process'",
        page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'My Process' }),
        '/process/',
      ],
    ];
    for (const [label, link, fixedPath] of legs) {
      const ok = await t.step(`${label} leads to ${fixedPath ?? 'its case study'}`, async () => {
        const path = fixedPath ?? (await link.getAttribute('href'));
        await navigate(page, link, path);
      });
      if (!ok) break;
    }
    await t.step('Back returns to the previous page without a reload', async () => {
      await page.goBack();
      await eventually(() => assert(new URL(page.url()).pathname === '/contact/', page.url()));
      assert(await page.evaluate(() => window.__e2eDocument === true), 'the page reloaded');
    });
    // The typeface is declared only by the first page's own <style>
    // (scripts/build/post/critical-css.mjs takes the @font-face rules out of the stylesheet): it
    // must outlive every navigation.
    await t.step('the text is still set in the web font after the navigations', async () => {
      const { family, status } = await page.evaluate(() => {
        const family = getComputedStyle(document.querySelector('main h1')).fontFamily;
        const first = family.split(',')[0].trim();
        const face = [...document.fonts].find((f) => f.family === first);
        return { family, status: face?.status ?? 'not declared' };
      });
      assert(status === 'loaded', `the heading's first font in "${family}" is ${status}`);
    });
    await t.step('the pages came from their .txt payloads', () => {
      const payloads = t.requests.filter((url) => /\.txt(\?|$)/.test(url));
      assert(payloads.length > 0, 'no .txt payload was requested');
    });
    await t.clean();
  });
}

// 404.html is the global not-found page (app/global-not-found.tsx): a document of its own beside
// the languages' root layouts, so its links load the page they lead to in full.
function projectNotFound() {
  return check('/portfolio/no-such-id/ on the plain server', async (t) => {
    const page = await t.open('/portfolio/no-such-id/');
    await t.step('answers HTTP 404', () => assert(t.status === 404, `answered ${t.status}`));
    await t.step("shows 'Project not found'", () =>
      eventually(async () =>
        assert(
          await page.getByRole('heading', { level: 1, name: 'Project not found' }).isVisible(),
          `heading: ${await page.locator('h1').textContent()}`,
        ),
      ),
    );
    await t.step("'Return to Portfolio' leads to /portfolio/", () =>
      navigate(page, page.getByRole('link', { name: 'Return to Portfolio' }), '/portfolio/', {
        fullLoad: true,
      }),
    );
    await t.clean();
  });
}

function pageNotFound() {
  return check('/no-such-page/ on the plain server', async (t) => {
    const page = await t.open('/no-such-page/');
    await t.step('answers HTTP 404', () => assert(t.status === 404, `answered ${t.status}`));
    await t.step("shows 'Page Not Found'", async () =>
      assert(
        await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).isVisible(),
        `heading: ${await page.locator('h1').textContent()}`,
      ),
    );
    await t.step('a link leads home', () =>
      navigate(page, page.getByRole('main').getByRole('link', { name: /home/i }), '/', {
        fullLoad: true,
      }),
    );
    await t.clean();
  });
}

export function navigationChecks() {
  return [tour(), projectNotFound(), pageNotFound()];
}
