// The owner's details, in one place. Every page, the metadata and the footer read them from here.
// SAMPLE VALUES: replace `name`, `email`, `url` and `social` with your own before you publish.
export const siteConfig = {
  name: 'Alex Morgan',
  brand: 'Meridian Product Studio',
  /** The brand in 12 characters or fewer, for home-screen icons. */
  shortBrand: 'Meridian',
  role: 'Freelance product designer & engineer',
  tagline:
    'I take products from the first sketch to the finished object: digital interfaces, engineered hardware and the manufacturing in between.',
  description:
    'Portfolio of a freelance product designer and engineer working across UX and digital design, industrial design and engineering, and manufacturing.',
  email: 'hello@example.com',
  // The published address. A build uses the SITE_URL environment variable instead when it is set.
  url: 'https://www.example.com',
  locale: 'en-US',
  // Optional: the site's languages as BCP 47 codes, the default first, e.g. languages: ['en', 'de'].
  // Without it the site has one language, English (docs/languages.md).
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/in/example' },
    { label: 'GitHub', href: 'https://github.com/example' },
  ],
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Portfolio', href: '/portfolio/' },
    { label: 'My Process', href: '/process/' },
    { label: 'About', href: '/about/' },
    { label: 'Contact', href: '/contact/' },
  ],
} as const;

export type NavItem = (typeof siteConfig.nav)[number];

// When you can take on work, shown near the Home heading and on Contact beside the Project
// Timeline note, always in words. SAMPLE VALUES: set your own, or `null` to show nothing.
//   status  'available' ("Available for new projects"), 'limited' or 'booked'
//   from    optional: the month (2027-04) or day (2027-04-15) from which you are free, e.g.
//           booked from 2027-04 reads "Booked until March 2027 · taking enquiries for April".
//           Once it has passed, the site leaves it out and every build warns until you update it.
//   note    optional: a short line (up to 80 characters)
export const availability: {
  status: 'available' | 'limited' | 'booked';
  from?: string;
  note?: string;
} | null = {
  status: 'booked',
  from: '2027-04',
  note: 'Short audits and prototype sprints fit in before then.',
};

// A link to your scheduling page (Cal.com, Calendly, SavvyCal), shown on Contact next to the form.
// A plain link: no embed and no script of theirs on the site. `null` shows nothing.
// SAMPLE VALUE: replace the address with your own.
export const booking: { url: string; label: string } | null = {
  url: 'https://cal.com/example/intro-call',
  label: 'Book a 20-minute call',
};
