/** @jest-environment node */
// `npm test`'s pretest step on a machine whose programs the test decides: the *_PATH variables and a
// PATH of a temporary folder holding (or not) Xvfb, poppler's tools and apt-get.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '../scripts/test/system-deps.mjs');
let bin: string;

beforeEach(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'system-deps-'));
});
afterEach(() => fs.rmSync(bin, { recursive: true, force: true }));

const program = (name: string) => fs.writeFileSync(path.join(bin, name), '', { mode: 0o755 });

function run(binaries: string | undefined) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, '--check'], {
    encoding: 'utf8',
    env: {
      NODE_ENV: 'test',
      PATH: bin,
      CHROMIUM_PATH: binaries ?? path.join(bin, 'no-chromium'),
      FIREFOX_PATH: binaries ?? path.join(bin, 'no-firefox'),
      WEBKIT_DRIVER_PATH: binaries ?? path.join(bin, 'no-webkit-driver'),
      NGINX_PATH: binaries ?? path.join(bin, 'no-nginx'),
      GST_PLUGIN_DIR: bin,
    },
  });
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

it('stops within seconds with the exact apt-get command for everything missing', () => {
  program('apt-get');
  const { status, stderr, seconds } = run(undefined);
  expect(status).toBe(1);
  expect(stderr).toContain(
    'apt-get update && apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb nginx poppler-utils newsboat default-jre-headless gstreamer1.0-plugins-good gstreamer1.0-libav',
  );
  expect(seconds).toBeLessThan(10);
});

it('names only what is missing', () => {
  program('apt-get');
  program('Xvfb');
  program('pdfinfo');
  program('pdftotext');
  program('newsboat');
  program('java');
  program('libgstvpx.so');
  program('libgstlibav.so');
  const { status, stderr } = run(process.execPath);
  expect(status).toBe(1);
  expect(stderr).toContain('apt-get install -y poppler-utils');
  expect(stderr).not.toMatch(/chromium|firefox-esr|webkit2gtk-driver|xvfb|nginx/);
});

it('passes when every program is there', () => {
  for (const name of [
    'Xvfb',
    'pdfinfo',
    'pdftotext',
    'pdftoppm',
    'newsboat',
    'java',
    'libgstvpx.so',
    'libgstlibav.so',
  ])
    program(name);
  const { status, stdout } = run(process.execPath);
  expect(status).toBe(0);
  expect(stdout).toContain('present');
});
