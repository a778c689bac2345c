import fs from 'node:fs';
import path from 'node:path';

export const MARK_FILE = 'content/brand/mark.svg';

/** What is wrong with an owner's mark, or an empty list. It is shown as an image and an icon. */
export function markProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(svg)) {
    problems.push('must be an SVG file starting with <svg');
  }
  if (!/<svg[^>]*\sviewBox="[^"]+"/.test(svg)) {
    problems.push('needs a viewBox on <svg> so it scales to every icon size');
  }
  if (/<script|\son[a-z]+\s*=/i.test(svg)) problems.push('must not contain scripts');
  if (/(href|src)\s*=\s*["'](?!#|data:)/i.test(svg)) {
    problems.push('must not link other files (embed images as data: URIs)');
  }
  return problems;
}

/** The owner's mark from content/brand/mark.svg, checked, or undefined when there is none. */
export function ownerMark(root = process.cwd()): string | undefined {
  const file = path.join(root, MARK_FILE);
  if (!fs.existsSync(file)) return undefined;
  const svg = fs.readFileSync(file, 'utf8');
  const problems = markProblems(svg);
  if (problems.length > 0) {
    throw new Error(problems.map((problem) => `${MARK_FILE}: ${problem}`).join('\n'));
  }
  return svg;
}

/** The web manifest's PNG icons (public/icons/icon-<size>.png), made from the mark. */
export const MANIFEST_ICONS = [192, 512];

/** Where the build writes the mark the site uses (the owner's, or the monogram). */
export const GENERATED_MARK = 'app/_brand/mark.svg';

/** The site's mark as a data URI, for the header, the footer and the social images. */
export function markDataUri(root = process.cwd()): string {
  const file = path.join(root, GENERATED_MARK);
  if (!fs.existsSync(file)) {
    throw new Error(
      `${GENERATED_MARK} is missing: run \`node scripts/build/pre/brand.mjs\` (npm run build does)`,
    );
  }
  return `data:image/svg+xml;base64,${fs.readFileSync(file).toString('base64')}`;
}
