// The code a case study's video loops and before/after comparisons run
// (components/case-study/media/lazy-media.tsx): chunks of their own, which the case-study route's
// bundle imports only on a page that renders such a block, so they are in no <script> tag of the
// HTML. Found among the chunks the page's scripts can import, by the component each one exports.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize, type PageWeight } from './page-weight';
import { outDir, readHtml } from './out';

/** Each media component, by its export name, and whether a page's HTML has one. */
export const mediaParts = [
  { name: 'LoopVideo', onPage: (html: string) => /<video\b/.test(html) },
  { name: 'BeforeAfter', onPage: (html: string) => /<input\b[^>]*\btype="range"/.test(html) },
];

const read = (src: string) => fs.readFileSync(path.join(outDir, src.split('?')[0]), 'utf8');

/** The chunks a page's scripts import on demand (not loaded by the HTML itself). */
function importableChunks(page: PageWeight) {
  const loaded = new Set(page.scripts.map((script) => script.src));
  const chunks = page.scripts.flatMap(({ src }) => {
    const prefix = src.slice(0, src.indexOf('static/chunks/'));
    return [...read(src).matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map(
      ([, chunk]) => prefix + chunk,
    );
  });
  return [...new Set(chunks)].filter((src) => !loaded.has(src));
}

export type MediaScripts = { parts: string[]; missing: string[]; scripts: PageWeight['scripts'] };

/** The media components a page shows and the gzip bytes of the chunks that hold their code. */
export function mediaScripts(page: PageWeight): MediaScripts {
  const html = readHtml(page.route);
  const parts = mediaParts.filter((part) => part.onPage(html)).map((part) => part.name);
  if (parts.length === 0) return { parts, missing: [], scripts: [] };
  const importable = importableChunks(page);
  const holding = (name: string) => importable.filter((src) => read(src).includes(`"${name}"`));
  const srcs = [...new Set(parts.flatMap(holding))];
  return {
    parts,
    missing: parts.filter((name) => holding(name).length === 0),
    scripts: srcs.map((src) => ({ src, bytes: gzipSize(read(src)) })),
  };
}
