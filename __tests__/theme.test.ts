/** @jest-environment node */
import { contrast, luminance, toOklch } from '@/lib/theme/color';
import { contrastFailures, contrastReport, nearestPassingAccent } from '@/lib/theme/contrast';
import { themeCss } from '@/lib/theme/css';
import { fontFamilies } from '@/lib/theme/fonts';
import { derivePalette } from '@/lib/theme/palette';
import { parseTheme, siteTheme } from '@/lib/theme/theme';

const theme = (fields: object) => parseTheme({ accent: '#c2410c', ...fields });

describe('shade derivation', () => {
  it('fills the light primary button with the accent exactly as given', () => {
    expect(derivePalette(theme({ accent: '#0f766e' }), 'light').accent).toBe('#0f766e');
  });

  it('makes the hover shade darker, so white text on it gains contrast', () => {
    const light = derivePalette(theme({ accent: '#0f766e' }), 'light');
    expect(luminance(light.accentStrong)).toBeLessThan(luminance(light.accent));
    expect(contrast('#ffffff', light.accentStrong)).toBeGreaterThan(
      contrast('#ffffff', light.accent),
    );
  });

  it('lightens the accent for the dark scheme, keeping its hue', () => {
    const dark = derivePalette(theme({ accent: '#0f766e' }), 'dark');
    expect(toOklch(dark.accent).l).toBeGreaterThan(toOklch('#0f766e').l);
    expect(Math.abs(toOklch(dark.accent).h - toOklch('#0f766e').h)).toBeLessThan(3);
  });

  it('makes the soft background a pale tint in light and a deep one in dark', () => {
    const t = theme({ accent: '#0f766e' });
    expect(luminance(derivePalette(t, 'light').accentSoft)).toBeGreaterThan(0.85);
    expect(luminance(derivePalette(t, 'dark').accentSoft)).toBeLessThan(0.05);
  });

  it('replaces any derived role given in overrides', () => {
    const t = theme({
      overrides: { light: { accentInk: '#0c1220' }, dark: { accent: '#ffb38a' } },
    });
    expect(derivePalette(t, 'light').accentInk).toBe('#0c1220');
    expect(derivePalette(t, 'dark').accent).toBe('#ffb38a');
  });

  it('colours links and the focus ring with the accent, unless overridden in either scheme', () => {
    const plain = derivePalette(theme({ accent: '#0f766e' }), 'light');
    expect([plain.link, plain.focusRing]).toEqual(['#0f766e', '#0f766e']);
    const t = theme({
      accent: '#fde047',
      overrides: {
        light: { link: '#6b5d06', focusRing: '#8a7a09' },
        dark: { link: '#fff3a8', focusRing: '#fde047' },
      },
    });
    expect(derivePalette(t, 'light')).toMatchObject({
      accent: '#fde047',
      link: '#6b5d06',
      focusRing: '#8a7a09',
    });
    expect(derivePalette(t, 'dark')).toMatchObject({ link: '#fff3a8', focusRing: '#fde047' });
  });

  it('rejects a bad field, naming content/theme.yaml and the field', () => {
    expect(() => theme({ accent: 'orange' })).toThrow(
      'content/theme.yaml: field "accent" must be a hex colour like #c2410c (got "orange")',
    );
    expect(() => theme({ radius: 'huge' })).toThrow('content/theme.yaml: field "radius"');
    expect(() => theme({ overrides: { light: { accent: '#000000' } } })).toThrow(
      'content/theme.yaml: field "overrides.light"',
    );
  });

  it("takes the labels' monospace from the theme: the system's unless JetBrains Mono is chosen", () => {
    expect(theme({}).mono).toBe('system');
    expect(theme({ mono: 'jetbrains-mono' }).mono).toBe('jetbrains-mono');
    expect(siteTheme().mono).toBe('jetbrains-mono');
    expect(() => theme({ mono: 'courier' })).toThrow(
      'content/theme.yaml: field "mono" must be "jetbrains-mono" or "system"',
    );
  });
});

