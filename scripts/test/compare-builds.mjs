// Compares two exports of the site (out/ folders) page by page: every HTML file and RSC payload
// (.txt), with the build id and the content hashes in asset names set aside, so that what is left
// is what a visitor or a crawler gets. For a change that must not change the site (such as the
// content files' format):
//   node scripts/test/compare-builds.mjs <before>/out out
// Prints the figures and, for each file that differs, where; exits 1 when any file differs or is
// in one export only.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The build id: the folder of _next/static/ that is neither chunks/ nor media/. */
function buildId(dir) {
  const folder = path.join(dir, '_next/static');
  if (!existsSync(folder)) return undefined;
  return readdirSync(folder).find((name) => !['chunks', 'media', 'css'].includes(name));
}

/** The pages of an export: its .html and .txt files, as paths from `dir`. */
function pages(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|txt)$/.test(file) && !file.startsWith(`_next${path.sep}`))
    .sort();
}

/** `text` with the build id and the hashed names of Next's assets and inline-script hashes set aside. */
export function normalise(text, id) {
  let result = id ? text.replaceAll(id, '<build-id>') : text;
  result = result.replace(
    /(_next\/static\/(?:chunks|media|css)\/)([^"'\s\\)?]+?)(\.(?:js|css|woff2|woff|ttf|png|svg))/g,
    '$1<hash>$3',
  );
  // The Content-Security-Policy's hashes of inline scripts, which name the chunks above.
  return result.replace(/sha256-[A-Za-z0-9+/]+=*/g, 'sha256-<hash>');
}

/** Where two texts first differ, with a little context either side. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const around = (text) => JSON.stringify(text.slice(Math.max(0, i - 60), i + 60));
  return `at character ${i}: before ${around(a)}, after ${around(b)}`;
}

/** The figures of comparing the exports in `before` and `after`, and each difference. */
export function compareBuilds(before, after) {
  const [idBefore, idAfter] = [buildId(before), buildId(after)];
  const [left, right] = [pages(before), pages(after)];
  const onlyBefore = left.filter((file) => !right.includes(file));
  const onlyAfter = right.filter((file) => !left.includes(file));
  const both = left.filter((file) => right.includes(file));
  const byteIdentical = [];
  const sameButHashes = [];
  const differing = [];
  for (const file of both) {
    const a = readFileSync(path.join(before, file), 'utf8');
    const b = readFileSync(path.join(after, file), 'utf8');
    if (a === b) byteIdentical.push(file);
    else {
      const [na, nb] = [normalise(a, idBefore), normalise(b, idAfter)];
      if (na === nb) sameButHashes.push(file);
      else differing.push({ file, where: firstDifference(na, nb) });
    }
  }
  return { compared: both.length, byteIdentical, sameButHashes, differing, onlyBefore, onlyAfter };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('Usage: node scripts/test/compare-builds.mjs <before-out> <after-out>');
    process.exit(2);
  }
  const result = compareBuilds(before, after);
  console.log(
    `compare-builds: ${result.compared} files compared (HTML and RSC payloads): ` +
      `${result.byteIdentical.length} byte-identical, ${result.sameButHashes.length} identical but for ` +
      `the build id and asset hashes, ${result.differing.length} differing; ` +
      `${result.onlyBefore.length} only in ${before}, ${result.onlyAfter.length} only in ${after}`,
  );
  for (const { file, where } of result.differing) console.log(`  differs: ${file} ${where}`);
  for (const file of result.onlyBefore) console.log(`  only before: ${file}`);
  for (const file of result.onlyAfter) console.log(`  only after: ${file}`);
  const clean = [result.differing, result.onlyBefore, result.onlyAfter].every((l) => !l.length);
  process.exitCode = clean ? 0 : 1;
}
