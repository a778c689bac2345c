// What the suite expects of the site: the routes, the case studies (read from content/, so a new
// project is checked without editing the suite) and the spec's fixed values.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const projects = readdirSync('content/projects')
  .filter((file) => file.endsWith('.md'))
  .map((file) => matter(readFileSync(`content/projects/${file}`, 'utf8')).data)
  .sort((a, b) => a.order - b.order)
  .map(({ id, title, category }) => ({ id, title, category }));

// The spec's table of known projects and their categories.
export const specCategories = {
  'atlas-base': 'Industrial Design & Engineering',
  'profitengine-center': 'UX & Digital',
  '3d-laser-scanning': 'UX & Digital',
  'focusgate-project-management': 'UX & Digital',
  'gravity-dice-design': 'Industrial Design & Engineering',
};

export const filterButtons = [
  'All',
  'UX & Digital',
  'Industrial Design & Engineering',
  'Brand Development',
];

export const nav = [
  { label: 'Home', href: '/' },
  { label: 'Portfolio', href: '/portfolio/' },
  { label: 'My Process', href: '/process/' },
  { label: 'About', href: '/about/' },
  { label: 'Contact', href: '/contact/' },
];

// Spec: reveal times of the hero elements and the end of the loading panel, in ms.
export const intro = { heading: 3500, subtitle: 4000, tagline: 4500, cta: 5000, loadingEnds: 5500 };

// What the contact checks type into the form.
export const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@analytical.example',
  message: 'We need an enclosure and a companion app for a small batch of sensors.',
};

export const missingRoutes = ['/portfolio/no-such-id/', '/no-such-page/'];

export const routes = [
  '/',
  '/portfolio/',
  ...projects.map((project) => `/portfolio/${project.id}/`),
  '/process/',
  '/about/',
  '/contact/',
  ...missingRoutes,
];

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

const exportedHtml = (address, root = 'out') => {
  const path = new URL(address, 'http://127.0.0.1').pathname;
  return readFileSync(
    existsSync(`${root}${path}index.html`) ? `${root}${path}index.html` : `${root}/404.html`,
    'utf8',
  );
};

/** Paths of the fonts the exported page for `path` (in the export at `root`) preloads. */
export const preloadedFonts = (path, root) =>
  [...exportedHtml(path, root).matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map(
    (match) => match[1],
  );

const decode = (html) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The main heading of the exported page for `path`: what a client-side navigation must show. */
export function exportedHeading(path) {
  const html = exportedHtml(path);
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  if (!match) throw new Error(`out${path}index.html has no <h1>`);
  return decode(match[1]);
}

/**
 * The notes' pages a crawler is given, read from the export (the list and its pages, each note,
 * each tag; an unlisted note's page is noindex and left out), so the sitemap can be held to them.
 */
export function notePages(root = 'out') {
  const dir = path.join(root, 'notes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'index.html')
    .filter(
      (file) =>
        !/<meta name="robots" content="noindex/.test(readFileSync(path.join(dir, file), 'utf8')),
    )
    .map((file) => (path.dirname(file) === '.' ? '/notes/' : `/notes/${path.dirname(file)}/`));
}
