// The case-study drawings are navy, like the dark page: in dark mode they would merge with it and
// lose their edge. There an image gets a mount, as a print does: a band of the card surface inside
// a light border, and its own rounded corners. Add it to the box that holds the image (with
// `overflow-hidden` and a border, or a bottom border as on a card).
export const darkFrame = 'dark:border-white/20 dark:bg-surface dark:p-1.5 dark:[&_img]:rounded-md';

// The lightbox is dark in both modes, so its image always has the mount; the image is sized to
// the picture (not the whole box) so the mount hugs it.
export const lightboxFrame =
  'h-auto max-h-full w-auto max-w-full rounded-md border border-white/20 bg-[#1b2436] p-1.5 object-contain';
