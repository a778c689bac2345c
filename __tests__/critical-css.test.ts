/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  addCriticalCss,
  criticalCss,
  withCriticalCss,
} from '@/scripts/build/post/critical-css.mjs';
import { policyForHtml } from '@/scripts/build/post/csp-policy.mjs';

const href = '/_next/static/chunks/site.css';
const sheet =
  '@font-face{font-family:sans;src:url(../media/sans.woff2)format("woff2");font-display:swap}' +
  '@font-face{font-family:Sans Fallback;src:local(Arial);size-adjust:106%}' +
  'body{margin:0}.used{color:red}.unused{color:blue}.menu-open .panel{display:block}' +
  '@media (prefers-color-scheme:dark){.used{color:pink}.unused{color:navy}}' +
  '.fade{animation:fade 1s}@keyframes fade{from{opacity:0}}@keyframes spin{to{rotate:1turn}}';
const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const loader = '<script data-late-scripts="">start()</script>';
const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${link}<title>t</title></head>` +
  `<body>${body}${loader}</body></html>`;
const read = (asked: string) => {
  expect(asked).toBe(href);
  return sheet;
};

describe('the critical CSS step', () => {
  const html = withCriticalCss(page('<p class="used fade">Hi</p>'), read);
  const css = criticalCss(html)!;

  it("inlines the rules the page's own elements use, with their media queries and keyframes", () => {
    expect(css).toContain('.used{color:red}');
    expect(css).toMatch(/@media \(prefers-color-scheme:\s?dark\)\{\.used\{color:pink\}\}/);
    expect(css).toContain('@keyframes fade');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('.panel');
    expect(css).not.toContain('spin');
  });

  it('inlines every @font-face, its url made absolute for a page anywhere on the site', () => {
    expect(css).toContain('src:url(/_next/static/media/sans.woff2)');
    expect(css).toContain('font-family:Sans Fallback');
  });

  it('puts the rules where the stylesheet was and the stylesheet before the late scripts', () => {
    expect(html.indexOf('<style data-critical-css="">')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`${link}${loader}</body>`);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('inlines no print rule: a printout comes from the stylesheet, loaded by then', () => {
    const sheet =
      '@media print{@page{margin:16mm 15mm}:root{--ink:0 0 0}p{color:#000}}p{color:red}';
    const inlined = criticalCss(withCriticalCss(page('<p>Hi</p>'), () => sheet))!;
    expect(inlined).toBe('p{color:red}');
  });

  it('keeps a block at-rule and the rule after it, with nothing between them', () => {
    const sheet = '@media screen{@page{margin:16mm 15mm}:root{--ink:0 0 0}}';
    const inlined = criticalCss(withCriticalCss(page('<p>Hi</p>'), () => sheet))!;
    expect(inlined).toContain('@media screen{@page{margin:16mm 15mm}:root{--ink:0 0 0}');
  });

  it('runs once: a second pass changes nothing', () => {
    expect(withCriticalCss(html, read)).toBe(html);
  });

  it('keeps a `$` in the rules as it is', () => {
    const dollar = withCriticalCss(
      page('<p class="price">1</p>'),
      () => '.price::before{content:"$\'"}',
    );
    expect(criticalCss(dollar)).toContain('content:"$\'"');
  });

  it('leaves a page without a stylesheet of its own as it is', () => {
    const bare = '<html><head></head><body><p>x</p></body></html>';
    expect(withCriticalCss(bare, read)).toBe(bare);
  });

  it('writes rules the page policy then allows by hash', () => {
    const hash = createHash('sha256').update(css).digest('base64');
    expect(policyForHtml(html)).toContain(`style-src 'self' 'sha256-${hash}'`);
  });

  it('takes the @font-face rules out of the stylesheet once every page declares them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
    try {
      fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'about'));
      fs.writeFileSync(path.join(dir, href), sheet);
      fs.writeFileSync(path.join(dir, 'index.html'), page('<p class="used">Home</p>'));
      fs.writeFileSync(path.join(dir, 'about/index.html'), page('<p>About</p>'));
      expect(addCriticalCss(dir, '')).toBe(2);
      const written = fs.readFileSync(path.join(dir, href), 'utf8');
      expect(written).not.toContain('@font-face');
      expect(written).toBe(sheet.replace(/@font-face\{[^}]*\}/g, ''));
      for (const file of ['index.html', 'about/index.html']) {
        const rules = criticalCss(fs.readFileSync(path.join(dir, file), 'utf8'));
        expect(rules).toContain(
          '@font-face{font-family:sans;src:url(/_next/static/media/sans.woff2)',
        );
        expect(rules).toContain('@font-face{font-family:Sans Fallback');
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
