import fs from 'node:fs';
import path from 'node:path';
import { outDir, readHtml, routes } from './out';

// An SVG with text costs a phone 50-120 ms of main thread to lay out (README, Performance), so a
// page shows such a drawing through <picture> with its AVIF variants, never as a bare <img>.
const bareSvgImages = (html: string) =>
  [
    ...html
      .replace(/<picture>[\s\S]*?<\/picture>/g, '')
      .matchAll(/<img\b[^>]*\ssrc="([^"]+\.svg)"/g),
  ]
    .map((match) => match[1])
    .filter((src) => /<text[\s>]/.test(fs.readFileSync(path.join(outDir, src), 'utf8')));

describe('drawings with text', () => {
  it.each(routes)('%s shows none as a bare SVG <img>', (route) => {
    expect(bareSvgImages(readHtml(route))).toEqual([]);
  });

  it('are pictures with AVIF variants on a case study', () => {
    const html = readHtml('/portfolio/atlas-base/');
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/_generated\/images\/projects\/atlas-base\/hero-svg-/,
    );
  });
});
