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
  themeColor: { light: '#f6f7f9', dark: '#090e1a' },
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
