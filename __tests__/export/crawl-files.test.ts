import fs from 'node:fs';
import path from 'node:path';
import { getProjects } from '@/lib/content/projects';
import { getNotes } from '@/lib/notes/notes';
import { siteConfig } from '@/lib/owner/site';
import { absoluteUrl } from '@/lib/site/site-url';
import { fileForHref, headOf, parse, pngSize } from './head';
import { outDir, routes } from './out';

const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

/** Every page in out/ that a crawler may index: each index.html without a noindex robots tag. */
function indexablePages(dir = outDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : indexablePages(file);
    if (entry.name !== 'index.html') return [];
    const robots = parse(fs.readFileSync(file, 'utf8')).querySelector('meta[name="robots"]');
    if (robots?.getAttribute('content')?.includes('noindex')) return [];
    return [`/${path.relative(outDir, dir).split(path.sep).join('/')}/`.replace('//', '/')];
  });
}

describe('sitemap.xml', () => {
  const sitemap = parse(read('sitemap.xml'), 'text/xml');
  const entries = [...sitemap.querySelectorAll('url')].map((url) => ({
    loc: url.querySelector('loc')?.textContent,
    lastmod: url.querySelector('lastmod')?.textContent,
  }));

  it('lists exactly the indexable pages in out/, as absolute URLs with trailing slashes', () => {
    const pages = indexablePages();
    expect(pages.sort()).toEqual([...routes].sort());
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      pages.map((page) => absoluteUrl(page)).sort(),
    );
  });

  it('dates each case study by the date in its front matter', () => {
    for (const project of getProjects()) {
      const entry = entries.find((e) => e.loc === absoluteUrl(`/portfolio/${project.id}/`));
      expect(entry?.lastmod).toBe(project.date);
    }
  });

  it('dates the pages that list case studies by the newest of them, and no page by the build', () => {
    const newest = getProjects()
      .map((project) => project.date)
      .sort()
      .at(-1);
    const lastmod = (route: string) => entries.find((e) => e.loc === absoluteUrl(route))?.lastmod;
    expect(lastmod('/')).toBe(newest);
    expect(lastmod('/portfolio/')).toBe(newest);
    const contentDates = new Set([
      ...getProjects().map((project) => project.date),
      ...getNotes().map((note) => note.updated),
    ]);
    for (const { lastmod } of entries) if (lastmod) expect(contentDates.has(lastmod)).toBe(true);
  });
});

describe('robots.txt', () => {
  const robots = read('robots.txt');

  it('allows every crawler everywhere', () => {
    expect(robots).toMatch(/^User-Agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow:/m);
  });

  it('names the sitemap by its absolute URL', () => {
    expect(robots).toMatch(new RegExp(`^Sitemap: ${absoluteUrl('/sitemap.xml')}$`, 'm'));
  });
});

describe('icons and the web manifest', () => {
  const head = headOf('/');
  const hrefs = (rel: string) =>
    [...head.doc.querySelectorAll(`link[rel="${rel}"]`)].map(
      (link) => link.getAttribute('href') ?? '',
    );

  it('links an SVG favicon and a favicon.ico that exist', () => {
    const icons = hrefs('icon');
    const svg = icons.find((href) => href.startsWith('/icon.svg'));
    const ico = icons.find((href) => href.startsWith('/favicon.ico'));
    expect(fs.readFileSync(fileForHref(svg!), 'utf8')).toContain('<svg');
    // An ICO file starts with reserved 0 and type 1.
    expect([...fs.readFileSync(fileForHref(ico!)).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it('links a 180x180 apple-touch-icon', () => {
    const [href] = hrefs('apple-touch-icon');
    expect(pngSize(fileForHref(href))).toEqual({ type: 'png', width: 180, height: 180 });
  });

  it('links a web manifest naming the site, its colours and icons that exist', () => {
    const manifest = JSON.parse(fs.readFileSync(fileForHref(head.link('manifest')!), 'utf8'));
    expect(manifest).toMatchObject({
      name: siteConfig.brand,
      short_name: siteConfig.shortBrand,
      start_url: '/',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) expect(fs.existsSync(fileForHref(icon.src))).toBe(true);
  });

  it.each(routes)('links the same icons and manifest from %s', (route) => {
    const page = headOf(route);
    expect(page.link('manifest')).toBe(head.link('manifest'));
    expect(page.link('apple-touch-icon')).toBe(head.link('apple-touch-icon'));
  });
});
