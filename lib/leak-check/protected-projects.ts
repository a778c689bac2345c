import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { clients as ownerClients } from '@/lib/owner/clients';
import { testimonials as ownerTestimonials } from '@/lib/owner/testimonials';
import type { Project } from '@/lib/content/projects';
import { readSections } from '@/lib/content/project-sections';
import { languages as siteLanguages } from '@/lib/i18n/languages';
import { readTranslation } from '@/lib/i18n/read-translation';
import { CONFIDENTIAL_CLIENTS, type Secret } from './leak-check';
import { draftSecrets } from './draft-notes';
import { compact, fold } from './normalize';
import { readPassphrase } from '@/lib/passphrase/passphrase';
import { PRIVATE_DIR } from '@/lib/private/private-images';
import { publicSources, publicText as publicTextOf, type PublicContent } from './public-text';
import { categorySecret, secretsFrom, type PublicProblem } from './search-rules';
import { fileTexts, testimonialTexts, type NamedTestimonial, type SecretText } from './secrets';

export { sealedPath } from '@/lib/private/sealed-path';

// What the leak check and `npm run check` need of the protected projects. Sealing them is in
// ./seal-project, which reads the site's address: a module `npm run check` must be able to import
// when SITE_URL is wrong, to list that problem beside the others.

/** A protected project's image file, by its site path. */
export const privateFile = (root: string) => (src: string) => path.join(root, PRIVATE_DIR, src);

type Options = {
  env?: Record<string, string | undefined>;
  content?: Omit<PublicContent, 'translatedTestimonials'>;
  languages?: readonly string[];
  /** A category's name in a language after the default one. */
  categoryIn?: (lang: string, category: string) => string;
};

/** The files of a protected project: the default's, then each translation that exists. */
function projectFiles(root: string, id: string, languages: readonly string[]) {
  return [
    `content/projects/${id}.md`,
    ...languages.slice(1).map((lang) => `content/${lang}/projects/${id}.md`),
  ].filter((file) => fs.existsSync(path.join(root, file)));
}

function textsOfFile(root: string, file: string): SecretText[] {
  const { data, content } = matter(fs.readFileSync(path.join(root, file), 'utf8'));
  return fileTexts(
    file,
    data,
    readSections(file, content, () => {}),
  );
}

/**
 * What the leak check looks for, per protected project in every language (and the names of
 * confidential clients), and the problems of public files that hold one of them.
 */
export function protectedSecrets(projects: Project[], root: string, options: Options = {}) {
  const {
    env = process.env,
    content = { testimonials: ownerTestimonials, clients: ownerClients },
    languages = siteLanguages,
    categoryIn,
  } = options;
  const secrets = new Map<string, Secret[]>();
  const translated = Object.fromEntries(
    languages.slice(1).map((lang) => {
      const file = readTranslation(lang, 'testimonials', root) as { testimonials?: [] } | undefined;
      return [lang, file?.testimonials];
    }),
  );
  const publicText = publicTextOf(
    publicSources(root, projects, { ...content, translatedTestimonials: translated }),
  );
  const problems: string[] = [];
  // A draft note's texts and images are searched for as a protected project's are.
  const drafts = draftSecrets(root, languages, publicText);
  problems.push(...drafts.problems);
  for (const [key, list] of drafts.secrets) secrets.set(key, list);
  const hidden = content.clients.filter((client) => !client.showName);
  if (hidden.length > 0) {
    const texts = hidden.map((client) => ({
      what: 'the name of a client',
      source: CONFIDENTIAL_CLIENTS,
      text: client.name,
      kind: 'confidential' as const,
    }));
    const found = secretsFrom(texts, publicText);
    secrets.set(CONFIDENTIAL_CLIENTS, found.secrets);
    problems.push(
      ...found.problems.map(
        ({ file }) =>
          `${file} names a client marked confidential in content/clients.yaml (showName: false). A confidential name is never public: take it out of ${file}.`,
      ),
    );
  }
  for (const project of projects.filter((p) => p.access === 'protected')) {
    const testimonials = content.testimonials.flatMap((testimonial, i) =>
      testimonial.project === project.id
        ? [
            ...testimonialTexts('content/testimonials.yaml', testimonial as NamedTestimonial),
            ...Object.entries(translated).flatMap(([lang, list]) =>
              list?.[i]
                ? testimonialTexts(`content/${lang}/testimonials.yaml`, list[i] as NamedTestimonial)
                : [],
            ),
          ]
        : [],
    );
    const texts = [
      ...projectFiles(root, project.id, languages).flatMap((file) => textsOfFile(root, file)),
      ...testimonials,
    ];
    const found = secretsFrom(texts, publicText);
    problems.push(...found.problems.map((problem) => publicProblem(project.id, problem)));
    const passphrase = readPassphrase(project, env);
    const categories =
      project.teaser?.category === project.category
        ? []
        : [
            project.category,
            ...(categoryIn
              ? languages.slice(1).map((lang) => categoryIn(lang, project.category))
              : []),
          ];
    const images = [
      project.image,
      ...project.processImages,
      ...Object.values(project.figures ?? {}),
    ];
    secrets.set(project.id, [
      ...found.secrets,
      ...[...new Set(categories)].map((label) =>
        categorySecret(label, `content/projects/${project.id}.md`),
      ),
      ...('passphrase' in passphrase
        ? [{ what: 'the passphrase', compact: compact(fold(passphrase.passphrase)) }]
        : []),
      ...images.map((image, i) => ({
        what: i === 0 ? `the hero image ${image.src}` : `image ${image.src}`,
        bytes: fs.readFileSync(privateFile(root)(image.src)),
      })),
    ]);
  }
  return { secrets, problems };
}

const publicProblem = (id: string, { file, what, source }: PublicProblem) =>
  `${file} holds ${what} of the protected project "${id}" (${source}). A protected text is never public: take it out of ${file}.`;
