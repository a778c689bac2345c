/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { fallbackFaces, fontFamilies } from '@/lib/theme/fonts';
import { parseTheme } from '@/lib/theme/theme';
import { socialFonts } from '@/scripts/build/pre/subset-fonts.mjs';

describe('the font choice', () => {
  it.each(Object.entries(fontFamilies))('ships %s as an npm package file', (_name, family) => {
    expect(fs.existsSync(path.join('node_modules', family.file))).toBe(true);
  });

  it('defaults to Inter', () => {
    expect(parseTheme({ accent: '#c2410c' }).font).toBe('inter');
  });

  it('refuses a typeface that is not offered, listing the ones that are', () => {
    expect(() => parseTheme({ accent: '#c2410c', font: 'comic-sans' })).toThrow(
      /content\/theme.yaml: field "font" .*"inter"\|"dm-sans"\|"source-sans-3"\|"source-serif-4"/,
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
        /content\/theme.yaml: field "font.file" must be a .woff2 path inside content\//,
      );
    },
  );
});

describe("measuring the owner's font at build (scripts/build/pre/font-file.mjs)", () => {
  const measure = (file: string) =>
    spawnSync(process.execPath, ['scripts/build/pre/font-file.mjs', file], { encoding: 'utf8' });

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
    const file =
      'node_modules/@fontsource/jetbrains-mono/files/jetbrains-mono-latin-400-normal.woff2';
    const result = measure(file);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `content/theme.yaml: field "font.file": ${file} must be a variable font whose weight axis covers 400 to 600`,
    );
    expect(result.stderr).toContain('it has no weight axis (a static font)');
  });

  it('names a file that is missing', () => {
    const result = measure('content/brand/fonts/missing.woff2');
    expect(result.stderr).toContain(
      'content/theme.yaml: field "font.file": content/brand/fonts/missing.woff2 does not exist.',
    );
  });
});

describe('the typeface of the social images (scripts/build/pre/subset-fonts.mjs socialFonts)', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-fonts-'));
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  const text = 'Meridian Product Studio · Industrial Design & Engineering';
  const open = (file: string) => fontkit.create(fs.readFileSync(file));

  it.each(['inter', 'dm-sans', 'source-serif-4'] as const)(
    "cuts %s, the theme's choice, as static TrueType at each weight the cards set",
    async (name) => {
      const file = path.join('node_modules', fontFamilies[name].file);
      const record = await socialFonts({ file, label: fontFamilies[name].label, outDir, text });
      expect(record).toMatchObject({ source: file, label: fontFamilies[name].label });
      expect(record.fonts.map((font) => font.weight)).toEqual([500, 600]);
      const family = open(file).familyName;
      for (const { weight, file: cut } of record.fonts) {
        const font = open(path.join(outDir, cut));
        // Satori draws a variable font at its default weight: each cut is one weight, no axis.
        expect(font.familyName).toBe(family);
        expect(Object.keys(font.variationAxes)).toEqual([]);
        expect(font['OS/2'].usWeightClass).toBe(weight);
        for (const char of text.replace(/\s/g, '')) {
          expect(font.hasGlyphForCodePoint(char.codePointAt(0)!)).toBe(true);
        }
      }
      const written = JSON.parse(fs.readFileSync(path.join(outDir, 'social.json'), 'utf8'));
      expect(written).toEqual(record);
    },
  );

  it('cuts them again when the theme picks another typeface', async () => {
    const inter = path.join('node_modules', fontFamilies.inter.file);
    const serif = path.join('node_modules', fontFamilies['source-serif-4'].file);
    await socialFonts({ file: inter, label: 'Inter', outDir, text });
    const record = await socialFonts({ file: serif, label: 'Source Serif 4', outDir, text });
    expect(record.source).toBe(serif);
    expect(open(path.join(outDir, record.fonts[1].file)).familyName).toBe('Source Serif 4');
  });
});
