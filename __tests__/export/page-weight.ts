import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lateScriptSources } from '@/scripts/build/post/late-scripts.mjs';
import { outDir, readHtml } from './out';

export type PageWeight = {
  route: string;
  /**
   * Every script the page loads, from its tags and its late-scripts loader, gzip bytes each;
   * `noModule` polyfills are left out.
   */
  scripts: { src: string; bytes: number }[];
  js: number;
  css: number;
  html: number;
};

// zlib's default level, which is what most servers use for dynamic gzip.
export const gzipSize = (data: string | Buffer) => gzipSync(data).length;

const read = (src: string) => fs.readFileSync(path.join(outDir, src.split('?')[0]));

export function pageWeight(route: string): PageWeight {
  const html = readHtml(route);
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  const sources = tags
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter((src): src is string => Boolean(src));
  const scripts = [...new Set([...sources, ...lateScriptSources(html)])].map((src) => ({
    src,
    bytes: gzipSize(read(src)),
  }));
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)]
    .map(([tag]) => tag.match(/\bhref="([^"]+)"/)?.[1])
    .filter((href): href is string => Boolean(href));
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, css]) => css,
  );
  return {
    route,
    scripts,
    js: scripts.reduce((sum, script) => sum + script.bytes, 0),
    css:
      stylesheets.reduce((sum, href) => sum + gzipSize(read(href)), 0) +
      (inlineStyles.length ? gzipSize(inlineStyles.join('')) : 0),
    html: gzipSize(html),
  };
}
