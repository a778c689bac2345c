/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fallbackFaces, fontFamilies } from '@/lib/theme/fonts';
import { parseTheme } from '@/lib/theme/theme';

describe('the font choice', () => {
  it.each(Object.entries(fontFamilies))('ships %s as an npm package file', (_name, family) => {
    expect(fs.existsSync(path.join('node_modules', family.file))).toBe(true);
  });

  it('defaults to Inter', () => {
    expect(parseTheme({ accent: '#c2410c' }).font).toBe('inter');
  });

  it('refuses a typeface that is not offered, listing the ones that are', () => {
    expect(() => parseTheme({ accent: '#c2410c', font: 'comic-sans' })).toThrow(
      /content\/theme.ts: field "font" .*"inter"\|"dm-sans"\|"source-sans-3"\|"source-serif-4"/,
    );
  });

  it("keeps Inter's measured fallbacks, per weight, for Arial and Roboto", () => {
    const css = fallbackFaces(fontFamilies.inter);
    expect(css).toContain(
      "font-family: 'Site Sans Fallback';\n  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');\n  font-weight: 400;\n  size-adjust: 106.78%;\n  ascent-override: 90.72%;\n  descent-override: 22.59%;",
    );
    expect(css).toContain('font-weight: 600 700;\n  size-adjust: 107.2%;');
  });

  it('gives every family a fallback for each weight the site sets', () => {
    for (const family of Object.values(fontFamilies)) {
      const css = fallbackFaces(family);
      expect(css.match(/@font-face/g)).toHaveLength(6);
      expect(css).not.toContain('NaN');
    }
  });
});

describe("the owner's own font", () => {
  it('takes a variable woff2 inside content/, with an optional label', () => {
    const font = { file: 'brand/fonts/studio-sans.woff2', label: 'Studio Sans' };
    expect(parseTheme({ accent: '#c2410c', font }).font).toEqual(font);
  });

  it.each(['../fonts/outside.woff2', 'brand/fonts/studio.ttf'])(
    'refuses %s, naming the field',
    (file) => {
      expect(() => parseTheme({ accent: '#c2410c', font: { file } })).toThrow(
        /content\/theme.ts: field "font.file" must be a .woff2 path inside content\//,
      );
    },
  );
});

describe("measuring the owner's font at build (scripts/font-file.mjs)", () => {
  const measure = (file: string) =>
    spawnSync(process.execPath, ['scripts/font-file.mjs', file], { encoding: 'utf8' });

  it.each(['dm-sans', 'source-sans-3', 'source-serif-4'] as const)(
    "finds %s's widths within 0.3 %% of what Chromium measured, and its ascent and descent",
    (name) => {
      const family = fontFamilies[name];
      const result = measure(path.join('node_modules', family.file));
      expect(result.stderr).toBe('');
      const measured = JSON.parse(result.stdout);
      expect(measured.ascent).toBeCloseTo(family.ascent, 3);
      expect(measured.descent).toBeCloseTo(family.descent, 3);
      for (const weight of [400, 500, 600] as const) {
        expect(Math.abs(measured.sizeAdjust[weight] / family.sizeAdjust[weight] - 1)).toBeLessThan(
          0.003,
        );
      }
    },
  );

  it('refuses a static font, saying why and what to use instead', () => {
    const result = measure('node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'content/theme.ts: field "font.file": node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2 must be a variable font whose weight axis covers 400 to 600',
    );
    expect(result.stderr).toContain('it has no weight axis (a static font)');
  });

  it('names a file that is missing', () => {
    const result = measure('content/brand/fonts/missing.woff2');
    expect(result.stderr).toContain(
      'content/theme.ts: field "font.file": content/brand/fonts/missing.woff2 does not exist.',
    );
  });
});
