import localFont from 'next/font/local';

// The theme's typeface (content/theme.yaml; Inter by default), self-hosted: no request leaves the
// site, and the build works offline. One variable file, cut by scripts/build/pre/subset-fonts.mjs
// (run by scripts/build/pre/brand.mjs before `dev` and `build`) to the characters the site uses and
// the weights it sets (400, 500 and 600): Inter's 48 KB become about 19 KB. Characters outside the
// subset show in the fallback below, with the same metrics.
export const sans = localFont({
  src: './_fonts/sans.woff2',
  weight: '400 600',
  display: 'swap',
  variable: '--font-sans',
  // next/font's own fallback is local(Arial) alone, which Linux and Android do not have, and one
  // size for every weight. app/_brand/theme.css declares per-weight fallbacks for Arial, its
  // metric twin Liberation Sans and Roboto instead (lib/theme/fonts.ts).
  adjustFontFallback: false,
  fallback: [
    'Site Sans Fallback',
    'Site Sans Fallback Roboto',
    'ui-sans-serif',
    'system-ui',
    'sans-serif',
  ],
});

// The labels' monospace when the theme chooses JetBrains Mono (content/theme.yaml `mono`; its class
// is on <html> only then), cut by scripts/build/pre/subset-fonts.mjs. Not preloaded: it advances
// 0.6 em per character, as every system monospace in the fallback does, and the labels set their
// line height, so its arrival moves nothing.
export const mono = localFont({
  src: [
    { path: './_fonts/mono-400.woff2', weight: '400' },
    { path: './_fonts/mono-500.woff2', weight: '500' },
  ],
  display: 'swap',
  variable: '--font-mono',
  preload: false,
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'monospace'],
});
