import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { projectCategories } from '@/lib/owner/categories';
import { getProjects } from '@/lib/content/projects';
import { outDir, readHtml, routes } from './out';
import { gzipSync } from 'node:zlib';

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
const imgTags = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);

const isPhoto = (src: string) => /\.(png|jpe?g)$/i.test(src);

const photos = getProjects().flatMap((project) =>
  [project.image, ...project.processImages]
    .filter((image) => isPhoto(image.src))
    .map((image) => ({ route: `/portfolio/${project.id}/`, image })),
);

describe('images in the export', () => {
  it('exercises the photo pipeline with at least one JPEG or PNG in the content', () => {
    expect(photos.length).toBeGreaterThan(0);
  });

  it.each(photos.map(({ route, image }) => [image.src, route, image] as const))(
    'serves %s as AVIF and WebP variants that exist and are referenced by its page',
    (src, route, image) => {
      const html = readHtml(route).replace(/&amp;/g, '&');
      expect(image.sources?.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
      for (const source of image.sources ?? []) {
        const tag = html.match(new RegExp(`<source[^>]*type="${source.type}"[^>]*>`))?.[0];
        expect(tag).toBeDefined();
        const srcSet = attr(tag!, 'srcSet') ?? '';
        expect(srcSet).toBe(source.srcSet);
        for (const candidate of srcSet.split(', ')) {
          const [file, descriptor] = candidate.split(' ');
          const onDisk = path.join(outDir, file);
          expect(fs.existsSync(onDisk)).toBe(true);
          const width = Number(descriptor.replace('w', ''));
          expect(imageSize(fs.readFileSync(onDisk)).width).toBe(width);
          expect(width).toBeLessThanOrEqual(image.width);
        }
      }
    },
  );

  it.each(routes)('gives every image on %s a width, a height and alt text', (route) => {
    for (const tag of imgTags(readHtml(route))) {
      expect(Number(attr(tag, 'width'))).toBeGreaterThan(0);
      expect(Number(attr(tag, 'height'))).toBeGreaterThan(0);
      expect(attr(tag, 'alt')).toEqual(expect.any(String));
    }
  });

  it.each(getProjects().map((p) => p.id))(
    'loads the hero of %s first and the process images lazily',
    (id) => {
      const [hero, ...rest] = imgTags(readHtml(`/portfolio/${id}/`));
      expect(attr(hero, 'fetchPriority')).toBe('high');
      expect(attr(hero, 'loading')).not.toBe('lazy');
      const processImages = rest.filter((tag) => /alt="Process step \d+"/.test(tag));
      expect(processImages.length).toBeGreaterThan(0);
      for (const tag of processImages) expect(attr(tag, 'loading')).toBe('lazy');
    },
  );

  it('loads the first project card image on the portfolio first and the others lazily', () => {
    const [first, ...others] = imgTags(readHtml('/portfolio/'));
    expect(attr(first, 'fetchPriority')).toBe('high');
    expect(others.length).toBeGreaterThan(0);
    // The first card of each other category is first on screen at its ?category= deep link.
    const firstOfCategory = new Set(
      projectCategories
        .map((category) => getProjects().find((project) => project.category === category))
        .filter((project) => project && project.id !== getProjects()[0].id)
        .map((project) => project!.image.src),
    );
    for (const tag of others) {
      const eager = firstOfCategory.has(attr(tag, 'src') ?? '');
      expect([attr(tag, 'src'), attr(tag, 'loading')]).toEqual([
        attr(tag, 'src'),
        eager ? 'eager' : 'lazy',
      ]);
      expect(attr(tag, 'fetchPriority')).not.toBe('high');
    }
  });

  it('has the home hero picture in the page itself, so it needs no request of its own', () => {
    const [hero] = imgTags(readHtml('/'));
    expect(attr(hero, 'src')).toMatch(/^data:image\/svg\+xml,/);
    expect(attr(hero, 'loading')).not.toBe('lazy');
  });

  const photoHeroes = getProjects()
    .filter((project) => isPhoto(project.image.src))
    .map((project) => `/portfolio/${project.id}/`);

  it.each(photoHeroes)(
    'preloads the first-screen photo of %s from the top of <head>, before the inlined styles',
    (route) => {
      const html = readHtml(route);
      const [hero] = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(
        ([, inner]) => inner,
      );
      const best = hero.match(/<source\b[^>]*>/)![0];
      const preload = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
        .map((match) => ({ tag: match[0], at: match.index }))
        .find(({ tag }) => attr(tag, 'imageSrcSet') === attr(best, 'srcSet'));
      expect(preload).toBeDefined();
      expect(attr(preload!.tag, 'type')).toBe(attr(best, 'type'));
      expect(attr(preload!.tag, 'imageSizes')).toBe(attr(best, 'sizes'));
      expect(attr(preload!.tag, 'fetchPriority')).toBe('high');
      expect(preload!.at).toBeLessThan(html.indexOf('<style data-critical-css'));
    },
  );

  // Chromium lays out an SVG image's <text> on the main thread each time it draws it
  // (docs/performance.md): a page shows the drawing's copy with its text as outlines.
  const manifest = JSON.parse(
    fs.readFileSync(path.join('public', '_generated', 'images.json'), 'utf8'),
  ) as Record<string, { outlined?: string | null; kept?: string }>;
  const drawingsOn = (route: string) =>
    imgTags(readHtml(route))
      .map((tag) => attr(tag, 'src') ?? '')
      .filter((src) => src.endsWith('.svg'));

  it.each(routes)('shows no drawing on %s whose text could have been outlined', (route) => {
    for (const src of drawingsOn(route)) {
      const svg = fs.readFileSync(path.join(outDir, src), 'utf8');
      if (!svg.includes('<text')) continue;
      // A drawing keeps its text only when the build said why (say, a logo set in a serif).
      expect([src, manifest[src]?.kept]).toEqual([src, expect.any(String)]);
    }
  });

  it("shows each project drawing's outlined copy, at most 20 KB gzip", () => {
    const drawings = getProjects().flatMap((project) =>
      [project.image, ...project.processImages].filter((image) => image.src.endsWith('.svg')),
    );
    expect(drawings.length).toBeGreaterThan(0);
    const tooLarge: string[] = [];
    for (const { src } of drawings) {
      expect(src).toMatch(/^\/_generated\/images\/projects\/.+-[0-9a-f]{10}\.svg$/);
      const svg = fs.readFileSync(path.join(outDir, src));
      expect(svg.toString('utf8')).not.toContain('<text');
      if (gzipSync(svg).length > 20 * 1024) tooLarge.push(`${src}: ${gzipSync(svg).length} bytes`);
    }
    expect(tooLarge).toEqual([]);
  });
});
