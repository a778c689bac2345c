import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { securityHeaders } from '@/scripts/build/post/host-files.mjs';
import { parse } from './head';
import { isSiteFile, outDir, routes } from './out';

// Every exported page runs under a strict Content-Security-Policy: read here with a DOM parser,
// independently of the build step that wrote it.

const htmlFiles = fs
  .readdirSync(outDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.html'))
  .filter(isSiteFile);
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const sources = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1) ?? [];
const executable = (type: string | null) =>
  !type || /^(text\/javascript|application\/javascript|module)$/i.test(type.trim());

function pageOf(file: string) {
  const doc = parse(read(file));
  const [charset, csp] = [...doc.head.children];
  const policy = csp?.getAttribute('content') ?? '';
  return { doc, charset, csp, policy };
}

describe.each(htmlFiles)('%s', (file) => {
  const { doc, charset, csp, policy } = pageOf(file);

  it('has its Content-Security-Policy first in <head>, after the charset', () => {
    expect(charset.getAttribute('charset')).toBe('utf-8');
    expect(csp.getAttribute('http-equiv')).toBe('Content-Security-Policy');
  });

  it("allows scripts by hash only: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const scriptSrc = sources(policy, 'script-src');
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(
      true,
    );
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('has a matching hash for every inline script', () => {
    const inline = [...doc.querySelectorAll('script:not([src])')].filter((script) =>
      executable(script.getAttribute('type')),
    );
    const unhashed = inline
      .map((script) => script.textContent ?? '')
      .filter((text) => !sources(policy, 'script-src').includes(sha256(text)));
    expect(inline.length).toBeGreaterThan(0);
    expect(unhashed).toEqual([]);
  });

  it('has a matching hash for every inline style attribute', () => {
    const unhashed = [...doc.querySelectorAll('[style]')]
      .map((el) => el.getAttribute('style') ?? '')
      .filter((style) => !sources(policy, 'style-src-attr').includes(sha256(style)));
    expect(unhashed).toEqual([]);
  });

  it('allows its one <style> (the critical rules) by hash, and no other inline style', () => {
    const styles = [...doc.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0].hasAttribute('data-critical-css')).toBe(true);
    expect(sources(policy, 'style-src')).toEqual(["'self'", sha256(styles[0].textContent ?? '')]);
  });

  it('keeps the rest of the policy strict', () => {
    for (const [name, value] of [
      ['default-src', "'self'"],
      ['img-src', "'self' data:"],
      ['font-src', "'self'"],
      ['base-uri', "'self'"],
      ['object-src', "'none'"],
    ]) {
      expect(sources(policy, name).join(' ')).toBe(value);
    }
    expect(sources(policy, 'connect-src')[0]).toBe("'self'");
    expect(sources(policy, 'form-action')[0]).toBe("'self'");
    // WebKit applies it to http://127.0.0.1 from a <meta> policy: the headers carry it instead.
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('the host files in out/', () => {
  const headers = read('_headers');
  const block = (pattern: string) =>
    headers
      .trimEnd()
      .split('\n\n')
      .find((rule) => rule.split('\n')[0] === pattern) ?? '';

  it('_headers sends every security header for every path', () => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(block('/*')).toContain(`\n  ${name}: ${value}`);
    }
  });

  it.each(routes)(
    '_headers sends %s its own policy (the <meta> one, plus frame-ancestors)',
    (route) => {
      const { policy } = pageOf(`${route.slice(1)}index.html`);
      expect(block(route)).toBe(
        `${route}\n  Content-Security-Policy: ${policy}; frame-ancestors 'none'; upgrade-insecure-requests`,
      );
    },
  );

  it('_csp.nginx.conf maps every HTML file to its policy; .nojekyll keeps _next/ on GitHub Pages', () => {
    const map = read('_csp.nginx.conf');
    for (const file of htmlFiles) expect(map).toContain(`"/${file.split(path.sep).join('/')}" "`);
    expect(fs.existsSync(path.join(outDir, '.nojekyll'))).toBe(true);
  });

  it('deploy/nginx.conf sends the same security headers, on every response', () => {
    const conf = fs.readFileSync('deploy/nginx.conf', 'utf8');
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(conf).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(conf).toContain('add_header Content-Security-Policy $portfolio_csp always;');
  });
});
