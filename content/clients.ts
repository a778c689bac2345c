// Who you have worked for: a row of logos on Home and the client list on About, in this order.
// SAMPLE VALUES: these companies are invented. Replace them with your own clients.
//
//   name      the client's name (set as a wordmark when there is no logo)
//   logo      optional: an SVG, PNG or WebP on a transparent background in public/; its shape is
//             drawn in the site's ink colour, so any colour logo fits the page
//   url       optional: an https:// link to the client's site
//   showName  false for a client you may not name (an NDA): it is left out everywhere, and
//             `npm run check` warns if a testimonial or case study names it
export const clients = [
  {
    name: 'Northwind Devices',
    logo: '/images/clients/sample-northwind-devices.svg',
    showName: true,
  },
  {
    name: 'Harbor & Pine',
    logo: '/images/clients/sample-harbor-and-pine.svg',
    url: 'https://harbor-and-pine.example',
    showName: true,
  },
  { name: 'Quillfield Labs', showName: true },
  { name: 'Tessellate Mobility', logo: '/images/clients/sample-tessellate.svg', showName: true },
  // A client under NDA: never shown (the tests check it is in no file of the built site).
  { name: 'Halvorsen Orbital Freight', showName: false },
];
