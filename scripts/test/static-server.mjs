// A plain static file server with nginx's default behaviour, for previewing and testing `out/`:
// exact files, `dir/` -> `dir/index.html`, `dir` -> 301 to `dir/`, anything else -> 404.html with
// status 404. No `.html` guessing and no rewrites, so what works here works on any static host.
// Text responses are gzipped when the client accepts it, as every real host (and deploy/nginx.conf)
// does, so browser tests and the Lighthouse bench see realistic transfer sizes. With `basePath` (a
// BASE_PATH build) the export is served under that sub-path, as a host serves it.
import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

async function fileAt(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? file : info.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

async function send(req, res, file, status, html) {
  const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const gzip = compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  const body =
    html && type.startsWith('text/html')
      ? Readable.from([html(await readFile(file, 'utf8'))])
      : createReadStream(file);
  (gzip ? body.pipe(createGzip()) : body).pipe(res);
}

/**
 * The BASE_PATH an export was built with, read from its own asset URLs (Next prefixes every
 * `/_next/static/` URL with it): '' for the root of a domain, or undefined when `root/index.html`
 * names no such file.
 */
export function exportBasePath(root) {
  const page = readFileSync(path.join(root, 'index.html'), 'utf8');
  const prefix = /\s(?:src|href)="((?:\/[^"/]+)*)\/_next\/static\//.exec(page)?.[1];
  return prefix === undefined ? undefined : decodeURI(prefix);
}

/**
 * `basePath` serves `root` under that sub-path ('/studio': `out/about/` is `/studio/about/`); any
 * other path gets the 404 page. `delay(req)` may return milliseconds to hold a response back, so
 * tests can make chosen files slow (the browser suite's slow stylesheet and scripts). For the tests
 * too: `html(text)` may rewrite every HTML page served, and `extra(req, res)` may answer a request
 * itself (returning true), before any file is looked up.
 */
export function startStaticServer({
  root,
  port = 3000,
  host = '127.0.0.1',
  basePath = '',
  delay,
  html,
  extra,
}) {
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    if (extra?.(req, res)) return;
    const wait = delay?.(req) ?? 0;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      pathname = '/';
    }
    const inside = pathname === basePath || pathname.startsWith(`${basePath}/`);
    const target = path.join(base, inside ? pathname.slice(basePath.length) : '/');
    if (target !== base && !target.startsWith(base + path.sep)) {
      res.writeHead(400).end();
      return;
    }
    const found = inside ? await fileAt(target) : null;
    if (found === 'dir') {
      if (!pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${url.pathname}/${url.search}` }).end();
        return;
      }
      const index = path.join(target, 'index.html');
      if (await fileAt(index)) return send(req, res, index, 200, html);
    } else if (found) {
      return send(req, res, found, 200, html);
    }
    const notFound = path.join(base, '404.html');
    if (await fileAt(notFound)) return send(req, res, notFound, 404, html);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
