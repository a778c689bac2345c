// The notes (issue 42): the list, a note with a figure and a tag's page at phone and desktop width,
// light and dark (images, CLS 0, axe, clean console and network), the feed link in the head, and a
// real feed reader, Debian's newsboat, reading the Atom and RSS feeds from the local server.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { promisify } from 'node:util';
import path from 'node:path';
import { check } from '../support/harness.mjs';
import {
  assert,
  assertImagesLoaded,
  assertNoLayoutShift,
  axe,
  fontsBeforeFirstPaint,
  settle,
} from '../support/page.mjs';
import { viewports } from '../support/site.mjs';

export const noteRoutes = [
  '/notes/',
  '/notes/the-shell-is-the-heat-sink/',
  '/notes/tags/hardware/',
];
const feedTitles = [
  'The Shell Is the Heat Sink',
  'What Gets Lost in a Hand-Off',
  'Print the Shell Before You Draw the Fillets',
];
const newsboat = process.env.NEWSBOAT_PATH ?? 'newsboat';

function notePage(route, viewport, colorScheme) {
  return check(`Notes: ${route} at ${viewport.width}px, ${colorScheme}`, async (t) => {
    const page = await t.open(route, { viewport, colorScheme, prepare: fontsBeforeFirstPaint });
    await settle(page);
    await t.step('every image has loaded (naturalWidth > 0)', () => assertImagesLoaded(page));
    await t.step('cumulative layout shift is 0', () => assertNoLayoutShift(page));
    await t.step('the feed is named in the head', async () => {
      const href = await page
        .locator('head link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute('href');
      assert(href?.endsWith('/notes/feed.xml'), `feed link is ${href}`);
    });
    if (route.split('/').length === 4) {
      await t.step('the note is an <article> with its <time datetime> and tags', async () => {
        const article = page.getByRole('article');
        assert(await article.locator('h1').isVisible(), 'no visible title');
        const datetime = await article.locator('time').first().getAttribute('datetime');
        assert(/^\d{4}-\d{2}-\d{2}$/.test(datetime ?? ''), `datetime is ${datetime}`);
        assert(await article.getByRole('link', { name: '#hardware' }).isVisible(), 'no tag link');
      });
    }
    await t.step('axe: no violations', () => axe(page));
    await t.clean();
  });
}

/**
 * Runs newsboat on `feed` with its own config, cache and home; returns what it printed and its
 * cache's bytes. Asynchronously: the static server answering it runs in this process.
 */
async function readWithNewsboat(feed) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'newsboat-'));
  try {
    writeFileSync(path.join(dir, 'urls'), `${feed}\n`);
    writeFileSync(path.join(dir, 'config'), '');
    const { stdout } = await promisify(execFile)(
      newsboat,
      ['-u', 'urls', '-c', 'cache.db', '-C', 'config', '-x', 'reload', 'print-unread'],
      { cwd: dir, env: { ...process.env, HOME: dir }, encoding: 'utf8', timeout: 60_000 },
    );
    return { output: stdout.trim(), cache: readFileSync(path.join(dir, 'cache.db')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function feedReader(file) {
  return check(`Notes: newsboat reads /notes/${file}`, async (t) => {
    const feed = t.url(`/notes/${file}`);
    let output = '';
    let cache = Buffer.alloc(0);
    await t.step(`newsboat -x reload ${feed}`, async () => {
      ({ output, cache } = await readWithNewsboat(feed));
    });
    await t.step('it finds the three notes, unread', () =>
      assert(output === '3 unread articles', `newsboat says "${output}"`),
    );
    await t.step("its cache holds each note's title, absolute address and full text", () => {
      for (const title of feedTitles) assert(cache.includes(title), `no "${title}"`);
      assert(
        cache.includes('https://www.example.com/notes/the-shell-is-the-heat-sink/'),
        'no absolute address',
      );
      assert(cache.includes('Three decisions made it work'), "the first note's text is missing");
    });
  });
}

export function notesChecks() {
  return [
    ...Object.values(viewports).flatMap((viewport) =>
      noteRoutes.flatMap((route) => [
        notePage(route, viewport, 'light'),
        notePage(route, viewport, 'dark'),
      ]),
    ),
    feedReader('feed.xml'),
    feedReader('rss.xml'),
  ];
}
