// What clients say, shown on Home ("What clients say") and, when `project` names a case study, on
// that case study after The Results. An entry is published only with `permission: true`, which you
// set once the client has agreed to be quoted; until then `npm run check` lists it.
// SAMPLE VALUES: these people and companies are invented. Replace them with your clients' words.
//
//   quote       their words (up to 600 characters)
//   name, role  who said it; company is optional (a client with showName: false is never shown)
//   photo       optional: a square photo in public/ (JPEG or PNG, the build makes its sizes)
//   project     optional: the id of the case study it is about
//   permission  true once the client has agreed to be quoted
export const testimonials = [
  {
    quote:
      'Alex took the dock from a foam mock-up to a product we could sell in four months. One person held the CAD, the supplier calls and the packaging, so nothing fell between teams.',
    name: 'Priya Natarajan',
    role: 'Head of Product',
    company: 'Northwind Devices',
    photo: '/images/testimonials/sample-priya-natarajan.jpg',
    project: 'atlas-base',
    permission: true,
  },
  {
    quote:
      'Our listing flow went from a dreaded chore to something sellers finish over coffee. The prototypes answered questions we had argued about for a year.',
    name: 'Jonas Feld',
    role: 'Founder',
    company: 'Harbor & Pine',
    project: 'profitengine-center',
    permission: true,
  },
  {
    quote:
      'Clear weekly updates, honest trade-offs and drawings our factory could build from first time.',
    name: 'Mara Quist',
    role: 'Operations Lead',
    company: 'Quillfield Labs',
    permission: true,
  },
];
