import { siteConfig } from '@/lib/owner/site';
import { contrastReport } from './contrast';
import { ownerMark } from './mark';
import { initials } from './monogram';
import { siteTheme, ThemeError } from './theme';

/**
 * The theme's problems for `npm run check` and the build's preflight: invalid fields, failing
 * contrast, a broken mark, or without a mark a name the monogram has no initials for.
 */
export function themeProblems(root = process.cwd(), name = siteConfig.name): string[] {
  const problems: string[] = [];
  try {
    const report = contrastReport(siteTheme());
    if (report) problems.push(report);
  } catch (error) {
    problems.push(...(error as Error).message.split('\n'));
  }
  try {
    if (ownerMark(root) === undefined) initials(name);
  } catch (error) {
    problems.push(...(error as Error).message.split('\n'));
  }
  return problems;
}

/**
 * Under `next dev` (components/pages/root-document.tsx): the theme's problems as an error, so the
 * browser's overlay says what the brand step (scripts/owner/dev-brand.mjs) printed in the terminal.
 */
export function throwThemeProblems(): void {
  const problems = themeProblems();
  if (problems.length === 0) return;
  const error = new ThemeError(problems.join('\n'));
  // The message is the whole story for the owner: no stack of the site's modules under it.
  error.stack = `${error.name}: ${error.message}`;
  throw error;
}
