import fs from 'node:fs';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { getProjectTestimonials } from '@/lib/trust/trust';
import { packCaseStudy } from './case-study-bundle';
import { readPassphrase } from './passphrase';
import { PRIVATE_DIR, readPrivateImage } from './private-images';
import { secretsOf, type Secret } from './leak-check';
import { seal } from './sealed';

export { sealedPath } from './sealed-path';

const privateFile = (root: string) => (src: string) => path.join(root, PRIVATE_DIR, src);

/**
 * The sealed file of a protected project: its case study, its images and the testimonials that name
 * it, encrypted with its passphrase.
 */
export async function sealProject(project: Project, root: string, passphrase: string) {
  const file = privateFile(root);
  const plain = packCaseStudy(
    project,
    (src) => ({
      bytes: fs.readFileSync(file(src)),
      type: readPrivateImage(src, path.join(root, PRIVATE_DIR)).type,
    }),
    getProjectTestimonials(project.id),
  );
  return seal(plain, passphrase);
}

/** What the leak check looks for, per protected project. */
export function protectedSecrets(
  projects: Project[],
  root: string,
  env: Record<string, string | undefined> = process.env,
) {
  const secrets = new Map<string, Secret[]>();
  for (const project of projects.filter((p) => p.access === 'protected')) {
    const passphrase = readPassphrase(project, env);
    secrets.set(
      project.id,
      secretsOf(
        project,
        'passphrase' in passphrase ? passphrase.passphrase : undefined,
        privateFile(root),
      ),
    );
  }
  return secrets;
}
