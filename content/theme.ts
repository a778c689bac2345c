// How the site looks: your colour, typeface, corner radius. The build derives every shade from
// `accent` and checks each text/background pair against WCAG 2.2 AA in light and dark; a pair that
// fails stops the build and says which colour would pass. Your logo is content/brand/mark.svg
// (delete it and the site draws a monogram of your initials from `name` in content/site.ts).
export const theme = {
  /** Your brand colour (hex). Primary buttons are filled with it as given; links and labels use it. */
  accent: '#c2410c',
  /** The greys of the page, cards and text: 'cool' (blue-grey), 'neutral' or 'warm'. */
  neutral: 'cool',
  /**
   * The typeface: 'inter' (neo-grotesque, the default), 'dm-sans' (geometric), 'source-sans-3'
   * (humanist) or 'source-serif-4' (serif). Or your own variable font: put its .woff2 in
   * content/brand/fonts/ and write { file: 'brand/fonts/YourFont.woff2', label: 'Your Font' }.
   */
  font: 'inter',
  /** Corners of cards, buttons and images: 'none', 'small', 'medium' or 'large'. */
  radius: 'medium',
  /**
   * Optional: replace any derived colour, per scheme. Roles: canvas, surface, sunken, ink, muted,
   * line, accentStrong (button hover), accentSoft (badge background), accentInk (button text), link
   * (links, labels and icons in your colour), focusRing (the keyboard focus ring), and in dark also
   * accent. Example for a pale accent that keeps filling the buttons:
   * { light: { accentInk: '#0c1220', link: '#806f08', focusRing: '#a48f16' } }.
   */
  overrides: {},
};
