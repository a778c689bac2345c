import fs from 'node:fs';
import path from 'node:path';
import { getProjects } from '@/lib/content/projects';
import { getListedNotes, getNotes } from '@/lib/notes/notes';
import { tagsOf } from '@/lib/notes/tags';

export const outDir = path.join(process.cwd(), 'out');

if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  throw new Error('out/ has no exported site: run `npm run build` before these tests.');
}

/** Every page route the site exports, with trailing slashes as served. */
export const routes = [
  '/',
  '/portfolio/',
  ...getProjects().map((project) => `/portfolio/${project.id}/`),
  '/process/',
  '/about/',
  '/contact/',
  // The notes (lib/notes): the list, each note, each tag.
  ...(getNotes().length ? ['/notes/'] : []),
  ...getNotes().map((note) => `/notes/${note.slug}/`),
  ...tagsOf(getListedNotes()).map(({ tag }) => `/notes/tags/${tag}/`),
];

/**
 * Whether an exported file (relative to out/) is the site's own, not the CMS at /admin/, which has
 * its own page and policy (scripts/build/post/admin.mjs, __tests__/export/admin.test.ts).
 */
export const isSiteFile = (file: string) => !file.startsWith(`admin${path.sep}`);

export const htmlFileFor = (route: string) => path.join(outDir, route, 'index.html');

export const readHtml = (route: string) => fs.readFileSync(htmlFileFor(route), 'utf8');
