// The case-study drawings are navy, like the dark page: in dark mode they would merge with it and
// lose their edge. There an image gets a mount, as a print does: a lighter band inside a light
// border (`darkFrame`, on the box that holds the image, with `overflow-hidden` and a border, or a
// bottom border as on a card), and its own rounded corners with a hairline (`darkImage`, on the
// image: the critical CSS step finds rules for an element's own classes, not `[&_img]` ones).
export const darkFrame = 'dark:border-white/40 dark:bg-white/5 dark:p-1.5';
export const darkImage = 'dark:rounded-md dark:ring-1 dark:ring-white/10';

// Every framed figure of a case study (hero, section images, video loops, the detail crop, the
// before/after, the process gallery) sits in this one frame: a hairline in light mode, the mount in
// dark mode, whose border stands at 3:1 or more against the dark page.
export const figureFrame = `overflow-hidden rounded-xl border border-line bg-[#0e1726] ${darkFrame}`;

// The lightbox is dark in both modes, so its image always has the mount; the image is sized to
// the picture (not the whole box) so the mount hugs it.
export const lightboxFrame =
  'h-auto max-h-full w-auto max-w-full rounded-md border border-white/20 bg-[#1b2436] p-1.5 object-contain';
