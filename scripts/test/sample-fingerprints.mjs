// Writes lib/site/sample-fingerprints-data.ts from the shipped sample (lib/site/sample-fingerprints.ts
// says what is taken). Run it after changing a sample text or file: `node scripts/test/sample-fingerprints.mjs`.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';

register('../shared/typescript-hooks.mjs', import.meta.url);
const { takeFingerprints } = await import('../../lib/site/sample-fingerprints.ts');
const file = 'lib/site/sample-fingerprints-data.ts';
writeFileSync(
  file,
  `// Written by scripts/test/sample-fingerprints.mjs from the shipped sample: do not edit.
import type { Fingerprints } from './sample-fingerprints';

export const sampleFingerprints: Fingerprints = ${JSON.stringify(takeFingerprints())};
`,
);
execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', file], { stdio: 'inherit' });
console.log(`sample-fingerprints: wrote ${file}`);
