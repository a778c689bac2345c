// Cross-engine checks of the notes (issue 42) at phone and desktop width: the list, a note with a
// figure and a tag's page load styled and hydrated, every image loaded, without moving once
// painted (CLS 0, or no element moved), with 0 console errors, 0 CSP violations and no failed
// request; the note is an <article> with its <time datetime>; the dark scheme gives light text on
// a dark page; axe finds no violation (as in Chromium, ../checks/notes.mjs).
import { assert, eventually } from '../support/page.mjs';
import { axe } from './axe.mjs';
import { viewports } from '../support/site.mjs';
import { noteRoutes } from '../checks/notes.mjs';
import { luminance, settled } from './checks-pages.mjs';
import { engineCheck } from './harness.mjs';
import { staysStill } from './moves.mjs';

const loadState = () => ({
  styled: [...document.styleSheets].some(
    (sheet) => sheet.href?.includes('/_next/') && sheet.cssRules.length > 0,
  ),
  broken: [...document.images]
    .filter((img) => img.naturalWidth === 0)
    .map((img) => img.getAttribute('src').slice(0, 60)),
  article: Boolean(document.querySelector('main article h1')),
  datetime: document.querySelector('main article time')?.getAttribute('datetime'),
  feed: document
    .querySelector('head link[rel="alternate"][type="application/atom+xml"]')
    ?.getAttribute('href'),
});

function notePages(viewport) {
  return engineCheck(
    'Notes',
    async (t) => {
      for (const route of noteRoutes) {
        const page = await t.open(route);
        await staysStill(t, page, route);
        await t.step(`${route} loads styled, every image, the feed in its head`, async () => {
          await settled(page);
          await eventually(async () => {
            const s = await page.eval(loadState);
            assert(s.styled, "the site's stylesheet is not applied");
            assert(s.broken.length === 0, `images not loaded: ${s.broken.join(', ')}`);
            assert(s.feed?.endsWith('/notes/feed.xml'), `feed link ${s.feed}`);
            if (route.split('/').length === 4) {
              assert(s.article, 'no <article> with a title');
              assert(/^\d{4}-\d{2}-\d{2}$/.test(s.datetime ?? ''), `datetime ${s.datetime}`);
            }
          });
        });
        await t.step(`${route}: axe finds no violation`, () => axe(page));
        await page.close();
      }
      await t.step('a note in the dark colour scheme: light text on a dark page', async () => {
        const page = await t.open(noteRoutes[1], { dark: true });
        const s = await page.eval(luminance);
        assert(
          s.canvas < 0.2 && s.ink > 0.7,
          `page ${s.canvas.toFixed(2)}, text ${s.ink.toFixed(2)}`,
        );
        await page.close();
      });
      await t.clean('the notes: 0 console errors, 0 CSP violations, no failed request');
    },
    { viewport },
  );
}

export const notesChecks = () => [viewports.phone, viewports.desktop].map(notePages);
