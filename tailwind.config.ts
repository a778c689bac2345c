import type { Config } from 'tailwindcss';
import { noteRouteExtensions } from './lib/notes/routes';

// Colours are CSS variables (written from content/theme.ts into app/_brand/theme.css) so light and
// dark follow the OS with no flash.
const token = (name: string) => `rgb(var(--${name}) / <alpha-value>)`;
// Corners follow the theme's radius (none, small, medium, large): Tailwind's sizes times
// --radius-scale (0, 0.5, 1, 1.75). `pill` is fully round unless the theme's radius is none.
const corner = (rem: number) => `calc(${rem}rem * var(--radius-scale, 1))`;

// The notes' components and pages are scanned only when there are notes (lib/notes/routes.ts), so a
// site without notes ships not one byte of their styles (a translation needs its default note).
const notes = noteRouteExtensions(['default']).length > 0;

const config: Config = {
  // `supports-[backdrop-filter]:` in the header reads to Tailwind as the legacy `backdrop-filter`
  // utility too, which no element uses. (The header's blur is an arbitrary property rather than
  // `backdrop-blur`, whose nine --tw-backdrop-* variables every element would carry.)
  blocklist: ['backdrop-filter'],
  content: [
    './app/**/*.{ts,tsx}',
    './components/**/*.{ts,tsx}',
    ...(notes ? [] : ['!./components/notes/**', '!./app/**/notes/**']),
  ],
  darkMode: 'media',
  theme: {
    borderRadius: {
      none: '0',
      sm: corner(0.125),
      DEFAULT: corner(0.25),
      md: corner(0.375),
      lg: corner(0.5),
      xl: corner(0.75),
      '2xl': corner(1),
      '3xl': corner(1.5),
      pill: 'calc(9999px * var(--radius-scale, 1))',
      full: '9999px',
    },
    container: {
      center: true,
      padding: { DEFAULT: '1.25rem', sm: '2rem' },
      screens: { xl: '72rem' },
    },
    extend: {
      colors: {
        canvas: token('canvas'),
        surface: token('surface'),
        sunken: token('sunken'),
        ink: token('ink'),
        muted: token('muted'),
        line: token('line'),
        accent: {
          DEFAULT: token('accent'),
          strong: token('accent-strong'),
          ink: token('accent-ink'),
          soft: token('accent-soft'),
        },
        signal: token('signal'),
      },
      // Your colour as text and as the focus ring has its own variables (`link` and `focusRing` in
      // content/theme.ts overrides), so a pale accent can fill the buttons while links, labels,
      // icons and the ring take a darker shade: `text-accent` paints --link and `outline-accent`
      // --focus-ring; `bg-accent`, borders and the rest stay the accent itself.
      textColor: { accent: { DEFAULT: token('link') } },
      outlineColor: { accent: { DEFAULT: token('focus-ring') } },
      fontFamily: {
        sans: ['var(--font-sans)', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        // Eyebrows, badges and the brand line: small labels, in the theme's monospace (app/fonts.ts)
        // or the system's. Each of these advances 0.6 em per character, as JetBrains Mono does.
        mono: [
          'var(--font-mono, ui-monospace)',
          'SFMono-Regular',
          'Menlo',
          'Consolas',
          'DejaVu Sans Mono',
          'Liberation Mono',
          'monospace',
        ],
      },
      fontSize: {
        eyebrow: ['0.75rem', { lineHeight: '1rem', letterSpacing: '0.14em' }],
        display: ['clamp(2.5rem, 7vw, 4.75rem)', { lineHeight: '1.02', letterSpacing: '-0.035em' }],
        title: ['clamp(2rem, 4.5vw, 3.25rem)', { lineHeight: '1.08', letterSpacing: '-0.03em' }],
        heading: ['clamp(1.5rem, 3vw, 2.125rem)', { lineHeight: '1.15', letterSpacing: '-0.02em' }],
        // A case study's section headings: they lead the story (24 px on a phone, 30 px from 1200 px).
        section: [
          'clamp(1.5rem, 2.5vw, 1.875rem)',
          { lineHeight: '1.15', letterSpacing: '-0.02em' },
        ],
        lead: ['clamp(1.0625rem, 1.6vw, 1.25rem)', { lineHeight: '1.6' }],
      },
      spacing: {
        header: '4rem',
        section: 'clamp(4rem, 9vw, 7rem)',
      },
      maxWidth: {
        prose: '42rem',
      },
      animation: {
        reveal: 'reveal 500ms cubic-bezier(0.2, 0.7, 0.2, 1) both',
        'fade-out': 'fade-out 200ms ease-in both',
        progress: 'progress linear both',
        // No visibility step: a dialog must be focusable from its first frame (focus() right after
        // showModal() lands nowhere while the dialog is visibility: hidden).
        'dialog-in': 'dialog-in 500ms cubic-bezier(0.2, 0.7, 0.2, 1) both',
      },
      keyframes: {
        reveal: {
          from: { opacity: '0', transform: 'translateY(0.75rem)', visibility: 'hidden' },
          to: { opacity: '1', transform: 'none', visibility: 'visible' },
        },
        'fade-out': {
          from: { opacity: '1', visibility: 'visible' },
          to: { opacity: '0', visibility: 'hidden' },
        },
        progress: {
          from: { transform: 'scaleX(0)' },
          to: { transform: 'scaleX(1)' },
        },
        'dialog-in': {
          from: { opacity: '0', transform: 'translateY(0.75rem)' },
          to: { opacity: '1', transform: 'none' },
        },
      },
    },
  },
  plugins: [],
};

export default config;
