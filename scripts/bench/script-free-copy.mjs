// The limit of our own design for `npm run bench:real`: a copy of an export with every script
// removed from its pages (inline and external <script> elements, script preloads and module
// preloads), keeping the HTML, stylesheets, fonts and images. No framework can paint that page sooner.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi;
const asScript = (tag) => /\brel="modulepreload"/i.test(tag) || /\bas="script"/i.test(tag);

/**
 * The page without anything that runs: data blocks (JSON-LD) go too, they do nothing for a paint.
 * @param {string} html
 * @returns {string}
 */
export function withoutScripts(html) {
  return html.replace(SCRIPT, '').replace(SCRIPT_LINK, (tag) => (asScript(tag) ? '' : tag));
}

/**
 * Copies `from` to `to` (emptied first) and strips the scripts from every .html file.
 * @param {string} from
 * @param {string} to
 * @returns {{ dir: string, pages: number }}
 */
export function scriptFreeCopy(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const pages = readdirSync(to, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const target = path.join(to, file);
    writeFileSync(target, withoutScripts(readFileSync(target, 'utf8')));
  }
  return { dir: to, pages: pages.length };
}
