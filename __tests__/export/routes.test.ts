import fs from 'node:fs';
import path from 'node:path';
import { getProjects } from '@/lib/content/projects';
import { htmlFileFor, outDir, readHtml, routes } from './out';

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

// The text of a section's Markdown, one block at a time: figures (alt text, caption) and the
// `:::` layout lines are left out, the figures' captions sit between the blocks on the page.
const plainText = (markdown: string) =>
  markdown
    .replace(/^:::.*$/gm, '')
    .replace(/^!\[[^\]]*\]\([^)]*\)$/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/^[ \t]*[-*][ \t]+/gm, '')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);

describe('the static export', () => {
  it.each(routes)('writes %s as a folder with an index.html', (route) => {
    expect(fs.existsSync(htmlFileFor(route))).toBe(true);
  });

  it('writes a 404.html for static hosts to serve for unknown paths', () => {
    const html = fs.readFileSync(path.join(outDir, '404.html'), 'utf8');
    expect(text(html)).toContain('Page Not Found');
  });

  it('exports no page for ids that are not projects', () => {
    const exported = fs
      .readdirSync(path.join(outDir, 'portfolio'), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          fs.existsSync(path.join(outDir, 'portfolio', entry.name, 'index.html')),
      )
      .map((entry) => entry.name)
      .sort();
    expect(exported).toEqual(
      getProjects()
        .map((p) => p.id)
        .sort(),
    );
  });

  it.each(getProjects().map((p) => [p.id, p] as const))(
    'puts the whole case study of %s in its HTML',
    (id, project) => {
      const page = text(readHtml(`/portfolio/${id}/`));
      expect(page).toContain(project.title);
      // Every section, heading and full text, compared without markup and whitespace.
      const squash = (s: string) => s.replace(/\s+/g, '');
      for (const [title, markdown] of Object.entries(project.sections)) {
        if (title !== 'Overview') expect(page).toContain(title);
        for (const block of plainText(markdown)) expect(squash(page)).toContain(squash(block));
      }
    },
  );

  it('puts the hero text in the home page HTML for crawlers and visitors without JavaScript', () => {
    const page = text(readHtml('/'));
    expect(page).toContain('View My Work');
    expect(page).toContain('Featured Projects');
  });
});
