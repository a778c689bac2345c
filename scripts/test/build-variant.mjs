// Builds the site with extra environment variables into artifacts/builds/<name>/, beside out/, and
// returns that folder. Variant builds share .next/, so run them one after another, never in parallel.
// CLI: node scripts/test/build-variant.mjs <name> [KEY=value ...]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export function buildVariant(name, env = {}) {
  const dir = path.join('artifacts', 'builds', name);
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    env: { ...process.env, TYPES_CHECKED: '1', ...env, EXPORT_DIR: dir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the "${name}" build failed (exit ${result.status})`);
  return dir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name, ...pairs] = process.argv.slice(2);
  if (!name) {
    console.error('Usage: node scripts/test/build-variant.mjs <name> [KEY=value ...]');
    process.exit(2);
  }
  const env = Object.fromEntries(pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
  console.log(buildVariant(name, env));
}
