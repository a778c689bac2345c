import { contrastReport } from './contrast';
import { ownerMark } from './mark';
import { siteTheme } from './theme';

/** The theme's problems for `npm run check`: invalid fields, failing contrast, a broken mark. */
export function themeProblems(root = process.cwd()): string[] {
  const problems: string[] = [];
  try {
    const report = contrastReport(siteTheme());
    if (report) problems.push(report);
  } catch (error) {
    problems.push(...(error as Error).message.split('\n'));
  }
  try {
    ownerMark(root);
  } catch (error) {
    problems.push(...(error as Error).message.split('\n'));
  }
  return problems;
}
