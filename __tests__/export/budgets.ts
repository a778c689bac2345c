// Byte budgets for every exported page, in gzip bytes (zlib's default level, as servers compress).
//
// How they were set (issue 5, "Fast on a mid-range phone"):
// - The framework runtime is what a hello-world export of the same Next and React versions loads:
//   `node scripts/bench/measure-runtime-baseline.mjs` builds one (a root layout and one page, no
//   client components) and sums the gzip sizes of the scripts its index.html loads. Measured
//   2026-11-22: 135,154 bytes in 5 scripts for next 16.4.6, react 19.3.1, react-dom 19.3.1. The
//   test fails if other versions are installed, so an upgrade re-measures it rather than drifting.
// - The site's own client code (intro, menu, active link, filter, form, plus the parts of Next they
//   pull in, such as next/link) may add at most 10 KB to that runtime on any route.
//   Raised to 10.5 KB with analytics (issue 21): the contact page went from 9.8 to 10.3 KB, because
//   its form reports `Contact sent`/`Contact failed` through `trackEvent` and the layout carries the
//   page-view component even when analytics is off (about 0.4 KB together).
//   Raised to 10.75 KB with the site's own words per language (issue 33): a client component now
//   holds its English words as a table and reads them from it, so another language can pass its
//   own (docs/languages.md); the contact page went from 10.3 to 10.6 KB, other pages by 0.1-0.4 KB.
// - CSS at most 15 KB and HTML at most 30 KB per route, from the targets.
// - A case study may load at most 3 KB more JavaScript than the lightest other page (issue 12: the
//   process-image lightbox). Before the lightbox a case study loaded the same 6.5 KB as /process/.
//   Raised to 3.25 KB with the case study's words per language (issues 33 and 34): the lightbox's
//   English slice holds the facts', results' and figures' words too (3,299 bytes measured).
// - A case study with a video loop or a before/after (issue 34) may load their code on top, as
//   much as it measured when they were split off (2026-11-26, next 16.4.6): the LoopVideo chunk
//   1,373 bytes and the BeforeAfter chunk 1,282 bytes, 2,655 together. The code is in chunks of its
//   own (components/case-study/media/lazy-media.tsx) that only such a page fetches; in the route's
//   one bundle it had cost every case study 1.5 KB (case-study JS 4.1 KB, site JS 11.3 KB).
//   The allowance adds to both the site-JS and the case-study budget of that page only. With their
//   words per language (video, compare) the two chunks measure 1,382 + 1,316 = 2,698 bytes.
export const runtimeBaseline = {
  bytes: 135_154,
  measured: '2026-11-22',
  versions: { next: '16.4.6', react: '19.3.1', 'react-dom': '19.3.1' },
};

const KB = 1024;

export const budgets = {
  /** JavaScript beyond the framework runtime, per route. */
  siteJs: 10.75 * KB,
  css: 15 * KB,
  html: 30 * KB,
  /** JavaScript a case study loads beyond the lightest page that is not one. */
  caseStudyExtraJs: 3.25 * KB,
  /** JavaScript a case study with a video loop or a before/after loads for them, on top. */
  caseStudyMediaJs: 2_698,
};
