// The fixture build (npm run build:fixture) has its own theme and mark (__tests__/fixture/site/
// content/theme.yaml and brand/mark.svg): its export must carry them, with every icon and social
// image made from the fixture's mark, and the social images set in the fixture's typeface.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as fontkit from 'fontkit';
import sharp from 'sharp';
import { projectCategories } from '@/lib/owner/categories';
import { fontFamilies } from '@/lib/theme/fonts';
import { criticalCss } from '@/scripts/build/post/critical-css.mjs';
import { socialFonts, type SocialFonts } from '@/scripts/build/pre/subset-fonts.mjs';

const root = path.join(process.cwd(), 'artifacts/fixture/site');
const out = path.join(root, 'out');
if (!fs.existsSync(path.join(out, 'index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const fixtureMark = fs.readFileSync('__tests__/fixture/site/content/brand/mark.svg', 'utf8');
const markColour = [0x7c, 0x3a, 0xed];

const html = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
const file = (href: string) => path.join(out, href.split('?')[0]);
const stylesheets = (page: string) =>
  [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)]
    .map((m) => fs.readFileSync(file(m[1]), 'utf8'))
    .join('\n');

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [...data.subarray(at, at + 3)];
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, i) => Math.abs(value - expected[i]) <= 6);

/** The largest PNG inside an .ico file. */
function largestIcoImage(ico: Buffer) {
  const count = ico.readUInt16LE(4);
  const entries = Array.from({ length: count }, (_, i) => ({
    size: ico.readUInt8(6 + 16 * i) || 256,
    length: ico.readUInt32LE(6 + 16 * i + 8),
    offset: ico.readUInt32LE(6 + 16 * i + 12),
  })).sort((a, b) => b.size - a.size);
  return {
    size: entries[0].size,
    png: ico.subarray(entries[0].offset, entries[0].offset + entries[0].length),
  };
}

