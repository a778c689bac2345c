/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` (scripts/owner/serve.mjs) over HTTP: an export is served under the base path it was
// built with, read from its own asset URLs, and the address printed is the one to open.

jest.setTimeout(30_000);

const serve = path.resolve(__dirname, '../scripts/owner/serve.mjs');
let root: string;
let child: ChildProcess | undefined;

/** A small export in `root/out/` as `next build` writes it under `basePath` ('' at the root). */
function writeExport(basePath: string) {
  const files: Record<string, string> = {
    'index.html': `<!DOCTYPE html><html><head><link rel="preload" href="${basePath}/_next/static/media/sans.woff2" as="font"><link rel="stylesheet" href="${basePath}/_next/static/css/site.css"></head><body><h1>Home</h1><script src="${basePath}/_next/static/chunks/main.js" async></script></body></html>`,
    'about/index.html': '<!DOCTYPE html><h1>About</h1>',
    '404.html': '<!DOCTYPE html><h1>Page not found</h1>',
    '_next/static/css/site.css': 'body{color:red}',
    '_next/static/chunks/main.js': 'console.log(1)',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'out', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'out', file), text);
  }
}

const env = (extra: Record<string, string> = {}) => {
  const base: Record<string, string | undefined> = { ...process.env, PORT: '0', ...extra };
  if (!('BASE_PATH' in extra)) delete base.BASE_PATH;
  return base as NodeJS.ProcessEnv;
};

/** Starts `npm start`'s script in `root`; resolves to the address it prints. */
function start(extra?: Record<string, string>): Promise<string> {
  child = spawn(process.execPath, [serve], { cwd: root, env: env(extra) });
  let output = '';
  return new Promise((resolve, reject) => {
    child!.stdout!.on('data', (chunk) => {
      output += chunk;
      const address = /at (http:\/\/127\.0\.0\.1:\d+\/\S*) \(Ctrl\+C/.exec(output)?.[1];
      if (address) resolve(address);
    });
    child!.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}): ${output}`)));
  });
}

/** A request without following redirects: status, Location and body. */
async function get(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
});
afterEach(() => {
  child?.kill();
  child = undefined;
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves a BASE_PATH export under its base path, and prints that address', async () => {
    writeExport('/studio');
    const address = await start();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/studio\/$/);
    const origin = new URL(address).origin;

    const home = await get(address);
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1>Home</h1>');
    // What the page asks for is there: the stylesheet and script under the base path.
    for (const asset of home.body.matchAll(/(?:href|src)="(\/studio\/_next\/[^"]+)"/g)) {
      if (asset[1].endsWith('.woff2')) continue;
      expect((await get(`${origin}${asset[1]}`)).status).toBe(200);
    }
    expect((await get(`${origin}/studio/about/`)).body).toContain('<h1>About</h1>');
    expect(await get(`${origin}/studio`)).toMatchObject({ status: 301, location: '/studio/' });
    // The root leads to the site; other paths are not part of it.
    expect(await get(`${origin}/`)).toMatchObject({ status: 302, location: '/studio/' });
    for (const outside of ['/about/', '/_next/static/css/site.css', '/studio/no-such-page/']) {
      const response = await get(`${origin}${outside}`);
      expect(response.status).toBe(404);
      expect(response.body).toContain('Page not found');
    }
  });

  it('serves a root export at the root', async () => {
    writeExport('');
    const address = await start();
    expect(address).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect((await get(address)).body).toContain('<h1>Home</h1>');
    expect((await get(new URL('/_next/static/css/site.css', address).href)).status).toBe(200);
  });

  it('stops, saying how, when BASE_PATH asks for another base path than the export has', () => {
    writeExport('');
    const result = spawnSync(process.execPath, [serve], {
      cwd: root,
      env: env({ BASE_PATH: '/studio' }),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'out/ was built for the root of a domain, but BASE_PATH is /studio here. Build for it first (BASE_PATH=/studio npm run build), or start without BASE_PATH to preview out/ as it is.',
    );
  });

  it('says to build first when there is no export', () => {
    const result = spawnSync(process.execPath, [serve], {
      cwd: root,
      env: env(),
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No exported site in out/. Run `npm run build` first.');
  });
});
