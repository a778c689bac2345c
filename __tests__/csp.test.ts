/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { secureExport } from '@/scripts/build/post/csp.mjs';
import { inlineScripts, pagePolicy, policyForHtml } from '@/scripts/build/post/csp-policy.mjs';
import { securityHeaders } from '@/scripts/build/post/host-files.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.split(' ')[0] === name);

const payload = 'self.__next_f.push([1,"0:{}"])';
const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>t</title>` +
  `<script src="/_next/static/chunks/main.js" async=""></script></head><body>${body}` +
  `<script>${payload}</script>` +
  `<script type="application/ld+json">{"@type":"Person"}</script></body></html>`;
const contactForm =
  '<form action="https://forms.example.net/f/abc" method="post"><button>Send</button></form>';

describe('the Content-Security-Policy of a page', () => {
  it('hashes every inline script the browser runs, and no data block or external script', () => {
    const html = page('<script type="module">start()</script>');
    expect(inlineScripts(html)).toEqual(['start()', payload]);
    expect(directive(policyForHtml(html), 'script-src')).toBe(
      `script-src 'self' ${hash('start()')} ${hash(payload)}`,
    );
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' for scripts", () => {
    const policy = policyForHtml(page('<p style="color:red">x</p>'));
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe/);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('allows exactly the inline style attributes of the page, by hash, as the browser reads them', () => {
    const policy = policyForHtml(page('<img style="background:url(&quot;data:,x&quot;)" alt="">'));
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'style-src-attr')).toBe(
      `style-src-attr 'unsafe-hashes' ${hash('background:url("data:,x")')}`,
    );
    expect(directive(policyForHtml(page('')), 'style-src-attr')).toBe("style-src-attr 'none'");
  });

  it('allows exactly the <style> elements of the page (its inlined critical rules), by hash', () => {
    const css = '.a{color:red}';
    const policy = policyForHtml(
      page('<p class="a">x</p>', `<style data-critical-css="">${css}</style>`),
    );
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${hash(css)}`);
    expect(policy).not.toMatch(/unsafe-inline/);
  });

  it('leaves frame-ancestors out of the <meta> policy, where browsers ignore it', () => {
    expect(pagePolicy({})).toContain("frame-ancestors 'none'");
    expect(pagePolicy({}, { meta: true })).not.toContain('frame-ancestors');
  });

  it('upgrades insecure requests in the headers only, so a plain-HTTP preview loads in WebKit', () => {
    expect(pagePolicy({})).toMatch(/; upgrade-insecure-requests$/);
    expect(pagePolicy({}, { meta: true })).not.toContain('upgrade-insecure-requests');
  });
});

describe('the postbuild step on an export', () => {
  let dir: string;
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const meta = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? '';

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dir, 'contact'));
    fs.writeFileSync(path.join(dir, 'index.html'), page('<h1>Home</h1>'));
    fs.writeFileSync(path.join(dir, 'contact', 'index.html'), page(contactForm));
    fs.writeFileSync(path.join(dir, '404.html'), page('<h1>Not found</h1>'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts each page its policy first in <head>, after the charset', () => {
    secureExport(dir, '');
    const html = read('contact/index.html');
    expect(html).toMatch(
      /<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
    expect(meta(html)).toBe(
      policyForHtml(page(contactForm), ['https://forms.example.net'], { meta: true }),
    );
  });

  it("lets every page reach a form's endpoint on another origin", () => {
    expect(secureExport(dir, '').origins).toEqual(['https://forms.example.net']);
    for (const file of ['index.html', 'contact/index.html', '404.html']) {
      const policy = meta(read(file));
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://forms.example.net");
      expect(directive(policy, 'form-action')).toBe("form-action 'self' https://forms.example.net");
    }
  });

  it('allows no other origin when the forms post to the site itself', () => {
    fs.writeFileSync(
      path.join(dir, 'contact', 'index.html'),
      page('<form action="/contact/"></form>'),
    );
    secureExport(dir, '');
    expect(directive(meta(read('index.html')), 'connect-src')).toBe("connect-src 'self'");
  });

  it('replaces the policy when it runs again', () => {
    secureExport(dir, '');
    secureExport(dir, '');
    expect(read('index.html').match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('writes _headers with the security headers and one policy per page, under the base path', () => {
    secureExport(dir, '/portfolio');
    const headers = read('_headers');
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers).toContain(`/portfolio/*\n`);
      expect(headers).toContain(`  ${name}: ${value}\n`);
    }
    const policies = headers.match(/Content-Security-Policy: /g) ?? [];
    expect(headers).toContain(
      `/portfolio/contact/\n  Content-Security-Policy: ${policyForHtml(page(contactForm), ['https://forms.example.net'])}\n`,
    );
    expect(policies).toHaveLength(3);
  });

  it('writes the nginx map of each page file to its policy, and .nojekyll', () => {
    secureExport(dir, '/portfolio');
    const map = read('_csp.nginx.conf');
    expect(map).toContain('map $uri $portfolio_csp {');
    expect(map).toContain(
      `"/portfolio/contact/index.html" "${policyForHtml(page(contactForm), ['https://forms.example.net'])}";`,
    );
    expect(map).toContain('"/portfolio/404.html"');
    expect(fs.existsSync(path.join(dir, '.nojekyll'))).toBe(true);
  });

  it('names no unlisted or protected page in the host files; its <meta> policy stands alone', () => {
    fs.mkdirSync(path.join(dir, 'portfolio/client-desk'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'portfolio/client-desk/index.html'),
      page('<div data-sealed-case-study></div>'),
    );
    secureExport(dir, '/work', {}, ['/portfolio/client-desk/']);
    expect(meta(read('portfolio/client-desk/index.html'))).toContain("img-src 'self' data: blob:");
    for (const file of ['_headers', '_csp.nginx.conf']) {
      expect(read(file)).not.toContain('client-desk');
      expect(read(file)).not.toContain('blob:');
    }
    // nginx sends no header for an empty value: a page the map does not name keeps its <meta>.
    expect(read('_csp.nginx.conf')).toContain('  ~(/|\\.html)$ "";\n');
    expect(read('_headers')).toContain('/work/contact/\n  Content-Security-Policy: ');
  });
});