describe('the fixture theme in the export', () => {
  const css = stylesheets(html('/'));

  it("carries the fixture's accent and the shades derived from it, in light and dark", () => {
    expect(css).toMatch(/:root\{[^}]*--accent:15 118 110/);
    expect(css).toMatch(/prefers-color-scheme:dark\)\{:root\{[^}]*--accent:95 182 173/);
    // The warm neutral family.
    expect(css).toContain('--canvas:248 246 243');
  });

  it("gives the browser's toolbar and the manifest the fixture's page colour", () => {
    expect(html('/')).toMatch(
      /<meta name="theme-color" content="#f8f6f3" media="\(prefers-color-scheme: light\)"/,
    );
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8'));
    expect(manifest.theme_color).toBe('#f8f6f3');
  });

  it("carries the fixture's radius, which the cards, buttons and images follow", () => {
    expect(css).toContain('--radius-scale:1.75');
    expect(css).toMatch(
      /\.rounded-xl\{border-radius:calc\(\.75rem\s*\*\s*var\(--radius-scale,\s*1\)\)/,
    );
    expect(css).toMatch(
      /\.rounded-md\{border-radius:calc\(\.375rem\s*\*\s*var\(--radius-scale,\s*1\)\)/,
    );
  });

  it("uses the owner's own font file with the fallbacks measured from it at build", () => {
    // Its widths over the fixture's text, measured by scripts/build/pre/font-file.mjs: DM Sans's,
    // which Chromium measured at 104.26 % of Arial over the sample's text (lib/theme/fonts.ts), not
    // Inter's. The faces are declared in each page's own <style>
    // (scripts/build/post/critical-css.mjs), not the sheet.
    const faces = criticalCss(html('/'))!;
    const regular = /font-family:Site Sans Fallback;[^}]*font-weight:400;size-adjust:([\d.]+)%/;
    const adjust = Number(regular.exec(faces)?.[1]);
    expect(Math.abs(adjust / 104.26 - 1)).toBeLessThan(0.003);
    expect(faces).not.toContain('size-adjust:106.78%');
    const [font] = [...html('/').matchAll(/href="([^"]+\.woff2)"/g)].map((m) => m[1]);
    const source = fs.readFileSync(
      'node_modules/@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    );
    // Cut to the site's characters and weights like the npm families, not shipped whole.
    expect(fs.statSync(file(font)).size).toBeLessThan(source.length * 0.8);
  });

  it("keeps each page's font within today's bytes (Inter, 19,708 bytes) plus 10 %", () => {
    for (const route of ['/', '/portfolio/', '/portfolio/atlas-base/', '/about/', '/contact/']) {
      const fonts = [...html(route).matchAll(/href="([^"]+\.woff2)"/g)].map((m) => m[1]);
      expect(new Set(fonts).size).toBe(1);
      expect(fs.statSync(file(fonts[0])).size).toBeLessThanOrEqual(19_708 * 1.1);
    }
  });
});

describe("icons and social images from the fixture's mark", () => {
  it('serves the mark itself as the SVG favicon', () => {
    expect(fs.readFileSync(path.join(out, 'icon.svg'), 'utf8')).toBe(fixtureMark);
  });

  it('shows the mark in the header and footer of every page', () => {
    const uri = `data:image/svg+xml;base64,${Buffer.from(fixtureMark).toString('base64')}`;
    expect(html('/').split(`<image href="${uri}"`).length - 1).toBe(2);
    expect(html('/portfolio/atlas-base/')).toContain(uri);
  });

  it('draws favicon.ico from it', async () => {
    const { size, png } = largestIcoImage(fs.readFileSync(path.join(out, 'favicon.ico')));
    expect(size).toBe(48);
    expect(near(await pixel(png, 10, 24), markColour)).toBe(true);
  });

  it('draws the Apple touch icon and the manifest icons from it', async () => {
    const apple = fs.readFileSync(path.join(out, 'apple-icon.png'));
    expect(await sharp(apple).metadata()).toMatchObject({ width: 180, height: 180 });
    expect(near(await pixel(apple, 30, 90), markColour)).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(path.join(out, 'manifest.webmanifest'), 'utf8'));
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png');
    expect(pngs.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of pngs) {
      const size = Number(icon.sizes.split('x')[0]);
      const image = fs.readFileSync(file(icon.src));
      expect(await sharp(image).metadata()).toMatchObject({ width: size, height: size });
      expect(near(await pixel(image, Math.round(size / 6), Math.round(size / 2)), markColour)).toBe(
        true,
      );
    }
  });

  it.each(['og/site.png', 'og/portfolio/atlas-base.png'])(
    'puts it on the social image %s',
    async (png) => {
      // The mark is drawn 52 px square at the card's top-left padding
      // (components/seo/social-image.tsx).
      const image = fs.readFileSync(path.join(out, png));
      expect(near(await pixel(image, 80, 90), markColour)).toBe(true);
    },
  );
});

describe("the social images in the fixture's typeface", () => {
  // What the brand step cut for the cards, and which file it cut them from (outside out/).
  const record: SocialFonts = JSON.parse(
    fs.readFileSync(path.join(root, 'app/_fonts/social.json'), 'utf8'),
  );
  const ownFont = path.join(root, 'content/brand/fonts/studio-sans.woff2');

  it("cuts the cards' fonts from the fixture's own font file", () => {
    expect(record.source).toBe('content/brand/fonts/studio-sans.woff2');
    const family = fontkit.create(fs.readFileSync(ownFont)).familyName;
    for (const { file } of record.fonts) {
      expect(fontkit.create(fs.readFileSync(path.join(root, 'app/_fonts', file))).familyName).toBe(
        family,
      );
    }
  });

  it('sets the footnote in it: the line is as long as that typeface makes it, not Inter', async () => {
    // components/seo/social-image.tsx: the categories at 26 px, weight 500, from x = 72, above the
    // bottom padding. The two typefaces set this line about 14 px apart.
    const footnote = projectCategories.join(' · ');
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'social-inter-'));
    try {
      const inter = await socialFonts({
        file: path.join('node_modules', fontFamilies.inter.file),
        outDir: tmp,
        text: footnote,
      });
      const end = (dir: string, cut: SocialFonts) => {
        const font = fontkit.create(fs.readFileSync(path.join(dir, cut.fonts[0].file)));
        return 72 + (font.layout(footnote).advanceWidth * 26) / font.unitsPerEm;
      };
      const expected = {
        fixture: end(path.join(root, 'app/_fonts'), record),
        inter: end(tmp, inter),
      };
      expect(Math.abs(expected.fixture - expected.inter)).toBeGreaterThan(8);

      const { data, info } = await sharp(fs.readFileSync(path.join(out, 'og/site.png')))
        .removeAlpha()
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // The rightmost light pixel of the footnote's band (the grid and frame lines are dark).
      let ink = 0;
      for (let y = 525; y < 580; y += 1) {
        for (let x = 72; x < 1100; x += 1)
          if (data[y * info.width + x] > 100) ink = Math.max(ink, x);
      }
      expect(Math.abs(ink - expected.fixture)).toBeLessThan(5);
      expect(Math.abs(ink - expected.fixture)).toBeLessThan(Math.abs(ink - expected.inter));
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
