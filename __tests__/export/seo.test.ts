import fs from 'node:fs';
import { getProjects, type Project } from '@/lib/content/projects';
import { siteConfig } from '@/lib/owner/site';
import { absoluteUrl } from '@/lib/site/site-url';
import { fileForUrl, headOf, nodesOf, pngSize } from './head';
import { readHtml, routes } from './out';

const projectRoutes = new Map<string, Project>(
  getProjects().map((project) => [`/portfolio/${project.id}/`, project]),
);

const schemaTypes: Record<string, string[]> = {
  '/': ['Person', 'WebSite'],
  '/portfolio/': ['CollectionPage'],
  '/process/': ['WebPage'],
  '/about/': ['ProfilePage'],
  '/contact/': ['ContactPage'],
};
// The notes (lib/notes/note-structured-data.ts): the list and each tag are a Blog, a note a
// BlogPosting.
const isNote = (route: string) => /^\/notes\/(?!tags\/)[^/]+\/$/.test(route);
const isArticle = (route: string) => projectRoutes.has(route) || isNote(route);
const expectedTypes = (route: string) =>
  projectRoutes.has(route)
    ? ['CreativeWork', 'BreadcrumbList']
    : isNote(route)
      ? ['BlogPosting']
      : route.startsWith('/notes/')
        ? ['Blog']
        : schemaTypes[route];

describe('what crawlers and link previews read from each page', () => {
  it('gives every page its own title, ending with the brand', () => {
    const titles = routes.map((route) => headOf(route).title);
    expect(new Set(titles).size).toBe(routes.length);
    for (const title of titles) expect(title).toMatch(new RegExp(`· ${siteConfig.brand}$`));
  });

  it('gives every page its own description', () => {
    const descriptions = routes.map((route) => headOf(route).meta('description'));
    for (const description of descriptions) expect(description?.length).toBeGreaterThan(50);
    expect(new Set(descriptions).size).toBe(routes.length);
  });

  it.each([...projectRoutes])(
    'titles and describes %s with the case study itself',
    (route, project) => {
      const head = headOf(route);
      expect(head.title).toBe(`${project.title} · ${siteConfig.brand}`);
      expect(head.meta('description')).toBe(project.description);
      expect(head.property('og:type')).toBe('article');
      expect(head.property('article:modified_time')).toBe(project.date);
    },
  );

  describe.each(routes)('%s', (route) => {
    const head = headOf(route);
    const url = absoluteUrl(route);

    it('declares its language and a theme colour for light and dark', () => {
      expect(head.lang).toBe(siteConfig.locale);
      const themes = [...head.doc.querySelectorAll('meta[name="theme-color"]')];
      expect(themes.map((meta) => meta.getAttribute('media'))).toEqual([
        '(prefers-color-scheme: light)',
        '(prefers-color-scheme: dark)',
      ]);
      // The theme's page colours (content/theme.yaml), not a second copy of them.
      expect(themes.map((meta) => meta.getAttribute('content'))).toEqual(['#f6f7f9', '#090e1a']);
    });

    it('has a canonical link to itself, with the trailing slash', () => {
      expect(head.link('canonical')).toBe(url);
    });

    it('has Open Graph tags that match the page', () => {
      expect(head.property('og:url')).toBe(url);
      const pageTitle =
        route === '/' ? head.title : head.title.replace(` · ${siteConfig.brand}`, '');
      expect(head.property('og:title')).toBe(pageTitle);
      expect(head.property('og:description')).toBe(head.meta('description'));
      expect(head.property('og:site_name')).toBe(siteConfig.brand);
      expect(head.property('og:type')).toBe(isArticle(route) ? 'article' : 'website');
    });

    it('shares a 1200x630 PNG that exists in the export, with alt text', () => {
      const image = head.property('og:image') ?? '';
      expect(pngSize(fileForUrl(image))).toEqual({ type: 'png', width: 1200, height: 630 });
      expect(head.property('og:image:width')).toBe('1200');
      expect(head.property('og:image:height')).toBe('630');
      expect(head.property('og:image:alt')).toBeTruthy();
      const project = projectRoutes.get(route);
      if (project) expect(image).toBe(absoluteUrl(`/og/portfolio/${project.id}.png`));
    });

    it('has a large-image Twitter card with the same image', () => {
      expect(head.meta('twitter:card')).toBe('summary_large_image');
      expect(head.meta('twitter:title')).toBe(head.property('og:title'));
      expect(head.meta('twitter:image')).toBe(head.property('og:image'));
    });

    it(`describes itself in JSON-LD as ${expectedTypes(route).join(' + ')}`, () => {
      const types = nodesOf(head.jsonLd()).map((node) => node['@type']);
      expect(types).toEqual(expectedTypes(route));
      for (const doc of head.jsonLd()) expect(doc['@context']).toBe('https://schema.org');
    });

    it('escapes "<" inside its JSON-LD', () => {
      const scripts = readHtml(route).match(
        /<script type="application\/ld\+json">[\s\S]*?<\/script>/g,
      );
      expect(scripts).toHaveLength(1);
      expect(scripts![0].slice('<script '.length, -'</script>'.length)).not.toContain('<');
    });
  });
});

describe('structured data', () => {
  it('names the owner as a Person and the site as a WebSite on the home page', () => {
    const [person, website] = nodesOf(headOf('/').jsonLd());
    expect(person).toMatchObject({ name: siteConfig.name, jobTitle: siteConfig.role });
    expect(website).toMatchObject({ name: siteConfig.brand, url: absoluteUrl('/') });
  });

  it('makes the about page a ProfilePage about the owner', () => {
    const [profile] = nodesOf(headOf('/about/').jsonLd());
    expect(profile).toMatchObject({
      url: absoluteUrl('/about/'),
      mainEntity: { '@type': 'Person', name: siteConfig.name },
    });
  });

  it('lists every case study on the portfolio page', () => {
    const [collection] = nodesOf(headOf('/portfolio/').jsonLd());
    const items = (collection.mainEntity as { itemListElement: { url: string }[] }).itemListElement;
    expect(items.map((item) => item.url)).toEqual(
      [...projectRoutes.keys()].map((r) => absoluteUrl(r)),
    );
  });

  it.each([...projectRoutes])(
    'describes %s as a CreativeWork with breadcrumbs',
    (route, project) => {
      const [work, breadcrumbs] = nodesOf(headOf(route).jsonLd());
      expect(work).toMatchObject({
        name: project.title,
        description: project.description,
        url: absoluteUrl(route),
        genre: project.category,
        about: project.category,
        dateModified: project.date,
        author: { '@type': 'Person', name: siteConfig.name },
      });
      for (const image of work.image as string[])
        expect(fs.existsSync(fileForUrl(image))).toBe(true);
      const trail = breadcrumbs.itemListElement as {
        name: string;
        item: string;
        position: number;
      }[];
      expect(trail).toEqual([
        expect.objectContaining({ position: 1, name: 'Home', item: absoluteUrl('/') }),
        expect.objectContaining({
          position: 2,
          name: 'Portfolio',
          item: absoluteUrl('/portfolio/'),
        }),
        expect.objectContaining({ position: 3, name: project.title, item: absoluteUrl(route) }),
      ]);
    },
  );
});
