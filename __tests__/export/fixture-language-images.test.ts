/** @jest-environment node */
// The fixture build (npm run build:fixture) in English and German: each German page's link-preview
// image is the German one, under /de/og/ (its role, tagline, categories and case-study titles in
// German), and the English pages keep theirs. 3d-laser-scanning is not translated.
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';

const fixtureOut = path.resolve('artifacts/fixture/site/out');
if (!fs.existsSync(path.join(fixtureOut, 'index.html'))) {
  throw new Error('artifacts/fixture/site/out has no export: run `npm run build:fixture` first.');
}
const site = 'https://www.example.com';
const listed = ['atlas-base', 'profitengine-center', 'focusgate-project-management'];
const untranslated = '3d-laser-scanning';

/** Every page exported under /de/, as a route like /de/about/. */
const germanPages = (
  fs.readdirSync(path.join(fixtureOut, 'de'), {
    recursive: true,
    withFileTypes: true,
  }) as fs.Dirent[]
)
  .filter((entry) => entry.isFile() && entry.name === 'index.html')
  .map((entry) => `/${path.relative(fixtureOut, entry.parentPath)}/`)
  .sort();

/** What a link preview reads from a page's <head>: its image and the image's alt text. */
function previewOf(route: string) {
  const html = fs.readFileSync(path.join(fixtureOut, route, 'index.html'), 'utf8');
  const doc = new JSDOM(html).window.document;
  const content = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
  return {
    image: content('meta[property="og:image"]'),
    twitter: content('meta[name="twitter:image"]'),
    alt: content('meta[property="og:image:alt"]'),
  };
}

const fileOf = (url: string) => path.join(fixtureOut, new URL(url).pathname);

describe("the fixture's social images in German", () => {
  it('exports German pages to check', () => {
    expect(germanPages).toEqual(expect.arrayContaining(['/de/', '/de/portfolio/atlas-base/']));
  });

  it.each(germanPages)('gives %s a German 1200x630 PNG of its own', (route) => {
    const { image, twitter } = previewOf(route);
    const english = previewOf(route.slice('/de'.length)).image;
    expect(image).toMatch(new RegExp(`^${site}/de/og/`));
    expect(twitter).toBe(image);
    const file = fileOf(image!);
    expect(fs.existsSync(file)).toBe(true);
    const png = fs.readFileSync(file);
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    expect(png.equals(fs.readFileSync(fileOf(english!)))).toBe(false);
  });

  it('shows each translated case study its own German image, described in German', () => {
    for (const id of listed) {
      const german = previewOf(`/de/portfolio/${id}/`);
      expect(german.image).toBe(`${site}/de/og/portfolio/${id}.png`);
      expect(german.alt).toContain('Fallstudie');
    }
    expect(previewOf('/de/portfolio/atlas-base/').alt).toContain('Industriedesign & Konstruktion');
    expect(previewOf('/de/').image).toBe(`${site}/de/og/site.png`);
    expect(previewOf('/de/').alt).toBe(
      'Meridian Product Studio: Alex Morgan, Freiberuflicher Produktdesigner & Ingenieur',
    );
  });

  it('points the German case study’s structured data at its German image', () => {
    const html = fs.readFileSync(
      path.join(fixtureOut, 'de/portfolio/atlas-base/index.html'),
      'utf8',
    );
    expect(html).toContain(`${site}/de/og/portfolio/atlas-base.png`);
    expect(html).not.toContain(`${site}/og/portfolio/atlas-base.png`);
  });

  it('has a German image of each English one but the untranslated case study’s', () => {
    const images = (dir: string) => fs.readdirSync(path.join(fixtureOut, dir)).sort();
    // Only listed case studies have one: not the unlisted open-by-link nor the protected ones.
    expect(images('og/portfolio')).toContain(`${untranslated}.png`);
    expect(images('og/portfolio')).not.toContain('open-by-link.png');
    expect(images('de/og/portfolio')).toEqual(
      images('og/portfolio').filter((file) => file !== `${untranslated}.png`),
    );
  });

  it('keeps the English pages’ images where they were', () => {
    for (const route of ['/', '/about/', '/contact/', '/portfolio/', '/process/']) {
      expect(previewOf(route).image).toBe(`${site}/og/site.png`);
    }
    for (const id of [...listed, untranslated]) {
      expect(previewOf(`/portfolio/${id}/`).image).toBe(`${site}/og/portfolio/${id}.png`);
      expect(previewOf(`/portfolio/${id}/`).alt).toContain('case study by');
    }
    expect(previewOf('/').alt).toContain('freelance product designer');
  });

  // The fixture's German FocusGate title ends in a 35-letter compound, wider than the title's
  // line at the card's usual size: the card sets it smaller rather than cutting it at the edge.
  it('keeps every title inside the card, a long German compound word too', async () => {
    const cards = ['og', 'de/og'].flatMap((dir) =>
      (fs.readdirSync(path.join(fixtureOut, dir), { recursive: true }) as string[])
        .filter((file) => file.endsWith('.png'))
        .map((file) => path.join(dir, file)),
    );
    expect(cards).toContain('de/og/portfolio/focusgate-project-management.png');
    for (const card of cards) {
      expect([card, await inkRightOfText(path.join(fixtureOut, card))]).toEqual([card, 0]);
    }
  });
});

/**
 * Pixels in the title's ink colour (light on the dark card) in the strip between the text's right
 * margin (72 px) and the card's frame (24 px): text that ran past its line.
 */
async function inkRightOfText(file: string) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = info.width - 70; x < info.width - 24; x += 1) {
      const at = (y * info.width + x) * 3;
      if (data[at] > 200 && data[at + 1] > 200 && data[at + 2] > 200) ink += 1;
    }
  }
  return ink;
}
