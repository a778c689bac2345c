import { siteConfig } from '@/lib/owner/site';
import { contrastReport } from './contrast';
import { ownerMark } from './mark';
import { initials } from './monogram';
import { siteTheme } from './theme';

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
