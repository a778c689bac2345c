import fs from 'node:fs';
import path from 'node:path';
import { resolveAnalytics } from '@/lib/analytics/analytics-config';
import { formActionOrigins, policyForHtml } from '@/scripts/build/post/csp-policy.mjs';
import { isSiteFile, outDir } from './out';

// The default build (provider "none"): no analytics code on any page, nothing sent, and each
// page's policy exactly what its own HTML needs, as before analytics existed.

const pages = fs
  .readdirSync(outDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'))
  .filter(isSiteFile)
  .map((file) => ({ file, html: fs.readFileSync(path.join(outDir, file), 'utf8') }));
const formOrigins = [...new Set(pages.flatMap(({ html }) => formActionOrigins(html)))].sort();
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];

describe('the default build, without analytics', () => {
  it('was built with provider "none"', () => {
    expect(resolveAnalytics().provider).toBe('none');
  });

  it.each(pages.map(({ file }) => file))('%s renders no page-view component', (file) => {
    const { html } = pages.find((page) => page.file === file)!;
    expect(html).not.toMatch(/PageViews|NotFoundEvent/);
  });

  it.each(pages.map(({ file }) => file))("%s keeps today's policy: nothing added", (file) => {
    const { html } = pages.find((page) => page.file === file)!;
    expect(metaPolicy(html)).toBe(policyForHtml(html, formOrigins, { meta: true }));
  });
});
