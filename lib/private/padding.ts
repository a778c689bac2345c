// The padding inside a sealed file, so that its size gives away only how many 16 KiB blocks the
// case study (text and images) takes, not its exact length: length (uint32, big-endian) | the
// bytes | zeros up to the next multiple of 16 KiB. Unpadding reads the length and ignores the rest.

export const PAD_BLOCK = 16 * 1024;
const LENGTH_BYTES = 4;

export function pad(plain: Uint8Array): Uint8Array {
  const size = Math.ceil((LENGTH_BYTES + plain.length) / PAD_BLOCK) * PAD_BLOCK;
  const padded = new Uint8Array(size);
  new DataView(padded.buffer).setUint32(0, plain.length);
  padded.set(plain, LENGTH_BYTES);
  return padded;
}

/** The bytes without their padding, or undefined when the length does not fit. */
export function unpad(padded: Uint8Array): Uint8Array | undefined {
  if (padded.length < LENGTH_BYTES) return undefined;
  const length = new DataView(padded.buffer, padded.byteOffset, padded.byteLength).getUint32(0);
  if (length > padded.length - LENGTH_BYTES) return undefined;
  return padded.slice(LENGTH_BYTES, LENGTH_BYTES + length);
}
