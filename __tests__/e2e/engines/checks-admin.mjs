// The CMS at /admin/ in Firefox: it opens to its sign-in screen (GitHub with a token; no local
// repository, which needs Chromium's folder picker) with no error and no policy violation. Not in
// WebKit yet: Debian's WebKitGTK 2.50.6 MiniBrowser (the UI process, libwebkit2gtk-4.1) segfaults
// as Sveltia CMS starts, whether or not its fonts load; the page without the CMS's script loads.
// The sign-in screen asks GitHub's status page how GitHub is; this machine has no network, so that
// one request fails here (the CMS shows no status then), and it is the only thing set aside.
import { assert, eventually } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { engineCheck } from './harness.mjs';

const STATUS_HOST = 'www.githubstatus.com';

const signIn = () => ({
  token: [...document.querySelectorAll('button')].some((button) =>
    /Sign In Using Access Token/.test(button.textContent),
  ),
  local: [...document.querySelectorAll('button')].some((button) =>
    /Work with Local Repository/.test(button.textContent),
  ),
  robots: document.querySelector('meta[name="robots"]')?.content,
});

export const adminChecks = (engineName) =>
  [
    engineCheck(
      'CMS /admin/',
      async (t) => {
        const page = await t.open('/admin/');
        await t.step('opens to its sign-in screen: a GitHub token, noindex', async () => {
          await eventually(async () => {
            const s = await page.eval(signIn);
            assert(s.token, 'no "Sign In Using Access Token" button');
            assert(s.robots === 'noindex, nofollow', `robots: ${s.robots}`);
          }, 30_000);
        });
        await page.collect();
        const statusCheck = page.problems.filter((problem) => problem.includes(STATUS_HOST));
        page.problems.splice(
          0,
          page.problems.length,
          ...page.problems.filter((p) => !statusCheck.includes(p)),
        );
        await t.clean();
      },
      { viewport: viewports.desktop },
    ),
  ].filter(() => engineName !== 'WebKit');