describe('the contrast rule', () => {
  it('passes the sample theme and the fixture accent #0f766e in light and dark', () => {
    expect(contrastFailures(siteTheme())).toEqual([]);
    expect(contrastFailures(theme({ accent: '#0f766e' }))).toEqual([]);
  });

  it('fails a pale yellow accent, naming each pair, both colours and the ratio', () => {
    const report = contrastReport(theme({ accent: '#fde047' }))!;
    expect(report).toContain('content/theme.yaml: 7 colour pair(s) fail WCAG 2.2 AA contrast');
    expect(report).toContain(
      '- light, links and labels on the page: #fde047 on #f6f7f9 is 1.22:1, needs 4.5:1',
    );
    expect(report).toContain(
      "- light, text on the primary button: #ffffff on #fde047 is 1.31:1, needs 4.5:1; or set overrides.light.accentInk: '#0c1220'",
    );
    expect(report).toContain(
      '- light, focus ring against the page: #fde047 on #f6f7f9 is 1.22:1, needs 3:1',
    );
  });

  it('names the nearest shade of the owner colour that passes every pair, and it does', () => {
    const t = theme({ accent: '#fde047' });
    const shade = nearestPassingAccent(t)!;
    expect(contrastReport(t)).toContain(
      `The nearest shade of your accent #fde047 that passes every pair: ${shade} (set accent: '${shade}')`,
    );
    expect(contrastFailures({ ...t, accent: shade })).toEqual([]);
    expect(Math.abs(toOklch(shade).h - toOklch('#fde047').h)).toBeLessThan(5);
  });

  it('checks the dark scheme too, and names the override that fixes it', () => {
    const t = theme({ overrides: { dark: { accent: '#7a2e0e' } } });
    const report = contrastReport(t)!;
    expect(report).toMatch(
      /- dark, links and labels on the page: #7a2e0e on #090e1a is 2.04:1, needs 4\.5:1; or set overrides\.dark\.link: '#[0-9a-f]{6}'/,
    );
    expect(contrastFailures(t).every((f) => f.scheme === 'dark')).toBe(true);
  });

  /** Every `set overrides.<scheme>.<role>: '<colour>'` the report names, as overrides. */
  const suggested = (report: string) => {
    const overrides: Record<string, Record<string, string>> = {};
    for (const [, scheme, role, colour] of report.matchAll(
      /set overrides\.(light|dark)\.(\w+): '(#[0-9a-f]{6})'/g,
    )) {
      overrides[scheme] = { ...overrides[scheme], [role]: colour };
    }
    return overrides;
  };

  it('names an override for every failing pair, links and focus ring in light included', () => {
    // A pale yellow brand with dark button text: no shade of the accent passes both the buttons
    // and the links, so the report must name overrides, and name them on the lines it points at.
    const t = theme({ accent: '#fde047', overrides: { light: { accentInk: '#0c1220' } } });
    const report = contrastReport(t)!;
    const failing = report.split('\n').filter((line) => line.startsWith('  - '));
    expect(failing.length).toBeGreaterThan(0);
    for (const line of failing) expect(line).toMatch(/; or set overrides\.(light|dark)\.\w+: '#/);
    expect(report).toMatch(
      /- light, links and labels on the page: .*; or set overrides\.light\.link: /,
    );
    expect(report).toMatch(
      /- light, focus ring against the page: .*; or set overrides\.light\.focusRing: /,
    );
    expect(report).toContain(
      'No shade of your accent #fde047 fixes this alone: set the overrides above.',
    );
    // Applied, they fix it, and the buttons keep the owner's yellow.
    const { light, dark } = suggested(report);
    const fixed = theme({
      accent: '#fde047',
      overrides: { light: { accentInk: '#0c1220', ...light }, ...(dark ? { dark } : {}) },
    });
    expect(contrastFailures(fixed)).toEqual([]);
    expect(derivePalette(fixed, 'light').accent).toBe('#fde047');
  });

  it('names one fix per colour, the same on every line that names it', () => {
    const report = contrastReport(theme({ accent: '#fde047' }))!;
    const links = [...report.matchAll(/set overrides\.light\.link: '(#[0-9a-f]{6})'/g)];
    expect(links.length).toBeGreaterThan(1);
    expect(new Set(links.map((m) => m[1])).size).toBe(1);
  });

  it('stops failing once the suggested override is applied', () => {
    const t = theme({ overrides: { light: { muted: '#9aa3b0' } } });
    const report = contrastReport(t)!;
    const fix = /set overrides\.light\.muted: '(#[0-9a-f]{6})'/.exec(report)![1];
    expect(contrastFailures(theme({ overrides: { light: { muted: fix } } }))).toEqual([]);
  });
});

describe('the generated stylesheet', () => {
  it('carries both schemes, the radius and the chosen typeface fallbacks', () => {
    const css = themeCss(
      theme({ accent: '#0f766e', font: 'dm-sans', radius: 'large' }),
      fontFamilies['dm-sans'],
    );
    expect(css).toContain('--accent: 15 118 110; /* #0f766e */');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{\n {2}:root \{[^}]*--accent: /);
    expect(css).toContain('--radius-scale: 1.75;');
    expect(css).toContain('Metric-adjusted fallbacks for DM Sans');
    expect(css).toContain('size-adjust: 104.26%;');
  });

  it('gives links and the focus ring their own variables, which the overrides set', () => {
    const css = themeCss(
      theme({ accent: '#fde047', overrides: { light: { link: '#6b5d06', focusRing: '#8a7a09' } } }),
      fontFamilies.inter,
    );
    expect(css).toContain('--accent: 253 224 71; /* #fde047 */');
    expect(css).toContain('--link: 107 93 6; /* #6b5d06 */');
    expect(css).toContain('--focus-ring: 138 122 9; /* #8a7a09 */');
  });

  it('squares every corner with radius none', () => {
    expect(themeCss(theme({ radius: 'none' }), fontFamilies.inter)).toContain('--radius-scale: 0;');
  });
});
