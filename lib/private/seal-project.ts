import fs from 'node:fs';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { getProjectTestimonials } from '@/lib/trust/trust';
import { sealedBinding } from './binding';
import { packCaseStudy } from './case-study-bundle';
import { PRIVATE_DIR, readPrivateImage } from './private-images';
import { privateFile } from '@/lib/leak-check/protected-projects';
import { sealWithKey, type SealingKey } from './sealed';

/**
 * The sealed file of a protected project in one language: its case study (`project`, in `lang`),
 * its images and the testimonials that name it in that language, encrypted under the project's key
 * (one for all its languages, ./sealed `sealingKey`) and bound to its id, the site and `lang`
 * (./binding). The build's last step (scripts/build/post/private-case-studies.mjs) writes it.
 */
export async function sealProject(project: Project, root: string, key: SealingKey, lang: string) {
  const file = privateFile(root);
  const plain = packCaseStudy(
    project,
    (src) => ({
      bytes: fs.readFileSync(file(src)),
      type: readPrivateImage(src, path.join(root, PRIVATE_DIR)).type,
    }),
    getProjectTestimonials(project.id, lang),
  );
  return sealWithKey(plain, key, sealedBinding(project.id, lang));
}
