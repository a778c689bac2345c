// What `npm run new-language -- <code>` writes: each content file's words (text-fields.ts), each
// marked untranslated, as a YAML file for content/<code>/, and each case study's words and
// sections as content/<code>/projects/<id>.md.
import matter from 'gray-matter';
import { stringify } from 'yaml';
import type { Project } from '@/lib/content/projects';
import { expandField, getField, type FieldPath } from './field-paths';
import { storyLists, storyTextFields } from './text-fields';
import { entrySource } from './sources';
import { markUntranslated } from './untranslated';

type Tree = Record<string | number, unknown>;

/** Sets `path` in `tree`, making the lists and objects on the way. */
function put(tree: Tree, path: FieldPath, value: unknown) {
  let at = tree;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      at[key] = value;
      return;
    }
    at[key] ??= typeof path[i + 1] === 'number' ? [] : {};
    at = at[key] as Tree;
  });
}

/**
 * The words of `base` named by `fields`, each marked untranslated; each entry of a sourced list
 * (text-fields.ts) starts with its `source`, the fingerprint of the entry it translates.
 */
export function pickTexts(
  base: object,
  fields: readonly string[],
  lists: Record<string, readonly string[]> = {},
): Tree {
  const texts: Tree = {};
  for (const [list, keys] of Object.entries(lists)) {
    const entries = (base as Tree)[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, i) => put(texts, [list, i, 'source'], entrySource(entry, keys)));
  }
  for (const field of fields) {
    for (const path of expandField(base, field)) {
      const value = getField(base, path);
      if (typeof value === 'string') put(texts, path, markUntranslated(value));
    }
  }
  return texts;
}

/** content/<code>/<file>.yaml: the words of each value that has words, in the default file's order. */
export function textFileSource(file: string, lang: string, texts: Tree) {
  return [
    `# content/${file}.yaml in ${lang}: its words only; everything else comes from content/${file}.yaml.`,
    `# Translate each text and remove its "[translate] " mark (\`npm run check\` lists those left).`,
    stringify(texts, { lineWidth: 0 }),
  ].join('\n');
}

/** content/<code>/projects/<id>.md: the case study's words and sections, marked untranslated. */
export function projectFileSource(project: Project) {
  const data: Tree = {
    title: markUntranslated(project.title),
    description: markUntranslated(project.description),
    imageAlt: markUntranslated(project.image.alt),
    ...(project.liveLabel ? { liveLabel: markUntranslated(project.liveLabel) } : {}),
  };
  if (project.teaser) {
    data.teaser = {
      title: markUntranslated(project.teaser.title),
      description: markUntranslated(project.teaser.description),
      ...(project.teaser.image ? { imageAlt: markUntranslated(project.teaser.image.alt) } : {}),
    };
  }
  // The facts', results' and process images' texts, in the default file's order; each result and
  // process image first says which entry it translates (lib/i18n/sources.ts).
  for (const [list, keys] of Object.entries(storyLists)) {
    const entries = (project as unknown as Tree)[list];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, i) => put(data, [list, i, 'source'], entrySource(entry, keys)));
  }
  for (const field of storyTextFields) {
    for (const fieldPath of expandField(project, field)) {
      const text = getField(project, fieldPath);
      if (typeof text === 'string') put(data, fieldPath, markUntranslated(text));
    }
  }
  const body = Object.entries(project.sections)
    .map(([title, markdown]) => `## ${title}\n\n${markUntranslated(markdown)}\n`)
    .join('\n');
  return matter.stringify(`\n${body}`, data);
}
