// The stylesheet the build writes from the theme (app/_brand/theme.css, imported by app/layout.tsx
// before app/globals.css): the colour variables of both schemes, the corner radius and the
// metric-adjusted fallbacks of the chosen typeface.
import { channels } from './color';
import { fallbackFaces, type FontMetrics } from './fonts';
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
  link: '--link',
  focusRing: '--focus-ring',
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

/** `font`: the theme's typeface with its metrics (scripts/build/pre/font-file.mjs `themeFont`). */
export function themeCss(theme: Theme, font: FontMetrics): string {
  return [
    '/* Written by scripts/build/pre/brand.mjs from content/theme.yaml on every build: edit that file instead. */',
    ':root {',
    '  color-scheme: light dark;',
    declarations(derivePalette(theme, 'light'), '  '),
    `  --signal: ${signal.light};`,
    `  --radius-scale: ${radii[theme.radius]};`,
    // For the few parts dark in both schemes (the intro's loading panel): the dark scheme's focus
    // ring, which the contrast rule checks against the dark page and cards.
    `  --focus-ring-on-dark: ${channels(derivePalette(theme, 'dark').focusRing)};`,
    '}',
    '@media (prefers-color-scheme: dark) {',
    '  :root {',
    declarations(derivePalette(theme, 'dark'), '    '),
    `    --signal: ${signal.dark};`,
    '  }',
    '}',
    `/* Metric-adjusted fallbacks for ${font.label}: the swap to the web font moves nothing. */`,
    fallbackFaces(font),
    '',
  ].join('\n');
}
