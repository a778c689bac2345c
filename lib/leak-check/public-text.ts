// What the site publishes anyway, to compare a protected project's texts with. Two kinds of source:
// the site's own words (app/, components/, lib/ and new-project's guidance), and the owner's public
// content: content/ but for the protected case studies (in every language), the testimonials that
// name them, the clients marked confidential (showName: false) and a public case study's
// confidential `facts.client` (the documented NDA switch, which the page replaces by a flag); and
// each teaser. Texts are compared normalised (normalize.ts).
import fs from 'node:fs';
import path from 'node:path';
import { compact, decode, fold, phrase, tokens } from './normalize';
import { draftNotes, isDraftFile } from '@/lib/notes/drafts';
import type { SearchForm } from './search-rules';

export type PublicSource = { file: string; owner: boolean; compact: string; words: string };

export type PublicText = {
  /** The first public source holding `form`; only the owner's content for a confidential name. */
  find(form: SearchForm, confidential?: boolean): PublicSource | undefined;
};

type ProjectLike = {
  id: string;
  access: string;
  teaser?: { title: string; description: string; image?: { alt: string } };
};
type Entry = { project?: string } & Record<string, unknown>;
type Client = { name: string; showName: boolean } & Record<string, unknown>;
export type PublicContent = {
  testimonials: Entry[];
  clients: Client[];
  /** content/<code>/testimonials.yaml of each other language, by language. */
  translatedTestimonials?: Record<string, Entry[] | undefined>;
};

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const source = (file: string, owner: boolean, text: string): PublicSource => {
  const folded = fold(decode(text));
  return { file, owner, compact: compact(folded), words: phrase(tokens(folded)) };
};

/** The language folders of content/ (content/<code>/), after the default. */
const languagesIn = (root: string) => [
  '',
  ...(fs.existsSync(path.join(root, 'content'))
    ? fs
        .readdirSync(path.join(root, 'content'), { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && fs.existsSync(path.join(entry.parentPath, entry.name, 'notes')),
        )
        .map((entry) => entry.name)
    : []),
];

const values = (entry: object) => Object.values(entry).map(String).join('\n');

/** The public sources of the project at `root`. */
export function publicSources(
  root: string,
  projects: ProjectLike[],
  { testimonials, clients, translatedTestimonials = {} }: PublicContent,
): PublicSource[] {
  const sealed = new Set(projects.filter((p) => p.access === 'protected').map((p) => p.id));
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const hidden = clients.filter((client) => !client.showName).map((client) => fold(client.name));
  // A public case study may name a confidential client in `facts.client`: the page never shows it.
  const withoutHiddenClient = (text: string) =>
    text.replace(/^(\s*client:\s*)(.+)$/m, (line, _, name: string) =>
      hidden.includes(fold(name.trim().replace(/^['"]|['"]$/g, ''))) ? '' : line,
    );
  // A draft note is published nowhere (lib/leak-check/draft-notes.ts searches for it).
  const drafts = draftNotes(root, languagesIn(root));
  const content = filesUnder(path.join(root, 'content'), /\.(ya?ml|md)$/)
    .filter((file) => !['testimonials.yaml', 'clients.yaml'].includes(path.basename(file)))
    .filter((file) => !isDraftFile(drafts, relative(file)))
    .filter((file) => !(file.endsWith('.md') && sealed.has(path.basename(file, '.md'))))
    .map((file) => source(relative(file), true, withoutHiddenClient(read(file))));
  const teasers = projects.flatMap(({ id, access, teaser }) =>
    access === 'protected' && teaser
      ? [
          source(
            `content/projects/${id}.md (its public teaser)`,
            true,
            [teaser.title, teaser.description, teaser.image?.alt ?? ''].join('\n'),
          ),
        ]
      : [],
  );
  const published = (entry: Entry | undefined) => !entry?.project || !sealed.has(entry.project);
  const quotes = [
    source(
      'content/testimonials.yaml',
      true,
      testimonials.filter(published).map(values).join('\n'),
    ),
    ...Object.entries(translatedTestimonials).map(([lang, list = []]) =>
      source(
        `content/${lang}/testimonials.yaml`,
        true,
        list
          .filter((_, i) => published(testimonials[i]))
          .map(values)
          .join('\n'),
      ),
    ),
    source(
      'content/clients.yaml',
      true,
      clients
        .filter((c) => c.showName)
        .map(values)
        .join('\n'),
    ),
  ];
  const site = [
    ...['app', 'components', 'lib'].flatMap((dir) =>
      filesUnder(path.join(root, dir), /\.(ts|tsx|mjs)$/),
    ),
    path.join(root, 'scripts/owner/new-project-template.mjs'),
  ]
    .filter((file) => fs.existsSync(file))
    .map((file) => source(relative(file), false, read(file)));
  return [...site, ...content, ...teasers, ...quotes];
}

export function publicText(sources: PublicSource[]): PublicText {
  return {
    find: (form, confidential = false) =>
      sources.find(
        (source) =>
          (source.owner || !confidential) &&
          (form.compact
            ? source.compact.includes(form.compact)
            : source.words.includes(form.words!)),
      ),
  };
}
