// The schema of the theme (content/theme.yaml's `theme`), apart from the module that reads the file,
// so the owner's file can be checked against it when it is read.
import { z } from 'zod';
import { isHex } from './color';
import { fontFamilies } from './fonts';
import { neutralFamilies } from './neutrals';

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

export const themeSchema = z.object({
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
  // The labels' monospace: JetBrains Mono, self-hosted and cut to the site's characters, or the
  // visitor's system monospace (ui-monospace, which differs by platform).
  mono: z
    .enum(['jetbrains-mono', 'system'], { error: 'must be "jetbrains-mono" or "system"' })
    .default('system'),
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
