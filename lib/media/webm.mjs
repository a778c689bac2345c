// Reads the picture size and the duration of a WebM (or Matroska) file from its EBML elements,
// without a system program: Segment/Info gives the duration, the first video TrackEntry's
// Video/PixelWidth and PixelHeight (or DisplayWidth/DisplayHeight when set) the size. Stops at the
// first Cluster: the tracks come before the frames. Pure functions over the file's bytes.

/** @typedef {import('./mp4.mjs').VideoSize} VideoSize */

const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackType: 0x83,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  DisplayWidth: 0x54b0,
  DisplayHeight: 0x54ba,
  Cluster: 0x1f43b675,
};

/** A variable-length integer at `at`: its value (marker bit kept for IDs) and its length. */
function vint(bytes, at, keepMarker) {
  const first = bytes[at];
  if (first === undefined)
    throw new Error('the file ends inside an element header; is it cut off?');
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) throw new Error(`a malformed element header at byte ${at}`);
  if (at + length > bytes.length) {
    throw new Error('the file ends inside an element header; is it cut off?');
  }
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i];
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/**
 * The elements from `start` to `end`: id, where the data starts and ends. An element of unknown
 * size (a live-written Segment or Cluster) runs to `end`. Throws when one runs past `end`.
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {{ id: number, body: number, end: number }[]}
 */
export function ebmlElements(bytes, start, end) {
  const elements = [];
  let at = start;
  while (at < end) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    const stop = size.unknown ? end : body + size.value;
    if (stop > end) {
      throw new Error(`the file ends inside element 0x${id.value.toString(16)}; is it cut off?`);
    }
    elements.push({ id: id.value, body, end: stop });
    if (id.value === ID.Cluster) break;
    at = stop;
  }
  return elements;
}

const uint = (bytes, el) => bytes.subarray(el.body, el.end).reduce((n, byte) => n * 256 + byte, 0);
const float = (bytes, el) => {
  const view = new DataView(bytes.buffer, bytes.byteOffset + el.body, el.end - el.body);
  return el.end - el.body === 4 ? view.getFloat32(0) : view.getFloat64(0);
};
const child = (bytes, el, id) => ebmlElements(bytes, el.body, el.end).find((c) => c.id === id);

/** The size of a TrackEntry that is a video track, or undefined. */
function videoTrackSize(bytes, entry) {
  const type = child(bytes, entry, ID.TrackType);
  const video = child(bytes, entry, ID.Video);
  if (!video || (type && uint(bytes, type) !== 1)) return undefined;
  const fields = ebmlElements(bytes, video.body, video.end);
  const read = (id) => {
    const el = fields.find((f) => f.id === id);
    return el ? uint(bytes, el) : 0;
  };
  const width = read(ID.DisplayWidth) || read(ID.PixelWidth);
  const height = read(ID.DisplayHeight) || read(ID.PixelHeight);
  return width && height ? { width, height } : undefined;
}

/** Duration in seconds from the Segment's Info element. */
function segmentDuration(bytes, info) {
  const scale = child(bytes, info, ID.TimecodeScale);
  const duration = child(bytes, info, ID.Duration);
  if (!duration) return undefined;
  return (float(bytes, duration) * (scale ? uint(bytes, scale) : 1_000_000)) / 1e9;
}

/**
 * Width, height (pixels) and duration (seconds) of the first video track of a WebM file.
 * Throws with a message that says what is wrong: not a WebM, cut off, no video track.
 * @param {Uint8Array} bytes
 * @returns {VideoSize}
 */
export function webmSize(bytes) {
  if (bytes[0] !== 0x1a || bytes[1] !== 0x45) {
    throw new Error('not a WebM file (it does not start with an EBML header)');
  }
  const top = ebmlElements(bytes, 0, bytes.length);
  const header = top[0];
  const docType = child(bytes, header, ID.DocType);
  const kind = docType ? new TextDecoder().decode(bytes.subarray(docType.body, docType.end)) : '';
  if (!['webm', 'matroska'].includes(kind)) {
    throw new Error(`not a WebM file (document type "${kind}")`);
  }
  const segment = top.find((el) => el.id === ID.Segment);
  if (!segment) throw new Error('no Segment element (the file is cut off)');
  const parts = ebmlElements(bytes, segment.body, segment.end);
  const info = parts.find((el) => el.id === ID.Info);
  const duration = info ? segmentDuration(bytes, info) : undefined;
  const tracks = parts.find((el) => el.id === ID.Tracks);
  for (const entry of tracks ? ebmlElements(bytes, tracks.body, tracks.end) : []) {
    const size = entry.id === ID.TrackEntry ? videoTrackSize(bytes, entry) : undefined;
    if (size) return { ...size, ...(duration ? { duration } : {}) };
  }
  throw new Error('no video track with a width and height');
}
