/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { initials } from '@/lib/theme/monogram';

describe('the monogram', () => {
  it.each([
    ['Alex Morgan', 'AM'],
    ['Zoë van der Berg', 'ZB'],
    ['prince', 'P'],
    ['  Ana   María López ', 'AL'],
    ['Émile (Studio) Zola', 'ÉZ'],
  ])('draws the initials of %s as %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('refuses a name without letters, naming the field', () => {
    expect(() => initials('—')).toThrow('content/site.yaml: field "name"');
  });

  it('is drawn as outlines: white initials on a tile of the accent', async () => {
    const svg = execFileSync(
      process.execPath,
      ['scripts/build/pre/brand.mjs', '--monogram', 'Zoë Berg'],
      {
        encoding: 'utf8',
      },
    );
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    expect(svg).not.toContain('<text');
    const { data, info } = await sharp(Buffer.from(svg), { density: 288 })
      .resize(128, 128)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    // The tile, inside its corner: the sample accent #c2410c.
    expect(pixel(12, 64)).toEqual([194, 65, 12]);
    const white = [];
    for (let i = 0; i < data.length; i += 3)
      if (data[i] > 240 && data[i + 1] > 240 && data[i + 2] > 240) white.push(i);
    // Two letters cover a good part of the tile, but far from all of it.
    expect(white.length).toBeGreaterThan(128 * 128 * 0.05);
    expect(white.length).toBeLessThan(128 * 128 * 0.4);
  }, 60_000);
});
