// Every rule the build applies to the owner's configuration, as one list: the build's preflight
// (scripts/build/pre/preflight.mjs, before Next starts) and `npm run check`
// (scripts/owner/check.mjs) both run it, so `check` passes exactly when the build's rules do. Each
// rule calls the module the site validates with (imported through
// scripts/shared/typescript-hooks.mjs), never a copy of it. The environment is read as `next build`
// reads it: the variables, then .env.production(.local) and .env(.local).
import { register } from 'node:module';
import { loadOwnerEnv } from '../../shared/env.mjs';

register('../../shared/typescript-hooks.mjs', import.meta.url);

const load = (file) => import(new URL(file, import.meta.url).href);

/** Runs `check`, which throws on the first problem (as the site does), for a rule with no list. */
const throwing = (check) => async () => {
  await check();
  return [];
};

/** What each rule checks, in the order the problems are listed. */
export const rules = [
  {
    // content/*.yaml and content/<code>/*.yaml: their YAML and their fields (lib/owner/), each at
    // file:line:column, and old .ts content files left beside them (content-files.mjs).
    name: 'content files',
    problems: async (root) => (await load('./content-files.mjs')).contentFileProblems(root),
  },
  {
    // Read when next.config.mjs loads: lib/site/base-path.mjs throws on import.
    name: 'BASE_PATH',
    problems: throwing(() => load('../../../lib/site/base-path.mjs')),
  },
  {
    name: 'SITE_URL',
    problems: throwing(async () => (await load('../../../lib/site/site-url.ts')).resolveSiteUrl()),
  },
  {
    // Case studies (front matter with facts, results and captions; section layouts and figures),
    // featured ids, named images, testimonials, clients, availability, booking,
    // passphrases, and the leak check on public/.
    name: 'content',
    problems: async (root) => (await load('../../../lib/content/check.ts')).contentProblems(root),
  },
  {
    // content/site.yaml `languages`, and every text of content/<code>/ for each language after the
    // first (lib/i18n/check.ts); untranslated texts are notes, not problems.
    name: 'languages',
    problems: async (root) =>
      (await (await load('../../../lib/i18n/check.ts')).languageReport(root)).problems,
  },
  {
    // content/site.yaml `languages` and each language's words (lib/i18n/words, content/words.yaml,
    // content/<code>/words.yaml).
    name: 'languages and words',
    problems: async (root) => (await load('../../../lib/i18n/words-check.ts')).wordsProblems(root),
  },
  {
    // Checked when lib/content/case-study.ts loads.
    name: 'case study call to action',
    problems: throwing(() => load('../../../lib/content/case-study.ts')),
  },
  {
    name: 'contact delivery',
    problems: throwing(async () =>
      (await load('../../../lib/contact/contact-delivery.ts')).resolveContactSettings(),
    ),
  },
  {
    name: 'analytics',
    problems: throwing(async () =>
      (await load('../../../lib/analytics/analytics-config.ts')).resolveAnalytics(),
    ),
  },
  {
    // Fields, contrast, the mark (or the monogram's initials), and the owner's font file.
    name: 'theme',
    problems: async (root) => {
      const { themeProblems } = await load('../../../lib/theme/check.ts');
      const problems = themeProblems(root);
      const invalid = problems.some((problem) => problem.startsWith('content/theme.yaml: field'));
      if (invalid) return problems;
      const theme = (await load('../../../lib/theme/theme.ts')).siteTheme();
      if (typeof theme.font === 'string') return problems; // an npm family, always there
      const { themeFontProblems } = await load('./font-face.mjs');
      return [...problems, ...(await themeFontProblems(theme))];
    },
  },
];

/** A rule's problems: those it returns, or the message it throws (some modules throw on import). */
async function problemsOf(rule, root) {
  try {
    return await rule.problems(root);
  } catch (error) {
    return String(error instanceof Error ? error.message : error).split('\n');
  }
}

/**
 * Every problem in the configuration of the project at `root` (the current folder), each naming
 * its file and field or its variable, once (a module that throws on import fails each rule that
 * loads it). Empty when the build's rules all pass.
 */
export async function configProblems(root = process.cwd()) {
  loadOwnerEnv({ root });
  const found = [];
  for (const rule of rules) found.push(...(await problemsOf(rule, root)));
  return [...new Set(found)];
}
