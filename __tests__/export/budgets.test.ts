import fs from 'node:fs';
import path from 'node:path';
import { budgets, runtimeBaseline } from './budgets';
import { routes } from './out';
import { getProjects } from '@/lib/content/projects';
import { mediaScripts } from './media-scripts';
import { pageWeight, type PageWeight } from './page-weight';

type Page = PageWeight & { media: ReturnType<typeof mediaScripts>; mediaJs: number };

// A page's JavaScript counts the media chunks it fetches on demand (media-scripts.ts).
const pages: Page[] = routes.map(pageWeight).map((page) => {
  const media = mediaScripts(page);
  const mediaJs = media.scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { ...page, media, mediaJs, js: page.js + mediaJs };
});
/** What a page may load on top for its video loops and before/after comparisons. */
const mediaAllowance = (page: Page) => (page.media.parts.length ? budgets.caseStudyMediaJs : 0);
const siteJs = (page: PageWeight) => page.js - runtimeBaseline.bytes;
const caseStudyRoutes = new Set(getProjects().map((project) => `/portfolio/${project.id}/`));
const lightestOtherPage = Math.min(
  ...pages.filter((page) => !caseStudyRoutes.has(page.route)).map((page) => page.js),
);
const caseStudyExtraJs = (page: Page) =>
  caseStudyRoutes.has(page.route) ? page.js - lightestOtherPage : 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const checks: Record<string, { measure: (page: Page) => number; budget: (page: Page) => number }> =
  {
    'site JS': { measure: siteJs, budget: (page) => budgets.siteJs + mediaAllowance(page) },
    CSS: { measure: (page) => page.css, budget: () => budgets.css },
    HTML: { measure: (page) => page.html, budget: () => budgets.html },
    'case-study JS': {
      measure: caseStudyExtraJs,
      budget: (page) => budgets.caseStudyExtraJs + mediaAllowance(page),
    },
    'media JS': { measure: (page) => page.mediaJs, budget: mediaAllowance },
  };

/** One row per route, over-budget cells marked, for the failure message. */
function table() {
  const header = ['route', 'JS total', ...Object.keys(checks)];
  const rows = pages.map((page) => [
    page.route,
    kb(page.js),
    ...Object.values(checks).map(({ measure, budget }) => {
      const bytes = measure(page);
      return `${kb(bytes)}${bytes > budget(page) ? ` OVER ${kb(budget(page))}` : ''}`;
    }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

if (process.env.PRINT_BUDGETS) {
  console.info(
    `Runtime baseline ${kb(runtimeBaseline.bytes)}; budgets: site JS ${kb(budgets.siteJs)}, CSS ${kb(budgets.css)}, HTML ${kb(budgets.html)}, case-study JS ${kb(budgets.caseStudyExtraJs)} over the lightest other page, media JS ${budgets.caseStudyMediaJs} bytes on top of both where a page has a video loop or a before/after\n${table()}`,
  );
}

describe('byte budgets', () => {
  it('uses a runtime baseline measured with the installed Next and React', () => {
    const installed = Object.fromEntries(
      Object.keys(runtimeBaseline.versions).map((name) => [
        name,
        JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8'))
          .version,
      ]),
    );
    expect(installed).toEqual(runtimeBaseline.versions);
  });

  it('finds the scripts every page loads', () => {
    for (const page of pages) expect(page.scripts.length).toBeGreaterThan(0);
  });

  it('finds the code of the video loops and before/afters it measures', () => {
    // The sample case study has both (issue 34), so the media budget is never checked on nothing.
    expect(pages.some((page) => page.media.parts.length === 2)).toBe(true);
    for (const page of pages) expect([page.route, page.media.missing]).toEqual([page.route, []]);
  });

  it.each(Object.entries(checks))('keeps %s within budget on every route', (name, check) => {
    const over = pages.filter((page) => check.measure(page) > check.budget(page));
    if (over.length > 0) {
      throw new Error(
        `${name} is over its budget on ${over.map((p) => `${p.route} (${kb(check.budget(p))})`).join(', ')}\n\n${table()}`,
      );
    }
  });
});
