import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { cmsConfig } from '@/lib/cms/config';
import { languages } from '@/lib/i18n/languages';
import { writeAdmin } from '@/scripts/build/post/admin.mjs';
import { adminPolicy } from '@/scripts/build/post/admin-page.mjs';
import { stages } from '@/scripts/build/run.mjs';
import { parse } from './head';
import { outDir } from './out';

// The CMS at /admin/ (issue 41): its page, its own policy, its config as the schemas make it, and
// nothing else in the export touched by it, or naming it.

const adminDir = path.join(outDir, 'admin');
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const filesBelow = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('/admin/', () => {
  const html = read('admin/index.html');
  const doc = parse(html);

  it('is the CMS: its bundle, its config and its fonts, all beside the page', () => {
    expect(filesBelow(adminDir)).toEqual([
      'chunks/react-dom.js',
      'config.yml',
      'fonts/material-symbols-outlined-latin-wght-normal.woff2',
      'fonts/noto-mono-latin-400-normal.woff2',
      'fonts/source-sans-3-latin-wght-normal.woff2',
      'index.html',
      'sveltia-cms.js',
      'version.json',
    ]);
    expect(doc.querySelector('script')?.getAttribute('src')).toBe('sveltia-cms.js');
  });

  it('has its own policy: its own scripts, no eval, the GitHub API and nothing else to connect to', () => {
    const policy = doc
      .querySelector('meta[http-equiv="Content-Security-Policy"]')
      ?.getAttribute('content');
    expect(policy).toBe(adminPolicy);
    const rules = directives(policy!);
    expect(rules['script-src']).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(rules['connect-src']).toContain('https://api.github.com');
    expect(rules['object-src']).toEqual(["'none'"]);
    expect(rules['default-src']).toEqual(["'self'"]);
  });

  it('is kept out of search engines', () => {
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
  });

  it('loads nothing from another origin: no CDN font or version check left in the bundle', () => {
    const urls = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map(([, url]) => url);
    expect(urls.every((url) => !/^(https?:)?\/\//.test(url))).toBe(true);
    const bundle = read('admin/sveltia-cms.js');
    expect(bundle).not.toMatch(/cdn\.jsdelivr\.net\/fontsource/);
    expect(bundle).not.toMatch(/=`\$\{\w+\}\/package\.json`/);
    expect(bundle).toContain('url(fonts/material-symbols-outlined-latin-wght-normal.woff2)');
    const { version } = JSON.parse(read('admin/version.json'));
    expect(version).toBe(
      JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/package.json', 'utf8')).version,
    );
  });

  it("has the config the content schemas make, for the site's languages", () => {
    const config = parseYaml(read('admin/config.yml'));
    const expected = cmsConfig({
      languages,
      repo: config.backend.repo,
      branch: config.backend.branch,
      authUrl: config.backend.base_url,
    });
    expect(config).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(config.backend.name).toBe('github');
  });

  it('is named by no page, no sitemap and no host file', () => {
    const naming = filesBelow(outDir)
      .filter((file) => !file.startsWith(`admin${path.sep}`))
      .filter((file) => /\.(html|txt|xml|json|webmanifest|conf)$|^_headers$/.test(file))
      .filter((file) => /\/admin\b/.test(read(file)));
    expect(naming).toEqual([]);
  });
});

describe('cms: false', () => {
  const hashes = (dir: string) =>
    Object.fromEntries(
      filesBelow(dir).map((file) => [
        file,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dir, file)))
          .digest('hex'),
      ]),
    );
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'export-without-cms-'));
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  // The step runs after the policies and host files are written (scripts/build/run.mjs) and nothing
  // else reads the switch, so the export without the CMS is this one less admin/.
  it('runs after every step that writes pages, policies or host files', () => {
    const post = stages.post;
    expect(post.indexOf('post/admin.mjs')).toBeGreaterThan(post.indexOf('post/csp.mjs'));
    expect(post.indexOf('post/admin.mjs')).toBe(post.length - 2);
    expect(post.at(-1)).toBe('post/private-case-studies.mjs');
  });

  it('leaves /admin/ out, and every other file of the export exactly as it is with the CMS', () => {
    fs.cpSync(outDir, copy, { recursive: true });
    writeAdmin(copy, { enabled: false, config: {}, title: '' });
    const withCms = hashes(outDir);
    const without = hashes(copy);
    expect(fs.existsSync(path.join(copy, 'admin'))).toBe(false);
    const added = Object.keys(withCms).filter((file) => !(file in without));
    expect(added.every((file) => file.startsWith(`admin${path.sep}`))).toBe(true);
    for (const [file, hash] of Object.entries(without))
      expect([file, withCms[file]]).toEqual([file, hash]);
    const bytes = added.reduce((sum, file) => sum + fs.statSync(path.join(outDir, file)).size, 0);
    console.log(
      `/admin/ adds ${added.length} files, ${(bytes / 1024).toFixed(0)} KB, to the export`,
    );
  });
});
