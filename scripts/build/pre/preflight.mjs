// The build's check before Next starts (package.json `prebuild`, after the brand and image steps:
// the content rules read the image manifest): every rule of scripts/build/pre/config-rules.mjs, the
// same list `npm run check` runs (content, theme, contact, analytics, BASE_PATH, SITE_URL). A
// problem stops the build here with its message alone, rather than inside Next's prerendering under
// "Error occurred prerendering page" and a stack trace. Prints its time either way.
import { configProblems } from './config-rules.mjs';

const problems = await configProblems();
// Since Node started: loading TypeScript and the content modules is most of it.
const seconds = `${process.uptime().toFixed(1)} s`;
if (problems.length > 0) {
  console.error(`\nThe build stopped before Next.js started: ${problems.length} problem(s)\n`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    `\nFix them and build again; \`npm run check\` lists them too (preflight, ${seconds}).\n`,
  );
  process.exit(1);
}
// A publication build (SITE_URL set, or CI=true) says what is not translated yet: it is published
// as it is, marked "[translate] ".
if (process.env.SITE_URL || process.env.CI === 'true') {
  const { languageReport } = await import('../../../lib/i18n/check.ts');
  const { untranslated } = await languageReport();
  if (untranslated.length > 0) {
    console.warn(
      `⚠ ${untranslated.length} text(s) not translated yet (marked "[translate] "); npm run check lists them:`,
    );
    for (const where of untranslated.slice(0, 10)) console.warn(`  ${where}`);
    if (untranslated.length > 10) console.warn(`  ... and ${untranslated.length - 10} more`);
  }
}
console.log(
  `preflight: content, theme, contact, analytics, BASE_PATH and SITE_URL pass (${seconds})`,
);
