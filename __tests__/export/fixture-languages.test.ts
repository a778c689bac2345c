/** @jest-environment node */
// The fixture build (npm run build:fixture) is in two languages, English (the default) and German
// (__tests__/fixture/site/content/de/), with every case study translated but 3d-laser-scanning.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { lateScriptSources } from '@/scripts/build/post/late-scripts.mjs';

const fixtureOut = path.resolve('artifacts/fixture/site/out');
if (!fs.existsSync(path.join(fixtureOut, 'index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const site = 'https://www.example.com';
const pages = ['/', '/portfolio/', '/process/', '/about/', '/contact/'];
const listed = ['atlas-base', 'profitengine-center', 'focusgate-project-management'];
const translated = [...listed, 'gravity-dice-design', 'fresh-draft'];
const hidden = ['open-by-link', 'nda-alpha', 'nda-beta'];
const untranslated = '3d-laser-scanning';
const caseStudy = (id: string) => `/portfolio/${id}/`;
const de = (page: string) => `/de${page}`;

const exists = (route: string) => fs.existsSync(path.join(fixtureOut, route, 'index.html'));
const documentOf = (route: string) =>
  new JSDOM(fs.readFileSync(path.join(fixtureOut, route, 'index.html'), 'utf8')).window.document;

/** hreflang → URL of a page's <head> alternates. */
function alternatesOf(route: string) {
  const links = documentOf(route).querySelectorAll('head link[rel="alternate"][hreflang]');
  return Object.fromEntries(
    [...links].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
  );
}

const sitemap = new JSDOM(fs.readFileSync(path.join(fixtureOut, 'sitemap.xml'), 'utf8'), {
  contentType: 'text/xml',
}).window.document;
const sitemapEntries = Object.fromEntries(
  [...sitemap.getElementsByTagName('url')].map((url) => [
    url.getElementsByTagName('loc')[0].textContent,
    Object.fromEntries(
      [...url.getElementsByTagName('xhtml:link')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
  ]),
);

describe('the fixture site in English and German', () => {
  it('has every page in both languages, and each translated case study', () => {
    for (const page of [...pages, ...[...translated, ...hidden].map(caseStudy)]) {
      expect([page, exists(page)]).toEqual([page, true]);
      expect([de(page), exists(de(page))]).toEqual([de(page), true]);
    }
  });

  it('does not publish the untranslated case study in German, nor link to it there', () => {
    expect(exists(caseStudy(untranslated))).toBe(true);
    expect(exists(de(caseStudy(untranslated)))).toBe(false);
    for (const page of pages) {
      expect(fs.readFileSync(path.join(fixtureOut, de(page), 'index.html'), 'utf8')).not.toContain(
        caseStudy(untranslated),
      );
    }
  });

  it('says each page’s language in <html lang>', () => {
    expect(documentOf('/').documentElement.lang).toBe('en-US');
    expect(documentOf(de('/')).documentElement.lang).toBe('de');
    expect(documentOf(de(caseStudy('atlas-base'))).documentElement.lang).toBe('de');
  });

  it('preloads the same fonts on every German page as on its English page', () => {
    // Next finds none for the .i18n.tsx page files (scripts/build/post/preload-fonts.mjs).
    const fontPreloads = (route: string) =>
      [...documentOf(route).querySelectorAll('head link[rel="preload"][as="font"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(fontPreloads('/')).not.toEqual([]);
    for (const page of [...pages, ...translated.map(caseStudy)]) {
      expect([de(page), fontPreloads(de(page))]).toEqual([de(page), fontPreloads(page)]);
    }
  });

  it('links each translated page to its other language both ways, with x-default', () => {
    for (const page of [...pages, ...listed.map(caseStudy)]) {
      const expected = {
        en: `${site}${page}`,
        de: `${site}${de(page)}`,
        'x-default': `${site}${page}`,
      };
      expect(alternatesOf(page)).toEqual(expected);
      expect(alternatesOf(de(page))).toEqual(expected);
      // The sitemap says the same, for each language's address.
      expect(sitemapEntries[`${site}${page}`]).toEqual(expected);
      expect(sitemapEntries[`${site}${de(page)}`]).toEqual(expected);
    }
  });

  it('gives the untranslated case study no alternates and no German sitemap entry', () => {
    expect(alternatesOf(caseStudy(untranslated))).toEqual({});
    expect(Object.keys(sitemapEntries)).toContain(`${site}${caseStudy(untranslated)}`);
    expect(Object.keys(sitemapEntries)).not.toContain(`${site}${de(caseStudy(untranslated))}`);
  });

  it('keeps unlisted and protected case studies out of the sitemap in every language', () => {
    for (const id of hidden) {
      expect(Object.keys(sitemapEntries).filter((url) => url.includes(id))).toEqual([]);
    }
  });

  it('names the locale and its alternate for link previews', () => {
    const property = (route: string, name: string) =>
      [...documentOf(route).querySelectorAll(`meta[property="${name}"]`)].map((meta) =>
        meta.getAttribute('content'),
      );
    expect(property('/about/', 'og:locale')).toEqual(['en_US']);
    expect(property('/about/', 'og:locale:alternate')).toEqual(['de_DE']);
    expect(property(de('/about/'), 'og:locale')).toEqual(['de_DE']);
    expect(property(de('/about/'), 'og:locale:alternate')).toEqual(['en_US']);
  });

  it('says the language in the structured data', () => {
    const jsonLd = (route: string) =>
      [...documentOf(route).querySelectorAll('script[type="application/ld+json"]')]
        .map((script) => script.textContent ?? '')
        .join('\n');
    expect(jsonLd(de('/about/'))).toContain('"inLanguage":"de"');
    expect(jsonLd(de(caseStudy('atlas-base')))).toContain('"inLanguage":"de"');
    expect(jsonLd('/about/')).toContain('"inLanguage":"en-US"');
  });

  it('switches to the same page in the other language, or to its portfolio when untranslated', () => {
    const switcher = (route: string) =>
      [...documentOf(route).querySelectorAll('header a[hreflang]')].map((a) => ({
        href: a.getAttribute('href'),
        hreflang: a.getAttribute('hreflang'),
        lang: a.getAttribute('lang'),
        text: a.textContent,
      }));
    expect(switcher(de(caseStudy('atlas-base')))).toContainEqual({
      href: caseStudy('atlas-base'),
      hreflang: 'en',
      lang: 'en',
      text: 'English',
    });
    expect(switcher(caseStudy('atlas-base'))[0]).toMatchObject({
      href: de(caseStudy('atlas-base')),
      text: 'Deutsch',
    });
    expect(switcher(caseStudy(untranslated))[0]).toMatchObject({
      href: '/de/portfolio/',
      hreflang: 'de',
      text: expect.stringContaining('nicht auf Deutsch'),
    });
  });

  it('keeps every internal link of a German page in German', () => {
    for (const page of [...pages, caseStudy('atlas-base')]) {
      // Links to pages (an image opened full size is a file, in no language).
      const hrefs = [...documentOf(de(page)).querySelectorAll('a[href^="/"]:not([hreflang])')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => href.endsWith('/'));
      expect(hrefs.filter((href) => !href.startsWith('/de/'))).toEqual([]);
    }
  });

  it('has a 404 page in German for the hosts that serve one per folder', () => {
    const doc = new JSDOM(fs.readFileSync(path.join(fixtureOut, 'de/404.html'), 'utf8')).window
      .document;
    expect(doc.documentElement.lang).toBe('de');
    expect(exists(de('/not-found-page/'))).toBe(false);
  });

  it('writes no English site words on a German page', () => {
    const english = [
      ...['Back to Portfolio', 'View Project', 'Featured Projects', 'Skip to Content'],
      // The case study's facts, results, figures, video loops, before/after and prototype cards.
      ...[
        'Project Facts',
        'Deliverables',
        'Duration',
        'Results at a Glance',
        'Interactive Prototype',
      ],
      ...['Opens on ', 'Compare before and after', '% before', 'Pause Video', 'Play Video'],
      ...['Your browser cannot play', 'open the file', 'Before:', 'After:'],
    ];
    for (const page of [...pages, caseStudy('atlas-base')]) {
      // What a visitor reads or hears: the page's text and labels, not its scripts' data.
      const body = documentOf(de(page)).body.cloneNode(true) as HTMLElement;
      body.querySelectorAll('script').forEach((script) => script.remove());
      const labels = [...body.querySelectorAll('[aria-label], [aria-valuetext], track[label]')].map(
        (element) =>
          ['aria-label', 'aria-valuetext', 'label'].map((name) => element.getAttribute(name)),
      );
      const text = [body.textContent, ...labels.flat()].join('\n');
      expect([page, english.filter((words) => text.includes(words))]).toEqual([page, []]);
    }
  });

  it('seals each language’s protected case study under its own page', () => {
    expect(fs.existsSync(path.join(fixtureOut, 'portfolio/nda-alpha/sealed.bin'))).toBe(true);
    expect(fs.existsSync(path.join(fixtureOut, 'de/portfolio/nda-alpha/sealed.bin'))).toBe(true);
  });

  it('fetches no more JavaScript on a German page than on its English twin', () => {
    // The German words ride in the page; the scripts are the same files. (With a two-dot layout
    // name, Turbopack gave each German page a 4.3 KB chunk of copies of next/link and the icons.)
    const scriptBytes = (route: string) => {
      const html = fs.readFileSync(path.join(fixtureOut, route, 'index.html'), 'utf8');
      const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)]
        .filter(([tag]) => !/\bnomodule\b/i.test(tag))
        .map(([, src]) => src);
      return [...new Set([...tags, ...lateScriptSources(html)])].reduce(
        (sum, src) => sum + gzipSync(fs.readFileSync(path.join(fixtureOut, src))).length,
        0,
      );
    };
    for (const page of [...pages, caseStudy('atlas-base')]) {
      expect([page, scriptBytes(de(page))]).toEqual([page, scriptBytes(page)]);
    }
  });
});
