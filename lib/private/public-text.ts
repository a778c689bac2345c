// What the site publishes anyway, as text to compare a protected project's texts with: a sentence
// that a public source also holds (the same placeholder guidance in two new projects, a phrase of the
// owner's about page) is public, not a leak. The sources are the files the pages are built from:
// content/ (but for the protected case studies and the testimonials that name them), each teaser,
// and the site's own words in app/, components/ and lib/.
import fs from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';

type Source = { file: string; text: string };

export type PublicText = {
  /** The first public source holding `text` (spaces squashed), or undefined. */
  find(text: string): string | undefined;
};

type ProtectedProject = {
  id: string;
  access: string;
  teaser?: { title: string; description: string; image?: { alt: string } };
};
type AnyTestimonial = { project?: string } & Record<string, unknown>;

/** Every run of white space as one space: Markdown wraps a sentence where HTML does not. */
export const squash = (text: string) => text.replace(/\s+/g, ' ');
const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** The public sources of the project at `root`. */
export function publicSources(
  root: string,
  projects: ProtectedProject[],
  testimonials: AnyTestimonial[],
): Source[] {
  const sealed = new Set(projects.filter((p) => p.access === 'protected').map((p) => p.id));
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const read = (file: string) => fs.readFileSync(file, 'utf8');
  const content = filesUnder(path.join(root, 'content'), /\.(ts|md)$/)
    .filter((file) => path.basename(file) !== 'testimonials.ts')
    .filter((file) => !(file.endsWith('.md') && sealed.has(path.basename(file, '.md'))))
    .map((file) => {
      const text = read(file);
      const shown = file.endsWith('.md') ? decode(marked.parse(text, { async: false })) : '';
      return { file: relative(file), text: `${text}\n${shown}` };
    });
  const teasers = projects.flatMap(({ id, access, teaser }) =>
    access === 'protected' && teaser
      ? [
          {
            file: `content/projects/${id}.md (its public teaser)`,
            text: [teaser.title, teaser.description, teaser.image?.alt ?? ''].join('\n'),
          },
        ]
      : [],
  );
  const quotes = testimonials
    .filter((testimonial) => !testimonial.project || !sealed.has(testimonial.project))
    .map((testimonial) => ({
      file: 'content/testimonials.yaml',
      text: Object.values(testimonial).map(String).join('\n'),
    }));
  const site = ['app', 'components', 'lib'].flatMap((dir) =>
    filesUnder(path.join(root, dir), /\.(ts|tsx|mjs)$/).map((file) => ({
      file: relative(file),
      text: read(file),
    })),
  );
  return [...content, ...teasers, ...quotes, ...site].map(({ file, text }) => ({
    file,
    text: squash(text),
  }));
}

export function publicText(sources: Source[]): PublicText {
  return {
    find: (text) => sources.find((source) => source.text.includes(squash(text)))?.file,
  };
}
