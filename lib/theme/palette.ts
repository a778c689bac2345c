import { fromOklch, mix, toOklch, withLightness } from './color';
import { neutralFamilies, type NeutralRoles } from './neutrals';
import type { Scheme, Theme } from './theme';

/** Every colour the site's CSS variables hold, for one colour scheme. */
export type Palette = NeutralRoles & {
  /** Primary buttons, links, eyebrows, icons and the focus ring. */
  accent: string;
  /** The primary buttons' hover shade. */
  accentStrong: string;
  /** The tinted background of badges and notices. */
  accentSoft: string;
  /** Text on the primary buttons. */
  accentInk: string;
  /** Your colour as text (links, labels, eyebrows, icons): the accent unless overridden. */
  link: string;
  /** The keyboard focus ring: the accent unless overridden. */
  focusRing: string;
};

export type Role = keyof Palette;

/** Lightest OKLCH lightness the dark scheme's accent starts from, so it reads on a dark page. */
const DARK_ACCENT_LIGHTNESS = 0.72;

/**
 * The palette of one scheme. Light uses the accent as given; dark a lighter shade of the same hue.
 * Hover, soft and ink shades, the link colour and the focus ring are derived from it; any role in
 * `overrides` replaces its derived value (the dark accent first, so what is derived from it follows).
 * A pale accent can keep filling the buttons while `link` and `focusRing` take a darker shade.
 */
export function derivePalette(theme: Theme, scheme: Scheme): Palette {
  const neutrals: NeutralRoles = { ...neutralFamilies[theme.neutral][scheme] };
  const overrides: Partial<Palette> = theme.overrides[scheme] ?? {};
  const base: NeutralRoles = { ...neutrals };
  for (const role of Object.keys(neutrals) as (keyof NeutralRoles)[]) {
    base[role] = overrides[role] ?? neutrals[role];
  }
  let palette: Palette;
  if (scheme === 'light') {
    const accent = theme.accent;
    palette = {
      ...base,
      accent,
      accentStrong: withLightness(accent, toOklch(accent).l - 0.07),
      accentSoft: softTint(accent),
      accentInk: '#ffffff',
      link: accent,
      focusRing: accent,
    };
  } else {
    const given = toOklch(theme.accent).l;
    const accent =
      overrides.accent ?? withLightness(theme.accent, Math.max(given, DARK_ACCENT_LIGHTNESS));
    palette = {
      ...base,
      accent,
      accentStrong: withLightness(accent, Math.min(0.95, toOklch(accent).l + 0.06)),
      accentSoft: mix(accent, base.canvas, 0.18),
      accentInk: base.canvas,
      link: accent,
      focusRing: accent,
    };
  }
  return { ...palette, ...overrides };
}

/** A pale tint of the accent's hue for badge and notice backgrounds on a light page. */
function softTint(accent: string) {
  const { c, h } = toOklch(accent);
  return fromOklch({ l: 0.965, c: Math.min(c * 0.25, 0.035), h });
}

/** The page colour of each scheme: the browser's theme-color and the web manifest's colours. */
export const pageColors = (theme: Theme) => ({
  light: derivePalette(theme, 'light').canvas,
  dark: derivePalette(theme, 'dark').canvas,
});
