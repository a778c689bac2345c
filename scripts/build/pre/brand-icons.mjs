// The icons made from the site's mark (scripts/build/pre/brand.mjs calls this on every build):
// app/icon.svg (the mark itself), app/favicon.ico (16, 32 and 48 px PNGs in an ICO container, for
// browsers and crawlers that ask for /favicon.ico), app/apple-icon.png (180 px, opaque, as iOS
// expects) and the web manifest's 192 and 512 px PNGs in public/icons/. None of them is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

/** Writes every icon from `svg`; `background` fills the corners of the opaque touch icon. */
export async function writeIcons(svg, { background, manifestSizes }) {
  const source = Buffer.from(svg);
  const width = Number(/viewBox="[-\d.]+\s+[-\d.]+\s+([\d.]+)/.exec(svg)?.[1] ?? 32);
  const png = (size, { opaque = false } = {}) => {
    const image = sharp(source, { density: Math.min(2400, (72 * size) / width) }).resize(
      size,
      size,
      {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    );
    return (opaque ? image.flatten({ background }) : image).png().toBuffer();
  };
  writeFileSync('app/icon.svg', svg);
  const sizes = [16, 32, 48];
  const favicon = ico(
    await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) }))),
  );
  writeFileSync('app/favicon.ico', favicon);
  writeFileSync('app/apple-icon.png', await png(180, { opaque: true }));
  mkdirSync('public/icons', { recursive: true });
  for (const size of manifestSizes) {
    writeFileSync(`public/icons/icon-${size}.png`, await png(size));
  }
}
