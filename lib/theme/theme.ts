import { z } from 'zod';
import { theme as content } from '@/lib/owner/theme';
import { themeSchema } from './theme-schema';

export type Scheme = 'light' | 'dark';
export const schemes: Scheme[] = ['light', 'dark'];

export { radii, themeSchema } from './theme-schema';

export type Theme = z.infer<typeof themeSchema>;

export class ThemeError extends Error {
  override name = 'ThemeError';
}

/** Validates a theme; the error names content/theme.yaml and each field that is wrong. */
export function parseTheme(value: unknown): Theme {
  const result = themeSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || '(the object)';
    const got = issue.path.reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
      value,
    );
    return `content/theme.yaml: field "${field}" ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
  });
  throw new ThemeError(problems.join('\n'));
}

/** The owner's theme from content/theme.yaml, validated. */
export const siteTheme = (): Theme => parseTheme(content);
