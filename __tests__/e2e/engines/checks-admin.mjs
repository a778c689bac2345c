// The CMS at /admin/ in Firefox and WebKit: it opens to its sign-in screen (GitHub with a token; no
// local repository, which needs Chromium's folder picker) with no error and no policy violation.
// Sveltia CMS starts a view transition as it builds its first screen, which WebKit's launcher is
// told: WebKitGTK 2.50's MiniBrowser segfaults on one without its DMA-BUF renderer, which the
// launcher turns off for the other checks (./webkit-driver.mjs).
// Two things are set aside. The sign-in screen asks GitHub's status page how GitHub is; this
// machine has no network, so that request fails here (the CMS shows no status then). And WebKit
// cannot encode WebP in a canvas, so as it starts the CMS imports an encoder from unpkg.com to make
// its logo's icons; the page's policy (script-src 'self') blocks that, as it should, and the CMS
// makes them as PNG instead: those violations (WebKit only) are expected, any other is not.
import { assert, eventually } from '../support/page.mjs';
import { viewports } from '../support/site.mjs';
import { engineCheck } from './harness.mjs';

const STATUS_HOST = 'www.githubstatus.com';
const setAside = (problem) =>
  problem.includes(STATUS_HOST) ||
  /^CSP violation: script-src-elem blocked https:\/\/unpkg\.com\/@jsquash\/webp@[\d.]+\/encode\.js\?module /.test(
    problem,
  );

const signIn = () => ({
  token: [...document.querySelectorAll('button')].some((button) =>
    /Sign In Using Access Token/.test(button.textContent),
  ),
  local: [...document.querySelectorAll('button')].some((button) =>
    /Work with Local Repository/.test(button.textContent),
  ),
  robots: document.querySelector('meta[name="robots"]')?.content,
});

export const adminChecks = () => [
  engineCheck(
    'CMS /admin/',
    async (t) => {
      t.setAside(setAside);
      const page = await t.open('/admin/', { viewTransitions: true });
      await t.step('opens to its sign-in screen: a GitHub token, noindex', async () => {
        await eventually(async () => {
          const s = await page.eval(signIn);
          assert(s.token, 'no "Sign In Using Access Token" button');
          assert(s.robots === 'noindex, nofollow', `robots: ${s.robots}`);
        }, 30_000);
      });
      await t.clean();
    },
    { viewport: viewports.desktop },
  ),
];
