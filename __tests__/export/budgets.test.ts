import fs from 'node:fs';
import path from 'node:path';
import { budgets, runtimeBaseline } from './budgets';
import { routes } from './out';
import { getProjects } from '@/lib/content/projects';
import { pageWeight, type PageWeight } from './page-weight';

const pages = routes.map(pageWeight);
const siteJs = (page: PageWeight) => page.js - runtimeBaseline.bytes;
const caseStudyRoutes = new Set(getProjects().map((project) => `/portfolio/${project.id}/`));
const lightestOtherPage = Math.min(
  ...pages.filter((page) => !caseStudyRoutes.has(page.route)).map((page) => page.js),
);
const caseStudyExtraJs = (page: PageWeight) =>
  caseStudyRoutes.has(page.route) ? page.js - lightestOtherPage : 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const checks = {
  'site JS': { measure: siteJs, budget: budgets.siteJs },
  CSS: { measure: (page: PageWeight) => page.css, budget: budgets.css },
  HTML: { measure: (page: PageWeight) => page.html, budget: budgets.html },
  'case-study JS': { measure: caseStudyExtraJs, budget: budgets.caseStudyExtraJs },
};

/** One row per route, over-budget cells marked, for the failure message. */
function table() {
  const header = ['route', 'JS total', ...Object.keys(checks)];
  const rows = pages.map((page) => [
    page.route,
    kb(page.js),
    ...Object.values(checks).map(({ measure, budget }) => {
      const bytes = measure(page);
      return `${kb(bytes)}${bytes > budget ? ` OVER ${kb(budget)}` : ''}`;
    }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

if (process.env.PRINT_BUDGETS) {
  console.info(
    `Runtime baseline ${kb(runtimeBaseline.bytes)}; budgets: site JS ${kb(budgets.siteJs)}, CSS ${kb(budgets.css)}, HTML ${kb(budgets.html)}, case-study JS ${kb(budgets.caseStudyExtraJs)} over the lightest other page\n${table()}`,
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

  it.each(Object.entries(checks))('keeps %s within budget on every route', (name, check) => {
    const over = pages.filter((page) => check.measure(page) > check.budget);
    if (over.length > 0) {
      throw new Error(
        `${name} is over its ${kb(check.budget)} budget on ${over.map((p) => p.route).join(', ')}\n\n${table()}`,
      );
    }
  });
});
