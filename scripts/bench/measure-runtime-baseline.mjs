// Measures what Next + React cost on their own: exports the hello-world app of
// scripts/bench/hello-world.mjs (a root layout and one page, no client components, the same
// next.config options as the site) with the installed versions, then sums the gzip sizes of the
// scripts its index.html loads, exactly as the budget test (__tests__/export/page-weight.ts) does
// for the site's pages. Record the printed figure in __tests__/export/budgets.ts after upgrading
// next or react.
// Usage: node scripts/bench/measure-runtime-baseline.mjs
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildHelloWorld, versions } from './hello-world.mjs';

const dir = 'artifacts/runtime-baseline';
try {
  const out = buildHelloWorld(dir);
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  const bytes = [...new Set(scripts)].reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(out, src))).length,
    0,
  );
  const v = versions();
  console.log(
    `\nHello-world runtime: ${bytes} bytes gzip in ${new Set(scripts).size} scripts ` +
      `(next ${v.next}, react ${v.react}, react-dom ${v['react-dom']})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
