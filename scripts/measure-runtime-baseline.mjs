// Measures what Next + React cost on their own: exports a hello-world app (a root layout and one
// page, no client components, the same next.config options as the site) with the installed
// versions, then sums the gzip sizes of the scripts its index.html loads, exactly as the budget
// test (__tests__/export/page-weight.ts) does for the site's pages. Record the printed figure in
// __tests__/export/budgets.ts after upgrading next or react. Usage: node scripts/measure-runtime-baseline.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dir = path.resolve('artifacts/runtime-baseline');
rmSync(dir, { recursive: true, force: true });
mkdirSync(path.join(dir, 'app'), { recursive: true });
const files = {
  'package.json': '{ "name": "runtime-baseline", "private": true }\n',
  'next.config.mjs':
    "export default { output: 'export', trailingSlash: true, images: { unoptimized: true } };\n",
  'app/layout.js':
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.js': 'export default function Page() {\n  return <h1>Hello, world</h1>;\n}\n',
};
for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

try {
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const html = readFileSync(path.join(dir, 'out/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
    .filter(Boolean);
  const bytes = [...new Set(scripts)].reduce(
    (sum, src) => sum + gzipSync(readFileSync(path.join(dir, 'out', src))).length,
    0,
  );
  const version = (name) =>
    JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version;
  console.log(
    `\nHello-world runtime: ${bytes} bytes gzip in ${new Set(scripts).size} scripts ` +
      `(next ${version('next')}, react ${version('react')}, react-dom ${version('react-dom')})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
