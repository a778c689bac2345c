// The framework floor: a hello-world export of the installed Next and React, with the site's
// next.config options. scripts/bench/measure-runtime-baseline.mjs sums the bytes of its scripts for
// the byte budgets; `npm run bench` measures its speed beside the site's (with one tiny client
// component, so it hydrates like any App Router page that has one).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const files = ({ clientComponent }) => ({
  'package.json': '{ "name": "hello-world", "private": true }\n',
  'next.config.mjs':
    "export default { output: 'export', trailingSlash: true, images: { unoptimized: true } };\n",
  'app/layout.js':
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.js': clientComponent
    ? "import { Counter } from './counter';\n\nexport default function Page() {\n" +
      '  return (\n    <main>\n      <h1>Hello, world</h1>\n' +
      '      <p>One page of text and one tiny client component: what Next and React cost on their own.</p>\n' +
      '      <Counter />\n    </main>\n  );\n}\n'
    : 'export default function Page() {\n  return <h1>Hello, world</h1>;\n}\n',
  ...(clientComponent && {
    'app/counter.js':
      "'use client';\nimport { useState } from 'react';\n\nexport function Counter() {\n" +
      '  const [count, setCount] = useState(0);\n' +
      '  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>;\n}\n',
  }),
});

export const versions = () =>
  Object.fromEntries(
    ['next', 'react', 'react-dom'].map((name) => [
      name,
      JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version,
    ]),
  );

/** Builds the hello-world app in `dir` (emptied first) and returns its export folder. */
export function buildHelloWorld(dir, { clientComponent = false, quiet = false } = {}) {
  const root = path.resolve(dir);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(path.join(root, 'app'), { recursive: true });
  for (const [name, text] of Object.entries(files({ clientComponent }))) {
    writeFileSync(path.join(root, name), text);
  }
  execFileSync(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: quiet ? 'ignore' : 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return path.join(root, 'out');
}

/** The floor for the bench, built once per Next/React version and kept in artifacts/bench/floor/. */
export function floorExport(dir = 'artifacts/bench/floor') {
  const stamp = path.join(dir, 'versions.json');
  const wanted = JSON.stringify(versions());
  const out = path.join(path.resolve(dir), 'out');
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === wanted &&
    existsSync(`${out}/index.html`)
  )
    return out;
  console.log('Building the framework floor (hello-world export)...');
  buildHelloWorld(dir, { clientComponent: true, quiet: true });
  writeFileSync(stamp, wanted);
  return out;
}
