/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { INLINE_SVG_MAX_BYTES, readImage } from '@/lib/images/images';
import { loadProjects } from '@/lib/content/projects';
import { optimizeImages, variantWidths } from '@/scripts/build/pre/optimize-images.mjs';
import { loadOutlineFonts } from '@/scripts/build/pre/outline-svg.mjs';

jest.setTimeout(30_000);

let publicDir: string;
const messages: string[] = [];
const optimize = () => optimizeImages({ publicDir, log: (message) => messages.push(message) });

// Flat colour keeps the encoders quick; the pipeline treats it like any photo.
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();

async function put(src: string, data: Buffer | string) {
  const file = path.join(publicDir, src);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

const widthsIn = (srcSet: string) =>
  srcSet.split(', ').map((c) => Number(c.split(' ')[1].slice(0, -1)));

beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  messages.length = 0;
});

afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe('the image pipeline', () => {
  it('makes the standard widths below the original and the original width, never wider', () => {
    expect(variantWidths(3000)).toEqual([640, 960, 1280, 1920]);
    expect(variantWidths(1200)).toEqual([640, 960, 1200]);
    expect(variantWidths(400)).toEqual([400]);
  });

  it('turns a JPEG in a project folder into AVIF and WebP variants with a placeholder', async () => {
    await put('images/projects/sample/photo.jpg', await photo(1200, 800));
    await optimize();
    const image = readImage('/images/projects/sample/photo.jpg', publicDir);
    expect(image).toMatchObject({ width: 1200, height: 800 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of image.sources ?? []) {
      expect(widthsIn(source.srcSet)).toEqual([640, 960, 1200]);
      for (const candidate of source.srcSet.split(', ')) {
        const [src, w] = candidate.split(' ');
        const { width } = await sharp(path.join(publicDir, src)).metadata();
        expect(`${width}w`).toBe(w);
      }
    }
  });

  it('gives a PNG with transparency no placeholder, which would show through it', async () => {
    const logo = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    await put('images/logo.png', logo);
    await optimize();
    const image = readImage('/images/logo.png', publicDir);
    expect(image.sources).toHaveLength(2);
    expect(image.placeholder).toBeUndefined();
  });

  it('leaves SVGs as they are', async () => {
    await put(
      'images/mark.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"/>',
    );
    await optimize();
    expect(readImage('/images/mark.svg', publicDir)).toEqual({
      src: '/images/mark.svg',
      width: 64,
      height: 32,
    });
  });

  it('writes a small SVG into the page for the first screen, and fetches anything larger', async () => {
    await put(
      'images/mark.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><path d="M0 0h64v32"/></svg>',
    );
    const big = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"><!--${'x'.repeat(INLINE_SVG_MAX_BYTES)}--></svg>`;
    await put('images/big.svg', big);
    await put('images/photo.jpg', await photo(700, 500));
    await optimize();
    const inline = { inline: true };
    const mark = readImage('/images/mark.svg', publicDir, inline);
    expect(mark).toMatchObject({ width: 64, height: 32 });
    expect(mark.src).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(mark.src)).toContain("<path d='M0 0h64v32'/>");
    expect(readImage('/images/big.svg', publicDir, inline).src).toBe('/images/big.svg');
    expect(readImage('/images/photo.jpg', publicDir, inline)).toEqual(
      readImage('/images/photo.jpg', publicDir),
    );
  });

  const drawing = (text: string, family = 'ui-monospace, Menlo, monospace') =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 400 100">` +
    `<style>.label{font-size:28px;fill:#123}</style><rect width="400" height="100" fill="#fff"/>` +
    `<g font-family="${family}"><text x="20" y="40" class="label">${text}</text>` +
    `<text x="380" y="80" font-size="20" font-weight="700" text-anchor="end">REV 04</text></g></svg>`;

  /** Greyscale pixels of an SVG as resvg draws it, with the typeface the outlines are made from. */
  async function pixels(svg: string) {
    const fonts = await loadOutlineFonts();
    try {
      const png = new Resvg(svg, {
        font: { loadSystemFonts: false, fontFiles: fonts.files, monospaceFamily: 'JetBrains Mono' },
      })
        .render()
        .asPng();
      return await sharp(png).greyscale().raw().toBuffer();
    } finally {
      await fonts.dispose();
    }
  }

  it('shows a drawing with text as a copy whose text is outlines drawn as the text was', async () => {
    const svg = drawing('MODULE BAY · 9–24V');
    await put('images/drawing.svg', svg);
    await optimize();
    const image = readImage('/images/drawing.svg', publicDir);
    expect(image).toMatchObject({ width: 400, height: 100 });
    expect(image.src).toMatch(/^\/_generated\/images\/drawing-[0-9a-f]{10}\.svg$/);
    const copy = fs.readFileSync(path.join(publicDir, image.src), 'utf8');
    expect(copy).not.toContain('<text');
    expect(fs.readFileSync(path.join(publicDir, 'images/drawing.svg'), 'utf8')).toBe(svg);
    // Against the same drawing set in the typeface: the same ink, and not an empty picture.
    const [text, outlines, blank] = await Promise.all(
      [svg, copy, drawing('')].map((source) => pixels(source)),
    );
    const differing = (a: Buffer, b: Buffer) =>
      a.filter((value, i) => Math.abs(value - b[i]) > 64).length;
    expect(differing(text, blank)).toBeGreaterThan(1000);
    expect(differing(outlines, text)).toBeLessThan(differing(text, blank) / 50);
  });

  it('keeps the text of a drawing it cannot set in JetBrains Mono, and says why', async () => {
    await put('images/serif.svg', drawing('Harbor & Pine', "Georgia, 'Times New Roman', serif"));
    await put('images/snow.svg', drawing('SNOW ☃'));
    await optimize();
    expect(readImage('/images/serif.svg', publicDir).src).toBe('/images/serif.svg');
    expect(readImage('/images/snow.svg', publicDir).src).toBe('/images/snow.svg');
    expect(messages).toEqual(
      expect.arrayContaining([
        `optimize-images: /images/serif.svg keeps its text as text: its text asks for "Georgia, 'Times New Roman', serif", not a monospace typeface`,
        'optimize-images: /images/snow.svg keeps its text as text: JetBrains Mono has no "☃"',
      ]),
    );
  });

  it('says once that a drawing keeps its text, not again on every run, and again once it changes', async () => {
    const kept = (text: string) => text.includes('keeps its text as text');
    await put('images/serif.svg', drawing('Harbor & Pine', 'Georgia, serif'));
    await optimize();
    expect(messages.filter(kept)).toHaveLength(1);
    await optimize();
    await optimize();
    expect(messages.filter(kept)).toHaveLength(1);
    expect(readImage('/images/serif.svg', publicDir).src).toBe('/images/serif.svg');
    await put('images/serif.svg', drawing('Harbor & Pine & Co', 'Georgia, serif'));
    await optimize();
    expect(messages.filter(kept)).toEqual([
      expect.stringContaining('/images/serif.svg keeps its text as text'),
      expect.stringContaining('/images/serif.svg keeps its text as text'),
    ]);
  });

  it('shows a changed drawing as it is until its outlines are made again', async () => {
    await put('images/drawing.svg', drawing('REV 03'));
    await optimize();
    const before = readImage('/images/drawing.svg', publicDir).src;
    await put('images/drawing.svg', drawing('REV 05'));
    expect(readImage('/images/drawing.svg', publicDir).src).toBe('/images/drawing.svg');
    await optimize();
    const after = readImage('/images/drawing.svg', publicDir).src;
    expect(after).toMatch(/^\/_generated\/images\/drawing-[0-9a-f]{10}\.svg$/);
    expect(after).not.toBe(before);
    expect(fs.existsSync(path.join(publicDir, before))).toBe(false);
    expect(messages[1]).toMatch(/ 1 drawing\(s\) with text outlined \(1 made\); 1 stale removed/);
    // The first screen's drawing comes inline as the owner's file.
    const { src } = readImage('/images/drawing.svg', publicDir, { inline: true });
    expect(decodeURIComponent(src)).toContain('REV 05</text>');
  });

  it('reuses the variants of an unchanged image on the next run', async () => {
    await put('images/photo.jpg', await photo(700, 500));
    await optimize();
    await optimize();
    expect(messages[0]).toMatch(/ 4 variant\(s\) made, 0 cached/);
    expect(messages[1]).toMatch(/ 0 variant\(s\) made, 4 cached/);
  });

  it('refuses a replaced photo until its variants are made again, then drops the old ones', async () => {
    await put('images/photo.jpg', await photo(700, 500));
    await optimize();
    const before = readImage('/images/photo.jpg', publicDir);
    await put('images/photo.jpg', await photo(800, 600));
    expect(() => readImage('/images/photo.jpg', publicDir)).toThrow(
      '/images/photo.jpg has no up-to-date responsive variants: run `npm run images`',
    );
    await optimize();
    expect(readImage('/images/photo.jpg', publicDir)).toMatchObject({ width: 800, height: 600 });
    const oldVariant = before.sources![0].srcSet.split(' ')[0];
    expect(fs.existsSync(path.join(publicDir, oldVariant))).toBe(false);
    expect(messages[1]).toMatch(/ 4 stale removed/);
  });

  it('fails the content load naming the file and field when a photo has no variants', async () => {
    const dir = path.join(publicDir, '..', `${path.basename(publicDir)}-projects`);
    fs.mkdirSync(dir);
    try {
      await put('images/sample/hero.jpg', await photo(640, 400));
      fs.writeFileSync(
        path.join(dir, 'sample.md'),
        [
          '---',
          'id: sample',
          'title: Sample',
          'description: A sample.',
          'order: 1',
          'category: UX & Digital',
          'image: /images/sample/hero.jpg',
          'imageAlt: A sample photo.',
          'processImages:',
          '  - /images/sample/hero.jpg',
          'date: 2025-01-31',
          '---',
          ...['Overview', 'The Challenge', 'My Role', 'Process & Solution', 'The Results'].map(
            (title) => `## ${title}\n\nText.\n`,
          ),
        ].join('\n'),
      );
      expect(() => loadProjects(dir, publicDir)).toThrow(
        /sample\.md: field "image": \/images\/sample\/hero\.jpg has no up-to-date responsive variants/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
