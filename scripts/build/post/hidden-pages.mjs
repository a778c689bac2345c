// The pages no public list may name: every unlisted or protected case study's, and every unlisted
// note's, from the same project files the pages were built from (lib/content/projects.ts,
// lib/notes/notes.ts, imported through typescript-hooks.mjs).
import { register } from 'node:module';
import path from 'node:path';

register('../../shared/typescript-hooks.mjs', import.meta.url);
const { isListed, loadProjects } = await import('../../../lib/content/projects.ts');
const { languages } = await import('../../../lib/i18n/languages.ts');
const { pathFor } = await import('../../../lib/i18n/paths.ts');
const { getNotes } = await import('../../../lib/notes/notes.ts');

/** "/portfolio/<id>/" of each case study that is not public, in every language, without the base path. */
export function hiddenPagePaths(root = process.cwd()) {
  return loadProjects(path.join(root, 'content/projects'), path.join(root, 'public'))
    .filter((project) => !isListed(project))
    .flatMap((project) => languages.map((lang) => pathFor(lang, `/portfolio/${project.id}/`)))
    .concat(
      languages.flatMap((lang) =>
        getNotes(lang)
          .filter((note) => note.unlisted)
          .map((note) => pathFor(lang, `/notes/${note.slug}/`)),
      ),
    );
}
