// What a server component passes a client component of the site's own words. A client component
// imports its English slice itself (its texts stay in its script, as before languages), so the
// slice is passed only when it differs: another language, or the owner's own words. With one
// language and no words file, no page carries a byte more (not even an empty prop).
export function changedWords<Slice extends object>(slice: Slice, shipped: Slice) {
  return JSON.stringify(slice) === JSON.stringify(shipped) ? undefined : slice;
}

/** `{ words: slice }` to spread on a client component, or nothing when it equals the shipped one. */
export function wordsProp<Slice extends object>(slice: Slice, shipped: Slice): { words?: Slice } {
  const words = changedWords(slice, shipped);
  return words ? { words } : {};
}
