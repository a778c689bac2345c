// The contrast rule: every text/background pair the site uses, in light and dark, must meet WCAG 2.2
// AA (4.5:1 for text, 3:1 for UI parts such as the focus ring). Nothing is adjusted silently: a
// failing pair is reported with both colours, the ratio and what would fix it.
import { contrast, toOklch, withLightness } from './color';
import { derivePalette, type Palette, type Role } from './palette';
import { schemes, type Scheme, type Theme } from './theme';

export const TEXT = 4.5;
export const UI = 3;

type Pair = { name: string; fg: Role; bg: Role; min: number };

/** Every pair the components put together (see the classes in components/). */
export const pairs: Pair[] = [
  { name: 'body text on the page', fg: 'ink', bg: 'canvas', min: TEXT },
  { name: 'body text on cards', fg: 'ink', bg: 'surface', min: TEXT },
  { name: 'body text on sunken panels', fg: 'ink', bg: 'sunken', min: TEXT },
  { name: 'muted text on the page', fg: 'muted', bg: 'canvas', min: TEXT },
  { name: 'muted text on cards', fg: 'muted', bg: 'surface', min: TEXT },
  { name: 'links and labels on the page', fg: 'link', bg: 'canvas', min: TEXT },
  { name: 'links and labels on cards', fg: 'link', bg: 'surface', min: TEXT },
  {
    name: 'links and labels on the soft accent background',
    fg: 'link',
    bg: 'accentSoft',
    min: TEXT,
  },
  { name: 'text on the soft accent background', fg: 'ink', bg: 'accentSoft', min: TEXT },
  { name: 'text on the primary button', fg: 'accentInk', bg: 'accent', min: TEXT },
  {
    name: "text on the primary button's hover shade",
    fg: 'accentInk',
    bg: 'accentStrong',
    min: TEXT,
  },
  { name: 'focus ring against the page', fg: 'focusRing', bg: 'canvas', min: UI },
  { name: 'focus ring against cards', fg: 'focusRing', bg: 'surface', min: UI },
];

export type Failure = {
  scheme: Scheme;
  pair: Pair;
  fg: string;
  bg: string;
  ratio: number;
};

/** Every pair of both schemes below its minimum. */
export function contrastFailures(theme: Theme): Failure[] {
  return schemes.flatMap((scheme) => {
    const palette = derivePalette(theme, scheme);
    return pairs
      .map((pair) => ({
        scheme,
        pair,
        fg: palette[pair.fg],
        bg: palette[pair.bg],
        ratio: contrast(palette[pair.fg], palette[pair.bg]),
      }))
      .filter((f) => f.ratio < f.pair.min);
  });
}

const accentRoles = new Set<Role>(['accent', 'accentStrong', 'accentSoft', 'link', 'focusRing']);
const dependsOnAccent = (f: Failure) => accentRoles.has(f.pair.fg) || accentRoles.has(f.pair.bg);

/** Lightness steps outward from `hex`: the first shade for which `passes` holds, or undefined. */
function nearestShade(hex: string, passes: (candidate: string) => boolean): string | undefined {
  const { l } = toOklch(hex);
  for (let step = 1; step <= 200; step += 1) {
    for (const candidate of [l - step * 0.005, l + step * 0.005]) {
      if (candidate < 0 || candidate > 1) continue;
      const shade = withLightness(hex, candidate);
      if (passes(shade)) return shade;
    }
  }
  return undefined;
}

/** The shade of the owner's accent nearest to it for which every pair in both schemes passes. */
export function nearestPassingAccent(theme: Theme): string | undefined {
  return nearestShade(
    theme.accent,
    (accent) => contrastFailures({ ...theme, accent }).length === 0,
  );
}

/**
 * The override of the pair's text (or ring) colour that fixes the failure: one value for the role
 * that passes every pair the role is in, so each line naming it names the same fix.
 */
function overrideFix(theme: Theme, f: Failure): string | undefined {
  const role = f.pair.fg;
  const palette: Palette = derivePalette(theme, f.scheme);
  const passes = (candidate: string) =>
    pairs
      .filter((pair) => pair.fg === role)
      .every((pair) => contrast(candidate, palette[pair.bg]) >= pair.min);
  const candidates =
    role === 'accentInk'
      ? [palette.ink, palette.canvas, '#ffffff', '#000000']
      : [nearestShade(f.fg, passes)];
  const fix = candidates.find((c) => c && passes(c));
  if (!fix) return undefined;
  return `set overrides.${f.scheme}.${role}: '${fix}' (${ratio(contrast(fix, f.bg))})`;
}

const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

/** The message the build stops with, or undefined when every pair passes. */
export function contrastReport(theme: Theme): string | undefined {
  const failures = contrastFailures(theme);
  if (failures.length === 0) return undefined;
  const fixes = failures.map((f) => overrideFix(theme, f));
  const lines = failures.map(
    (f, i) =>
      `  - ${f.scheme}, ${f.pair.name}: ${f.fg} on ${f.bg} is ${ratio(f.ratio)}, needs ${f.pair.min}:1` +
      (fixes[i] ? `; or ${fixes[i]}` : ''),
  );
  const shade = failures.some(dependsOnAccent) ? nearestPassingAccent(theme) : undefined;
  // Point only at fixes the lines above name.
  const otherwise = fixes.every(Boolean)
    ? 'set the overrides above'
    : fixes.some(Boolean)
      ? 'set the overrides above and choose other colours for the pairs without one'
      : 'choose other colours for the pairs above';
  return [
    `content/theme.yaml: ${failures.length} colour pair(s) fail WCAG 2.2 AA contrast (text 4.5:1, UI parts 3:1):`,
    ...lines,
    shade
      ? `  The nearest shade of your accent ${theme.accent} that passes every pair: ${shade} (set accent: '${shade}').`
      : `  No shade of your accent ${theme.accent} fixes this alone: ${otherwise}.`,
    '  Nothing was changed for you: edit content/theme.yaml and build again.',
  ].join('\n');
}
