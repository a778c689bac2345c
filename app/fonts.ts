import localFont from 'next/font/local';

// Self-hosted from npm font packages: no request leaves the site, and the build works offline.
// Both are variable fonts: one file covers the weights the design uses (400, 500 and 600) in fewer
// bytes than three static files (48 KB against 72 KB for Inter), and the declared range stops the
// browser from asking for any other weight.
export const sans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '400 600',
  display: 'swap',
  variable: '--font-sans',
  // next/font's own fallback is local(Arial) alone, which Linux and Android do not have, and one
  // size for every weight. app/globals.css declares per-weight fallbacks for Arial, its
  // metric twin Liberation Sans and Roboto instead.
  adjustFontFallback: false,
  fallback: ['Inter Fallback', 'Inter Fallback Roboto', 'ui-sans-serif', 'system-ui', 'sans-serif'],
});

// Eyebrows, badges and the brand line: never the largest paint, so the file is not preloaded and
// stays out of the way of the text and image that are. Monospace fallbacks (Courier New, Liberation
// Mono, DejaVu Sans Mono, Menlo) advance 0.600-0.602 em per character like JetBrains Mono, and
// every use sets its line height, so the swap moves nothing and needs no adjusted metrics.
export const mono = localFont({
  src: '../node_modules/@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2',
  weight: '400 600',
  display: 'swap',
  preload: false,
  variable: '--font-mono',
  adjustFontFallback: false,
  fallback: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'monospace'],
});
