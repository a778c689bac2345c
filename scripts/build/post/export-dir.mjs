// Where `next build` writes the static export: out/ unless EXPORT_DIR names another folder (a
// variant build for the tests, e.g. with a contact endpoint or a base path, beside the default one).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const exportDir = process.env.EXPORT_DIR || 'out';

/**
 * For the postbuild steps: passes every file of `dir` whose name ends with `extension` through
 * `transform` (text in, text out) and writes back those it changed. Returns how many it changed.
 */
export function rewriteFiles(dir, extension, transform) {
  let changed = 0;
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    if (!file.endsWith(extension)) continue;
    const target = path.join(dir, file);
    const text = readFileSync(target, 'utf8');
    const next = transform(text);
    if (next !== text) {
      writeFileSync(target, next);
      changed += 1;
    }
  }
  return changed;
}
