// Who may read a case study (front matter `access`) and what a protected one shows before it is
// unlocked (`teaser`): its passphrase checked, and a teaser only for a protected project, with a
// public picture of its own (docs/private-work.md).
import type { z } from 'zod';
import { readPassphrase } from '@/lib/passphrase/passphrase';
import { display, type Report } from './file-problems';
import { projectImage } from './project-images';
import type { frontMatterSchema, Project } from './project-schema';

/** The rules of `access` and `teaser`: who may have a teaser, its image, the passphrase. */
export function readAccess(
  file: string,
  fm: z.infer<typeof frontMatterSchema>,
  publicDir: string,
  report: Report,
): Project['teaser'] | undefined {
  const where = display(file);
  if (fm.access === 'protected') {
    const passphrase = readPassphrase(fm);
    if ('problem' in passphrase) report(`${where}: ${passphrase.problem}`);
  }
  const { teaser } = fm;
  if (!teaser) return undefined;
  if (fm.access !== 'protected') {
    report(`${where}: front matter field "teaser" is only for projects with access: protected`);
    return undefined;
  }
  if (teaser.image && !teaser.imageAlt) {
    report(`${where}: front matter field "teaser.imageAlt" is missing (the teaser has an image)`);
    return undefined;
  }
  if (
    teaser.image &&
    [fm.image, ...fm.processImages.map((step) => step.src)].includes(teaser.image)
  ) {
    report(
      `${where}: front matter field "teaser.image" is one of the protected images; the teaser's picture must be a public one`,
    );
    return undefined;
  }
  const image = teaser.image
    ? projectImage(file, 'teaser.image', teaser.image, { publicDir, private: false }, report)
    : undefined;
  if (teaser.image && !image) return undefined;
  return {
    title: teaser.title,
    description: teaser.description,
    ...(teaser.category ? { category: teaser.category } : {}),
    ...(image && teaser.imageAlt ? { image: { ...image, alt: teaser.imageAlt } } : {}),
  };
}
