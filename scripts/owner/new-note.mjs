// `npm run new-note -- <slug>`: starts a note. Writes content/notes/<slug>.md with every field and
// short guidance, as a draft (only `npm run dev` shows it until `draft: true` is removed), checks it
// with the build's rules and says what to do next. docs/notes.md describes the fields.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';

const fail = (message) => {
  console.error(`new-note: ${message}`);
  process.exit(1);
};

const args = process.argv.slice(2);
if (args.length !== 1 || args[0].startsWith('-')) {
  fail('usage: npm run new-note -- <slug>   (for example: npm run new-note -- why-aluminium)');
}
const [slug] = args;
register('../shared/typescript-hooks.mjs', import.meta.url);
const { slugPattern } = await import('../../lib/notes/note-schema.ts');
const { validateNotes } = await import('../../lib/notes/notes.ts');

if (!slugPattern.test(slug) || ['page', 'tags'].includes(slug)) {
  fail(`"${slug}" cannot be a note's address: use lowercase letters, digits and single hyphens (not "page" or "tags"), for example: why-aluminium.
The slug is the file name and the URL (/notes/<slug>/).`);
}
const root = process.cwd();
const relative = `content/notes/${slug}.md`;
const file = path.join(root, relative);
if (existsSync(file)) fail(`${relative} already exists: edit it, or choose another slug.`);

const title = slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const today = new Date().toISOString().slice(0, 10);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(
  file,
  `---
title: ${title}
date: ${today}
# One or two sentences: the list's entry, the feed's summary and the page's description.
summary: Say in a sentence what the reader takes away from this note.
# Lowercase words joined by hyphens; each tag gets its page at /notes/tags/<tag>/.
tags: [process]
# Optional: a picture in public/ shown above the text, with its description.
# cover: /images/notes/${slug}.png
# coverAlt: What the picture shows, for people who cannot see it.
# Optional: case studies (their ids) shown after the note.
# related: [atlas-base]
# updated: ${today}
# unlisted: true   (published at its address only: in no list, feed or sitemap)
# Remove the next line to publish the note; until then only \`npm run dev\` shows it.
draft: true
---

Write the note here, in the Markdown the case studies use: paragraphs, **bold**, lists,
[links to your case studies](/portfolio/), \`## headings\`, and figures on a line of their own,
\`![what it shows](/images/notes/picture.png "an optional caption")\`, alone or in the layouts of
docs/case-studies.md (\`::: wide\`, \`::: before-after\`, video loops).
`,
);
const { byLang, problems } = validateNotes(root);
const mine = problems.filter((problem) => problem.startsWith(relative));
if (mine.length > 0 || !byLang.get([...byLang.keys()][0])?.some((note) => note.slug === slug)) {
  fail(`${relative} was written but does not pass the checks:\n  ${mine.join('\n  ')}`);
}
console.log(`new-note: wrote ${relative} (a draft)

Next:
  1. Write the title, summary, tags and text in ${relative}; \`npm run dev\` shows it at /notes/${slug}/.
  2. Remove the line \`draft: true\` to publish it: it joins /notes/, the feeds, the sitemap and Home.
  3. \`npm run check\` lists any problem by file and field.`);
