import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { siteUrl } from '@/lib/site/site-url';
import { criticalCss } from '@/scripts/build/post/critical-css.mjs';
import { lateScriptSources } from '@/scripts/build/post/late-scripts.mjs';
import { isSiteFile, outDir } from './out';

const htmlFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });

const files = htmlFiles(outDir)
  .map((file) => path.relative(outDir, file))
  .filter(isSiteFile);

const siteOrigin = siteUrl;

/** Every URL an exported page points at: link, script, image and social-card attributes. */
function references(html: string): string[] {
  const markup = html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, '$1</script>');
  const urls: string[] = [];
  for (const [, name, value] of markup.matchAll(
    /\s(href|src|srcset|imagesrcset|poster)="([^"]*)"/g,
  )) {
    if (name.endsWith('srcset'))
      urls.push(...value.split(',').map((part) => part.trim().split(/\s+/)[0]));
    else urls.push(value);
  }
  for (const [tag] of markup.matchAll(/<meta\b[^>]*>/g)) {
    if (/(property|name)="(og:image|og:url|twitter:image)"/.test(tag)) {
      urls.push(/content="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
  }
  return [...urls.map((url) => url.replace(/&amp;/g, '&')), ...lateScriptSources(html)];
}

/** The file a static host serves for `reference` on the page `file`, or null if it is external. */
function target(reference: string, file: string): string | null {
  if (/^(#|mailto:|tel:|data:|javascript:)/.test(reference)) return null;
  const route = `/${path.dirname(file) === '.' ? '' : `${path.dirname(file)}/`}`;
  const url = new URL(reference, `${siteOrigin}${route}`);
  if (url.origin !== siteOrigin) return null;
  const pathname = decodeURIComponent(url.pathname);
  return path.join(outDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
}

describe('the exported HTML', () => {
  it('includes the pages and the 404 page', () => {
    expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'contact/index.html']));
  });

  it.each(files)('%s links only to files that exist in out/', (file) => {
    const html = fs.readFileSync(path.join(outDir, file), 'utf8');
    const broken = references(html).filter((reference) => {
      const served = target(reference, file);
      return served !== null && !(fs.existsSync(served) && fs.statSync(served).isFile());
    });
    expect(broken).toEqual([]);
  });

  it.each(files)(
    '%s starts the framework scripts from the end of <body>, after the stylesheet, not from <head>',
    (file) => {
      const html = fs.readFileSync(path.join(outDir, file), 'utf8');
      const external = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map(([tag]) => tag);
      expect(external.filter((tag) => !/\bnoModule\b/i.test(tag))).toEqual([]);
      expect(html).not.toMatch(/<link\b[^>]*\bas="script"/);
      const sources = lateScriptSources(html);
      expect(sources).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/_next\/static\//)]),
      );
      expect(html).toMatch(/<script data-late-scripts="">[^<]*<\/script><\/body>/);
    },
  );

  it.each(files)(
    '%s paints from its own rules in <head> and loads the whole stylesheet at the end of <body>',
    (file) => {
      const html = fs.readFileSync(path.join(outDir, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const css = criticalCss(html);
      expect(head).toContain('<style data-critical-css="">');
      expect(head).not.toMatch(/rel="stylesheet"/);
      expect(css).toMatch(/@font-face\{font-family:sans;src:url\(\/_next\/static\/media\//);
      const [link] = html.match(/<link rel="stylesheet" href="([^"]+)"[^>]*>/)!;
      expect(html).toMatch(
        /<link rel="stylesheet"[^>]*><script data-late-scripts="">[^<]*<\/script><\/body>/,
      );
      const sheet = fs.readFileSync(path.join(outDir, link.match(/href="([^"]+)"/)![1]), 'utf8');
      // Only what the page uses: well under the whole stylesheet.
      expect(css!.length).toBeLessThan(sheet.length * 0.8);
      // The page declares the typeface; the stylesheet, applied after the first paint, does not
      // declare it again (that made Chromium lay the whole page out again).
      expect(sheet).not.toContain('@font-face');
    },
  );

  // Chromium lets a frame go once the element a <link rel="expect"> names is in the document, not
  // once it is complete: each link names an empty marker at the end of what it holds.
  const expected = (html: string) =>
    [
      ...html
        .slice(0, html.indexOf('</head>'))
        .matchAll(/<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/g),
    ].map((match) => match[1]);
  const endsWithMarker = (html: string, part: string, id: string) => {
    const end = html.indexOf(`</${part}>`, html.indexOf(`<${part}`));
    return html.slice(0, end).endsWith(`<span id="${id}" hidden=""></span>`);
  };

  it("holds Home's first frame until the whole intro is parsed", () => {
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const start = html.indexOf('<section id="intro"');
    expect(start).toBeGreaterThan(html.indexOf('<body'));
    const intro = html.slice(start, html.indexOf('</section>', start));
    expect(intro).toContain('id="hero-heading"');
    expect(intro).toContain('View My Work');
    expect(intro).toContain('aria-label="Loading portfolio"');
    const markers = expected(html).filter((id) => intro.includes(`id="${id}"`));
    expect(markers).toHaveLength(1);
    expect(endsWithMarker(html.slice(start), 'section', markers[0])).toBe(true);
  });

  it.each(['index.html', 'contact/index.html', '404.html'])(
    'holds the first frame of %s until the whole header is parsed',
    (file) => {
      const html = fs.readFileSync(path.join(outDir, file), 'utf8');
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      const markers = expected(html).filter((id) => header.includes(`id="${id}"`));
      expect(markers).toHaveLength(1);
      expect(endsWithMarker(html, 'header', markers[0])).toBe(true);
    },
  );

  it('preloads the same fonts on the 404 page as on the other pages', () => {
    const fontPreloads = (file: string) =>
      fs
        .readFileSync(path.join(outDir, file), 'utf8')
        .match(/<link rel="preload"[^>]*as="font"[^>]*>/g);
    expect(fontPreloads('index.html')).not.toBeNull();
    expect(fontPreloads('404.html')).toEqual(fontPreloads('index.html'));
  });

  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

  it.each(files)('%s is valid HTML (html-validate, standard rules)', async (file) => {
    const report = await validator.validateFile(path.join(outDir, file));
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});
