// Reads the picture size and the duration of an MP4 (ISO base media file: .mp4, .m4v, .mov) from
// its boxes, without a system program: moov/mvhd gives the duration, the first video track's
// trak/tkhd its display size, and when tkhd says 0 x 0 the avc1/hvc1/vp09/av01 sample entry in
// trak/mdia/minf/stbl/stsd its coded size. Pure functions over the file's bytes.

/** @typedef {{ width: number, height: number, duration?: number }} VideoSize */

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
const SAMPLE_ENTRIES = new Set(['avc1', 'avc3', 'hvc1', 'hev1', 'vp08', 'vp09', 'av01', 'mp4v']);

/**
 * The boxes in `bytes` from `start` to `end`: type, where the payload starts and where the box
 * ends. Throws when a box runs past `end` (a truncated file) or declares an impossible size.
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {{ type: string, body: number, end: number }[]}
 */
export function mp4Boxes(bytes, start, end) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) throw new Error(`the file ends inside the header of box "${type}"`);
      size = Number(view.getBigUint64(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < body - at) throw new Error(`box "${type}" at byte ${at} has an impossible size`);
    if (at + size > end) {
      throw new Error(`the file ends inside box "${type}" (byte ${at}); is it cut off?`);
    }
    boxes.push({ type, body, end: at + size });
    at += size;
  }
  return boxes;
}

const fixed16 = (view, at) => view.getUint32(at) / 65536;

/** Duration in seconds from an mvhd box (version 0 or 1). */
function movieDuration(view, box) {
  const version = view.getUint8(box.body);
  const timescale = view.getUint32(box.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(view.getBigUint64(box.body + 24)) : view.getUint32(box.body + 16);
  return timescale > 0 ? duration / timescale : undefined;
}

/** Width and height from a tkhd box (16.16 fixed point, the last 8 bytes). */
function trackSize(view, box) {
  return {
    width: Math.round(fixed16(view, box.end - 8)),
    height: Math.round(fixed16(view, box.end - 4)),
  };
}

/** Width and height of the first visual sample entry inside an stsd box. */
function sampleEntrySize(bytes, view, stsd) {
  // stsd: version/flags (4), entry count (4), then the sample entries as boxes.
  for (const entry of mp4Boxes(bytes, stsd.body + 8, stsd.end)) {
    // VisualSampleEntry: 6 reserved + 2 data_reference_index + 16 pre_defined/reserved, then
    // width and height as 16-bit numbers.
    if (SAMPLE_ENTRIES.has(entry.type) && entry.body + 28 <= entry.end) {
      return { width: view.getUint16(entry.body + 24), height: view.getUint16(entry.body + 26) };
    }
  }
  return undefined;
}

/** Walks one trak box: is it video (hdlr "vide"), its tkhd size and its sample entry size. */
function readTrack(bytes, view, trak) {
  const track = { video: false, tkhd: undefined, entry: undefined };
  const walk = (box) => {
    for (const child of mp4Boxes(bytes, box.body, box.end)) {
      if (child.type === 'tkhd') track.tkhd = trackSize(view, child);
      else if (child.type === 'hdlr') {
        track.video =
          String.fromCharCode(...bytes.subarray(child.body + 8, child.body + 12)) === 'vide';
      } else if (child.type === 'stsd') track.entry = sampleEntrySize(bytes, view, child);
      else if (CONTAINERS.has(child.type)) walk(child);
    }
  };
  walk(trak);
  return track;
}

/**
 * Width, height (pixels) and duration (seconds) of the first video track of an MP4 file.
 * Throws with a message that says what is wrong: not an MP4, cut off, no video track.
 * @param {Uint8Array} bytes
 * @returns {VideoSize}
 */
export function mp4Size(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const top = mp4Boxes(bytes, 0, bytes.byteLength);
  if (top[0]?.type !== 'ftyp')
    throw new Error('not an MP4 file (it does not start with an "ftyp" box)');
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) throw new Error('no "moov" box (the file is cut off, or still being written)');
  const children = mp4Boxes(bytes, moov.body, moov.end);
  const mvhd = children.find((box) => box.type === 'mvhd');
  const duration = mvhd ? movieDuration(view, mvhd) : undefined;
  for (const box of children.filter((child) => child.type === 'trak')) {
    const track = readTrack(bytes, view, box);
    if (!track.video) continue;
    const size = track.tkhd?.width && track.tkhd.height ? track.tkhd : track.entry;
    if (size?.width && size.height) return { ...size, ...(duration ? { duration } : {}) };
  }
  throw new Error('no video track with a width and height');
}
