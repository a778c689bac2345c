import fs from 'node:fs';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { getProjectTestimonials } from '@/lib/trust/trust';
import { sealedBinding } from './binding';
import { packCaseStudy } from './case-study-bundle';
import { PRIVATE_DIR, readPrivateImage } from './private-images';
import { privateFile } from './protected-projects';
import { seal } from './sealed';

/**
 * The sealed file of a protected project: its case study, its images and the testimonials that name
 * it, encrypted with its passphrase and bound to its id and the site (./binding). The build's last
 * step (scripts/build/post/private-case-studies.mjs) writes it.
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
  return seal(plain, passphrase, sealedBinding(project.id));
}
