// `npm run new-project -- <id> [--unlisted | --protected]`: starts a case study. Writes
// content/projects/<id>.md with every field and the five sections holding short guidance, plus
// placeholder hero and process images in public/images/projects/<id>/ (private/images/projects/<id>/
// for a protected one, which is never exported), checks the result with the build's rules and says
// what to edit next (for a protected one, the variable that holds its passphrase, with a passphrase
// made at random just now that the build would accept).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import matter from 'gray-matter';
import { loadOwnerEnv } from '../shared/env.mjs';
import { placeholderSvg, projectMarkdown } from './new-project-template.mjs';

const fail = (message) => {
  console.error(`new-project: ${message}`);
  process.exit(1);
};

const usage =
  'usage: npm run new-project -- <id> [--unlisted | --protected]   (for example: npm run new-project -- solar-lantern)';
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--'));
const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = flags.filter((flag) => !['--unlisted', '--protected'].includes(flag));
if (args.length !== 1 || unknown.length > 0 || flags.length > 1) fail(usage);
const [id] = args;
const access = flags[0]?.slice(2) ?? 'public';
const imageRoot = access === 'protected' ? 'private' : 'public';

const root = process.cwd();
const projectsDir = path.join(root, 'content/projects');
const file = path.join(projectsDir, `${id}.md`);
if (existsSync(file)) {
  fail(`content/projects/${id}.md already exists: edit it, or choose another id.`);
}
if (existsSync(path.join(root, 'sealed', `${id}.sealed`))) {
  fail(`sealed/${id}.sealed already exists: "${id}" is a protected case study whose files npm run check writes
from that sealed copy (with its passphrase in .env.local). Run it, or choose another id.`);
}

loadOwnerEnv();
register('../shared/typescript-hooks.mjs', import.meta.url);
const { frontMatterSchema } = await import('../../lib/content/project-schema.ts');
const { projectCategories } = await import('../../lib/owner/categories.ts');
const { validateProjects } = await import('../../lib/content/projects.ts');
const { passphraseVariable } = await import('../../lib/passphrase/passphrase.ts');
const { passphraseContext } = await import('../../lib/passphrase/passphrase-context.ts');
const { randomPassphrase } = await import('../../lib/passphrase/passphrase-example.ts');
const { protectedIds } = await import('../../lib/private-sources/files.ts');
const { updateGitignore } = await import('../../lib/private-sources/git.ts');

const idCheck = frontMatterSchema.shape.id.safeParse(id);
if (!idCheck.success || idCheck.data !== id) {
  fail(`"${id}" is not a valid id: it ${idCheck.error?.issues[0].message ?? 'must not start or end with a space'}.
The id is the file name and the URL (/portfolio/<id>/), for example: solar-lantern, atlas-base-v2.`);
}

const orders = readdirSync(projectsDir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => Number(matter(readFileSync(path.join(projectsDir, name), 'utf8')).data.order))
  .filter(Number.isFinite);

const imageDir = `/images/projects/${id}`;
const images = [
  { name: 'hero.svg', label: 'Hero image', width: 1600, height: 1000 },
  { name: 'process-1.svg', label: 'Process image 1', width: 1200, height: 800 },
];
const created = [];
mkdirSync(path.join(root, imageRoot, imageDir), { recursive: true });
for (const image of images) {
  const onDisk = path.join(root, imageRoot, imageDir, image.name);
  if (existsSync(onDisk)) continue; // never replace a picture the owner already put there
  writeFileSync(
    onDisk,
    placeholderSvg({ ...image, path: `${imageRoot}${imageDir}/${image.name}` }),
  );
  created.push(`${imageRoot}${imageDir}/${image.name} (placeholder)`);
}
writeFileSync(
  file,
  projectMarkdown({
    id,
    order: Math.max(0, ...orders) + 1,
    category: projectCategories[0],
    categories: projectCategories,
    images: images.map((image) => `${imageDir}/${image.name}`),
    date: new Date().toISOString().slice(0, 10),
    access,
  }),
);
created.unshift(`content/projects/${id}.md`);
// Before anything else can commit it: git ignores a protected project's plain files from the start.
const ignored = access === 'protected' ? updateGitignore(root, protectedIds(root).ids) : undefined;

const variable = passphraseVariable(id);
// A new protected project has no passphrase yet: that is the owner's next step, not a mistake.
const problems = validateProjects(projectsDir, path.join(root, 'public')).problems.filter(
  (problem) => problem.includes(`${id}.md`) && !problem.includes(`${variable} is not set`),
);
if (problems.length > 0) fail(`the new file does not validate:\n  ${problems.join('\n  ')}`);

console.log(`Created:
  ${created.join('\n  ')}

Next:
  1. Edit content/projects/${id}.md: title, card description, category, the hero
     image's alt text and the five sections (the guidance text is there to be replaced).
  2. Replace the placeholder pictures in ${imageRoot}${imageDir}/ with your own
     (SVG, PNG, JPEG, WebP or AVIF, any size; photos get their responsive sizes made for you)
     and list every process image under processImages. Add liveUrl: https://... if it is online.
     Facts, results, captions and image layouts are optional: docs/case-studies.md shows each.
  3. See it: npm run dev, then open http://localhost:3000/portfolio/${id}/
     (saved edits show on reload).
  4. Before you commit: npm run check.
  ${
    access === 'public'
      ? `To feature it on the home page, list "${id}" in featuredProjectIds in content/home.yaml.`
      : access === 'unlisted'
        ? `It is unlisted: only people with the link /portfolio/${id}/ see it (README: "Show NDA work").`
        : `It is protected. Set its passphrase before you build, in .env.local (git ignores it) or
  your host's settings. This one was drawn just now: five random words from the EFF's dice list.
     ${variable}='${randomPassphrase(passphraseContext({ id }))}'
  Or roll your own; the check refuses the site's words, the id and famous examples.
  Its pictures stay in private/ (never public/). Optional: a public teaser card (README: "Show NDA work").
  Its text and pictures stay on this machine: git ignores them${ignored ? ' (.gitignore lists them now)' : ''}, and keeps
  sealed/${id}.sealed, the copy sealed with the passphrase that npm run check and the build write. Commit that.`
  }`);
