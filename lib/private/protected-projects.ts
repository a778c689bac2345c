import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { readPassphrase } from './passphrase';
import { PRIVATE_DIR } from './private-images';
import { testimonials as ownerTestimonials } from '@/lib/owner/testimonials';
import type { Testimonial } from '@/lib/trust/testimonials';
import { secretsOf, type Secret } from './leak-check';
import { publicSources, publicText as publicTextOf } from './public-text';

export { sealedPath } from './sealed-path';

// What the leak check and `npm run check` need of the protected projects. Sealing them is in
// ./seal-project, which reads the site's address: a module `npm run check` must be able to import
// when SITE_URL is wrong, to list that problem beside the others.

/** A protected project's image file, by its site path. */
export const privateFile = (root: string) => (src: string) => path.join(root, PRIVATE_DIR, src);

/** What the leak check looks for, per protected project, and the sentences a public source shares. */
export function protectedSecrets(
  projects: Project[],
  root: string,
  env: Record<string, string | undefined> = process.env,
  testimonials: Testimonial[] = ownerTestimonials,
) {
  const secrets = new Map<string, Secret[]>();
  const shared: SharedText[] = [];
  const sealed = projects.filter((p) => p.access === 'protected');
  if (sealed.length === 0) return { secrets, shared };
  const publicText = publicTextOf(publicSources(root, projects, testimonials));
  for (const project of sealed) {
    const passphrase = readPassphrase(project, env);
    const found = secretsOf(
      project,
      'passphrase' in passphrase ? passphrase.passphrase : undefined,
      privateFile(root),
      {
        testimonials: testimonials.filter((testimonial) => testimonial.project === project.id),
        publicText,
      },
    );
    secrets.set(project.id, found.secrets);
    shared.push(...found.shared.map((text) => ({ ...text, project: project.id })));
  }
  return { secrets, shared };
}

export type SharedText = { project: string; what: string; text: string; file: string };

/**
 * One note per protected project and public file that share sentences: they are published in that
 * file, so the leak check does not treat them as secret.
 */
export function sharedTextNotes(shared: SharedText[]): string[] {
  const groups = new Map<string, SharedText[]>();
  // Only the owner's files: the site's own words (app/, components/, lib/) need no action.
  for (const text of shared.filter(({ file }) => file.startsWith('content/'))) {
    const key = `${text.project}\n${text.file}`;
    groups.set(key, [...(groups.get(key) ?? []), text]);
  }
  return [...groups.values()].map((group) => {
    const { project, file } = group[0];
    const count = `${group.length} sentence${group.length === 1 ? '' : 's'}`;
    return `content/projects/${project}.md (protected) shares ${count} with ${file}, which is published, so they are not secret. If this is placeholder text in both files (npm run new-project's guidance), replace it; if it is about the protected work, take it out of ${file}.`;
  });
}
