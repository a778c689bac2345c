import { z } from 'zod';
import { theme as content } from '@/content/theme';
import { isHex } from './color';
import { fontFamilies } from './fonts';
import { neutralFamilies } from './neutrals';

export type Scheme = 'light' | 'dark';
export const schemes: Scheme[] = ['light', 'dark'];

export const radii = { none: 0, small: 0.5, medium: 1, large: 1.75 } as const;

const hex = z.string().refine(isHex, { message: 'must be a hex colour like #c2410c' });
const neutralRoles = {
  canvas: hex,
  surface: hex,
  sunken: hex,
  ink: hex,
  muted: hex,
  line: hex,
  accentStrong: hex,
  accentSoft: hex,
  accentInk: hex,
  link: hex,
  focusRing: hex,
};

const themeSchema = z.object({
  accent: hex,
  neutral: z.enum(Object.keys(neutralFamilies) as [keyof typeof neutralFamilies]).default('cool'),
  font: z
    .union(
      [
        z.enum(Object.keys(fontFamilies) as [keyof typeof fontFamilies]),
        // The owner's own variable woff2, in content/ (scripts/build/pre/font-file.mjs measures it
        // at build).
        z
          .object({
            file: z
              .string()
              .regex(/^[\w./-]+\.woff2$/, { message: 'must be a .woff2 path inside content/' })
              .refine((file) => !file.split('/').includes('..'), {
                message: 'must be a .woff2 path inside content/',
              }),
            label: z.string().min(1).optional(),
          })
          .strict(),
      ],
      {
        error: `must be ${Object.keys(fontFamilies)
          .map((name) => `"${name}"`)
          .join('|')} or { file: 'brand/fonts/<name>.woff2' } for your own variable font`,
      },
    )
    .default('inter'),
  radius: z.enum(Object.keys(radii) as [keyof typeof radii]).default('medium'),
  overrides: z
    .object({
      light: z.object(neutralRoles).partial().strict().optional(),
      dark: z
        .object({ ...neutralRoles, accent: hex })
        .partial()
        .strict()
        .optional(),
    })
    .strict()
    .default({}),
});

export type Theme = z.infer<typeof themeSchema>;

export class ThemeError extends Error {
  override name = 'ThemeError';
}

/** Validates a theme; the error names content/theme.ts and each field that is wrong. */
export function parseTheme(value: unknown): Theme {
  const result = themeSchema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.join('.') || '(the object)';
    const got = issue.path.reduce<unknown>(
      (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
      value,
    );
    return `content/theme.ts: field "${field}" ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
  });
  throw new ThemeError(problems.join('\n'));
}

/** The owner's theme from content/theme.ts, validated. */
export const siteTheme = (): Theme => parseTheme(content);
