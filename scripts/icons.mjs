// Renders app/icon.svg into the raster icons Next serves from app/: favicon.ico (16, 32 and 48 px
// PNGs in an ICO container, for browsers and crawlers that ask for /favicon.ico) and apple-icon.png
// (180 px, opaque, as iOS expects). Run `node scripts/icons.mjs` after changing app/icon.svg and
// commit the results.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const svg = await readFile('app/icon.svg');
// The icon's own background colour fills the transparent corners of the touch icon.
const background = /fill="(#[0-9a-f]{3,6})"/i.exec(svg.toString())?.[1] ?? '#000000';

const png = (size, options = {}) => {
  const image = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
  return (options.opaque ? image.flatten({ background }) : image).png().toBuffer();
};

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

const sizes = [16, 32, 48];
const favicon = ico(
  await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) }))),
);
await writeFile('app/favicon.ico', favicon);
await writeFile('app/apple-icon.png', await png(180, { opaque: true }));
console.log('Wrote app/favicon.ico (16, 32, 48 px) and app/apple-icon.png (180 px).');
