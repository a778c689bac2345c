/** @jest-environment node */
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
