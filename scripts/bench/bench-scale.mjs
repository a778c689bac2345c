// What the build and the pages cost as the portfolio grows. Copies the site (node_modules as hard
// links, since Turbopack refuses a node_modules symlinked from outside the project) into
// artifacts/scale/, adds 10, 50 and 200 generated projects with a raster photo each
// (scripts/bench/scale-fixture.mjs), and for each count builds twice: cold (no image variants, no
// .next) and warm (nothing changed). Prints build and image times and the gzip bytes of /portfolio/
// and of a case study; writes artifacts/bench/scale.json and scale.md; removes the copy.
// Usage: npm run bench:scale [-- --counts 10,50,200] [-- --keep]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { copyProject } from '../shared/project-copy.mjs';
import { writeProjects } from './scale-fixture.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const counts = option('--counts', '10,50,200').split(',').map(Number);
const copy = path.resolve('artifacts/scale/site');

function build(label) {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, EXPORT_DIR: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000));
    throw new Error(`the ${label} build failed (exit ${result.status})`);
  }
  const images = result.stdout.match(/optimize-images: .*?(\d+) variant\(s\) made.*\(([\d.]+) s\)/);
  return { seconds, imageSeconds: Number(images?.[2] ?? NaN), variantsMade: Number(images?.[1]) };
}

const gzip = (file) => gzipSync(readFileSync(path.join(copy, 'out', file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const removeCopy = () => rmSync(path.dirname(copy), { recursive: true, force: true });
if (!args.includes('--keep')) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      removeCopy();
      process.exit(130);
    });
  }
}

const rows = [];
try {
  console.log('Copying the site into artifacts/scale/site ...');
  copyProject(copy, { skip: ['_generated', '_fonts'] });
  for (const count of counts) {
    await writeProjects(copy, count);
    rmSync(path.join(copy, 'public/_generated'), { recursive: true, force: true });
    rmSync(path.join(copy, '.next'), { recursive: true, force: true });
    console.log(`${count} generated projects: cold build ...`);
    const cold = build('cold');
    console.log(`${count} generated projects: warm build ...`);
    const warm = build('warm');
    const study = 'portfolio/generated-001';
    const row = {
      projects: count,
      coldBuild: cold.seconds,
      coldImages: cold.imageSeconds,
      warmBuild: warm.seconds,
      warmImages: warm.imageSeconds,
      warmVariantsMade: warm.variantsMade,
      portfolioHtml: gzip('portfolio/index.html'),
      portfolioRsc: gzip('portfolio/index.txt'),
      caseStudyHtml: gzip(`${study}/index.html`),
      caseStudyRsc: gzip(`${study}/index.txt`),
    };
    rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  if (!args.includes('--keep')) removeCopy();
}

const s = (value) => `${value.toFixed(1)} s`;
const table = [
  '| Generated projects | Build cold | Images cold | Build warm | Images warm (variants made) | `/portfolio/` HTML | `/portfolio/` RSC | Case study HTML | Case study RSC |',
  '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.projects} | ${s(r.coldBuild)} | ${s(r.coldImages)} | ${s(r.warmBuild)} | ` +
      `${s(r.warmImages)} (${r.warmVariantsMade}) | ${kb(r.portfolioHtml)} | ${kb(r.portfolioRsc)} | ` +
      `${kb(r.caseStudyHtml)} | ${kb(r.caseStudyRsc)} |`,
  ),
].join('\n');
const about =
  `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus()[0]?.model.trim()} ` +
  `(${os.cpus().length} cores), Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}; ` +
  'the five shipped projects as well; sizes are gzip (zlib default level).';
mkdirSync('artifacts/bench', { recursive: true });
writeFileSync('artifacts/bench/scale.json', `${JSON.stringify(rows, null, 2)}\n`);
writeFileSync('artifacts/bench/scale.md', `${table}\n\n${about}\n`);
console.log(`\n${table}\n\n${about}`);
if (existsSync(copy)) console.log(`Kept the copy in ${copy}.`);
