// What the host files promise, checked on every response of a browser context, and the policy's
// verdict: the Content-Security-Policy violations the pages reported.
import {
  cacheControl,
  hashedFolders,
  securityHeaders,
} from '../../../scripts/build/post/host-files.mjs';
import { assert } from './page.mjs';

const scriptPolicy = (policy) => /script-src[^;]*/.exec(policy)?.[0] ?? '';

/** Fails the check on any response from the server that lacks a header the host files promise. */
export function auditHeaders(t, context) {
  context.on('response', async (response) => {
    if (!response.url().startsWith(t.base)) return;
    const headers = await response.allHeaders().catch(() => null);
    if (!headers) return;
    const where = `HTTP ${response.status()} ${t.path(response.url())}`;
    for (const [name, value] of Object.entries(securityHeaders)) {
      const got = headers[name.toLowerCase()];
      if (got !== value) t.problems.push(`${where}: ${name} is "${got}", expected "${value}"`);
    }
    const csp = headers['content-security-policy'] ?? '';
    if (!csp.includes("frame-ancestors 'none'") || /unsafe-/.test(scriptPolicy(csp))) {
      t.problems.push(`${where}: Content-Security-Policy is "${csp}"`);
    }
    const hashed = hashedFolders.some((folder) => response.url().includes(folder.slice(0, -1)));
    const cache = hashed ? cacheControl.immutable : cacheControl.revalidate;
    if (response.status() === 200 && headers['cache-control'] !== cache) {
      t.problems.push(`${where}: Cache-Control is "${headers['cache-control']}", not "${cache}"`);
    }
  });
}

export const audited = (t) => (context) => auditHeaders(t, context);
export const noViolations = (t) =>
  t.step('0 Content-Security-Policy violations', () =>
    assert(t.violations.length === 0, t.violations.join('; ')),
  );
