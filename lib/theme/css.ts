// The stylesheet the build writes from the theme (app/_brand/theme.css, imported by app/layout.tsx
// before app/globals.css): the colour variables of both schemes, the corner radius and the
// metric-adjusted fallbacks of the chosen typeface.
import { channels } from './color';
import { fallbackFaces, fontFamilies } from './fonts';
import { derivePalette, type Palette } from './palette';
import { radii, type Theme } from './theme';

const variables: Record<keyof Palette, string> = {
  canvas: '--canvas',
  surface: '--surface',
  sunken: '--sunken',
  ink: '--ink',
  muted: '--muted',
  line: '--line',
  accent: '--accent',
  accentStrong: '--accent-strong',
  accentSoft: '--accent-soft',
  accentInk: '--accent-ink',
};

// A second, cooler highlight some illustrations use; not a text colour.
const signal = { light: '14 116 144', dark: '76 201 240' };

function declarations(palette: Palette, indent: string) {
  return (Object.keys(variables) as (keyof Palette)[])
    .map(
      (role) => `${indent}${variables[role]}: ${channels(palette[role])}; /* ${palette[role]} */`,
    )
    .join('\n');
}

export function themeCss(theme: Theme): string {
  return [
    '/* Written by scripts/brand.mjs from content/theme.ts on every build: edit that file instead. */',
    ':root {',
    '  color-scheme: light dark;',
    declarations(derivePalette(theme, 'light'), '  '),
    `  --signal: ${signal.light};`,
    `  --radius-scale: ${radii[theme.radius]};`,
    '}',
    '@media (prefers-color-scheme: dark) {',
    '  :root {',
    declarations(derivePalette(theme, 'dark'), '    '),
    `    --signal: ${signal.dark};`,
    '  }',
    '}',
    `/* Metric-adjusted fallbacks for ${fontFamilies[theme.font].label}: the swap to the web font moves nothing. */`,
    fallbackFaces(fontFamilies[theme.font]),
    '',
  ].join('\n');
}
