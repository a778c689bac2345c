// A strict Content-Security-Policy for one exported HTML page: the sha256 of every inline script
// Next wrote (and of every inline <style> and style attribute), so neither 'unsafe-inline' nor
// 'unsafe-eval' is needed. Pure functions over HTML text; scripts/build/post/csp.mjs applies them
// to an export.
import { createHash } from 'node:crypto';

/** @typedef {{ script?: string[], connect?: string[] }} AnalyticsOrigins */

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// Script types a browser executes; anything else (application/ld+json, ...) is a data block.
const executable = /^(|text\/javascript|application\/javascript|module)$/i;
const attribute = (attrs, name) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attrs)
    ?.slice(1)
    .find((value) => value !== undefined);
const decodeEntities = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The text of every inline script the browser would run (not JSON-LD or other data blocks).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attrs]) => attribute(attrs, 'src') === undefined)
    .filter(([, attrs]) => executable.test((attribute(attrs, 'type') ?? '').trim()))
    .map(([, , body]) => body);
}

/**
 * The text of every <style> element (the critical CSS step's inlined rules).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineStyles(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body]) => body);
}

/**
 * The values of the page's inline style attributes, as the browser hashes them (decoded).
 * @param {string} html
 * @returns {string[]}
 */
export function styleAttributes(html) {
  return [...html.matchAll(/<[a-z][\w-]*\b[^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map(
    (match) => decodeEntities(match[1] ?? match[2]),
  );
}

/**
 * Origins other than the page's own that the page's forms send to (absolute `action` URLs).
 * @param {string} html
 * @returns {string[]}
 */
export function formActionOrigins(html) {
  const origins = [...html.matchAll(/<form\b([^>]*)>/gi)]
    .map(([, attrs]) => attribute(attrs, 'action'))
    .filter((action) => action && /^https?:\/\//i.test(action))
    .map((action) => new URL(decodeEntities(action)).origin);
  return [...new Set(origins)];
}

const unique = (values) => [...new Set(values)];

/**
 * The policy for a page. `styleElements` are the texts of its <style> elements, `styles` the
 * values of its style attributes. `origins` (a contact endpoint) join connect-src and form-action;
 * `analytics.script` and `analytics.connect` (an analytics service's origins) join script-src and
 * connect-src.
 * `frame-ancestors` only works as a header: browsers ignore it in a <meta> policy and log an
 * error, so `meta: true` leaves it out. So does `upgrade-insecure-requests`: it belongs to HTTPS
 * hosts, which send the headers; in a <meta> policy WebKit applies it to http://127.0.0.1 too,
 * and a plain-HTTP preview (npm start in Safari, an HTTP-only staging host) loads no subresource.
 * @param {{ scripts?: string[], styleElements?: string[], styles?: string[], origins?: string[],
 *   blobImages?: boolean, analytics?: AnalyticsOrigins }} page
 * @param {{ meta?: boolean }} [options]
 * @returns {string}
 */
export function pagePolicy(
  {
    scripts = [],
    styleElements = [],
    styles = [],
    origins = [],
    blobImages = false,
    analytics = {},
  },
  { meta = false } = {},
) {
  const styleHashes = unique(styles.map(sha256));
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...(analytics.script ?? []), ...unique(scripts.map(sha256))].join(' '),
    ['style-src', "'self'", ...unique(styleElements.map(sha256))].join(' '),
    styleHashes.length
      ? ['style-src-attr', "'unsafe-hashes'", ...styleHashes].join(' ')
      : "style-src-attr 'none'",
    `img-src 'self' data:${blobImages ? ' blob:' : ''}`,
    "font-src 'self'",
    ['connect-src', "'self'", ...unique([...origins, ...(analytics.connect ?? [])])].join(' '),
    ['form-action', "'self'", ...origins].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
    ...(meta ? [] : ["frame-ancestors 'none'", 'upgrade-insecure-requests']),
  ].join('; ');
}

// A protected case study shows its decrypted images from blob: URLs
// (components/private/case-study-unlock).
const showsBlobImages = (html) => html.includes('data-sealed-case-study');

/**
 * The policy of a page as its own HTML allows it, plus site-wide `origins` and `options.analytics`.
 * @type {(html: string, origins?: string[],
 *   options?: { meta?: boolean, analytics?: AnalyticsOrigins }) => string}
 */
export const policyForHtml = (html, origins = [], options = {}) =>
  pagePolicy(
    {
      scripts: inlineScripts(html),
      styleElements: inlineStyles(html),
      styles: styleAttributes(html),
      origins,
      blobImages: showsBlobImages(html),
      analytics: options.analytics,
    },
    options,
  );

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/;

/**
 * Puts the policy first in <head>, right after <meta charset> when that comes first (browsers look
 * for the charset in the first 1024 bytes, and a long policy before it would push it out).
 * Running it again replaces the policy.
 * @param {string} html
 * @param {string} policy
 * @returns {string}
 */
export function withPolicyMeta(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const clean = html.replace(META, '');
  const head = /<head\b[^>]*>(\s*<meta charSet="[^"]*"\s*\/?>)?/i.exec(clean);
  if (!head) throw new Error('no <head> to put the Content-Security-Policy in');
  const at = head.index + head[0].length;
  return clean.slice(0, at) + tag + clean.slice(at);
}
