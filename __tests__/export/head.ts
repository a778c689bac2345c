import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { JSDOM } from 'jsdom';
import { absoluteUrl, siteUrl } from '@/lib/site/site-url';
import { outDir, readHtml } from './out';

// Reads what crawlers and link previews read from an exported page, without running its scripts.

export const parse = (html: string, contentType: 'text/html' | 'text/xml' = 'text/html') =>
  new JSDOM(html, { contentType }).window.document;

export function headOf(route: string) {
  const doc = parse(readHtml(route));
  const attr = (selector: string, name: string) =>
    doc.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    doc,
    title: doc.title,
    lang: doc.documentElement.getAttribute('lang'),
    meta: (name: string) => attr(`meta[name="${name}"]`, 'content'),
    property: (name: string) => attr(`meta[property="${name}"]`, 'content'),
    link: (rel: string) => attr(`link[rel="${rel}"]`, 'href'),
    jsonLd: () =>
      [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
      ),
  };
}

/** The file in out/ that an absolute URL on this site is served from. */
export function fileForUrl(url: string) {
  expect(url.startsWith(`${siteUrl}/`)).toBe(true);
  return path.join(outDir, decodeURIComponent(new URL(url).pathname));
}

/** The file in out/ that a root-relative href such as /icon.svg?v=1 is served from. */
export const fileForHref = (href: string) => fileForUrl(absoluteUrl(href));

export function pngSize(file: string) {
  const { type, width, height } = imageSize(fs.readFileSync(file));
  return { type, width, height };
}

/** Every object in a JSON-LD document, including the members of an @graph. */
export const nodesOf = (documents: Record<string, unknown>[]) =>
  documents.flatMap((doc) => (Array.isArray(doc['@graph']) ? doc['@graph'] : [doc])) as Record<
    string,
    unknown
  >[];
