// Home's intro under test: opening Home with a slowed CPU, slow files or the animation clock held,
// and judging the frames that support/probes.mjs records.
import { intro } from './site.mjs';
import { slowAssets } from './slow-assets.mjs';

const parts = [
  { key: 'heading', name: 'heading', at: intro.heading, shows: true },
  { key: 'subtitle', name: 'subtitle (brand title)', at: intro.subtitle, shows: true },
  { key: 'tagline', name: 'tagline', at: intro.tagline, shows: true },
  { key: 'cta', name: "'View My Work'", at: intro.cta, shows: true },
  { key: 'panel', name: 'loading panel', at: intro.loadingEnds, shows: false },
];

const sessions = new WeakMap();

/** Holds the page's animation clock at its start (DevTools), or lets it run again. */
export const holdIntro = (page, hold) =>
  sessions.get(page).send('Animation.setPlaybackRate', { playbackRate: hold ? 0 : 1 });

/**
 * Opens `path` in a fresh audited context, the CPU slowed `rate` times (DevTools), stylesheets
 * and scripts delayed by `delays` ({ css, js } in ms) and, with `hold`, the animations held.
 */
export async function openThrottled(t, path, { viewport, rate = 1, delays, hold = false } = {}) {
  const context = await t.context({
    viewport,
    ...(delays ? { extraHTTPHeaders: slowAssets(delays) } : {}),
  });
  const page = await context.newPage();
  sessions.set(page, await context.newCDPSession(page));
  if (rate !== 1) {
    await sessions.get(page).send('Emulation.setCPUThrottlingRate', { rate });
  }
  if (hold) await holdIntro(page, true);
  await t.goto(page, path, { waitUntil: 'commit' });
  return page;
}

/**
 * The recorded intro, once a frame has been rendered after its end: counted from navigation
 * start, or with `fromFirstFrame` from when Home's first frame ran (a client-side visit).
 */
export async function recordedIntro(page, { fromFirstFrame = false } = {}) {
  const handle = await page.waitForFunction(
    ([end, fromFirstFrame]) => {
      const record = window.__e2e?.introFrames;
      const from = fromFirstFrame ? record?.firstFrameRan : 0;
      return typeof from === 'number' && record.lastFrame > from + end && record;
    },
    [intro.loadingEnds + 300, fromFirstFrame],
    { polling: 100, timeout: 60_000 },
  );
  return handle.jsonValue();
}

/**
 * For each part: the label of its step (with what was measured, relative to `anchor`) and what
 * is wrong, if anything: its animation's time off by more than `margin`, a frame showing it
 * before `margin` ahead of its time, a frame still not showing it `margin` after, or a flicker.
 */
export function timingProblems(record, anchor, margin) {
  const rel = (ms) => (typeof ms === 'number' ? `${Math.round(ms - anchor)}` : 'none');
  return parts.map(({ key, name, at, shows }) => {
    const expected = anchor + at;
    const [before, after] = shows ? ['hidden', 'visible'] : ['visible', 'gone'];
    const changes = record.changes.filter((change) => change.key === key);
    const final = changes.at(-1);
    const lastBefore = changes.length > 1 ? final.before : null;
    const scheduled = record.scheduled[key]?.[shows ? 'shows' : 'hides'];
    const problems = [];
    if (!final || final.visible !== shows) problems.push(`never ${after}`);
    if (changes.length > 2) {
      const seen = changes.map((c) => `${c.visible ? 'visible' : 'hidden'} at ${rel(c.at)}`);
      problems.push(`flickered: ${seen.join(', ')}`);
    }
    if (lastBefore !== null && lastBefore >= expected + margin) {
      problems.push(`still ${before} in the frame at ${rel(lastBefore)} ms`);
    }
    if (final?.visible === shows && final.at <= expected - margin) {
      problems.push(`already ${after} in the frame at ${rel(final.at)} ms`);
    }
    if (typeof scheduled !== 'number' || Math.abs(scheduled - expected) > margin) {
      problems.push(`its animation makes it ${after} at ${rel(scheduled)} ms`);
    }
    return {
      label: `${name} ${shows ? 'shows' : 'is gone'} at ${at} ± ${margin} ms (animation ${rel(scheduled)} ms; frames ${rel(lastBefore)} → ${rel(final?.at)} ms)`,
      problems,
    };
  });
}
