// A protected project's plain-text files in one byte string, to be sealed as one (./sync):
// JSON length (uint32, big-endian) | JSON [{ path, size }] | the files' bytes one after another, in
// path order, so the same files always pack to the same bytes.
export type SourceFile = { path: string; bytes: Uint8Array };

export function packSources(files: SourceFile[]): Uint8Array {
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const index = new TextEncoder().encode(
    JSON.stringify(sorted.map(({ path, bytes }) => ({ path, size: bytes.length }))),
  );
  const total = 4 + index.length + sorted.reduce((sum, { bytes }) => sum + bytes.length, 0);
  const packed = new Uint8Array(total);
  new DataView(packed.buffer).setUint32(0, index.length);
  packed.set(index, 4);
  let at = 4 + index.length;
  for (const { bytes } of sorted) {
    packed.set(bytes, at);
    at += bytes.length;
  }
  return packed;
}

const safePath = (file: unknown): file is string =>
  typeof file === 'string' &&
  file.length > 0 &&
  !file.startsWith('/') &&
  !file.includes('\\') &&
  file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/** The files packed by `packSources`; throws on bytes that are not such a pack. */
export function unpackSources(packed: Uint8Array): SourceFile[] {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  const length = packed.length >= 4 ? view.getUint32(0) : Infinity;
  if (4 + length > packed.length) throw new Error('not a pack of source files');
  const index: unknown = JSON.parse(new TextDecoder().decode(packed.subarray(4, 4 + length)));
  if (!Array.isArray(index)) throw new Error('not a pack of source files');
  let at = 4 + length;
  const files = index.map((entry: { path?: unknown; size?: unknown }) => {
    const size = entry.size;
    if (!safePath(entry.path) || typeof size !== 'number' || at + size > packed.length) {
      throw new Error('not a pack of source files');
    }
    const file = { path: entry.path, bytes: packed.slice(at, at + size) };
    at += size;
    return file;
  });
  if (at !== packed.length) throw new Error('not a pack of source files');
  return files;
}
