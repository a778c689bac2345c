import zlib from 'node:zlib';

/** A PNG file whose only content is a compressed text chunk (zTXt) holding `text` under `keyword`. */
export function pngWithText(text: string, keyword = 'Comment'): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.alloc(13)),
    chunk('zTXt', Buffer.concat([Buffer.from(`${keyword}\0\0`), zlib.deflateSync(text)])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
