/** @jest-environment node */
// A draft note is treated by the leak check as a protected case study is: its texts (every
// language) and the images only it shows are searched for in every file of the export.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { leakMessage, scanForLeaks } from '@/lib/leak-check/leak-check';
import { protectedSecrets } from '@/lib/leak-check/protected-projects';
import { draftNotes, draftOnlyMedia } from '@/lib/notes/drafts';

const secretSentence = 'The new hinge design came from a failed drop test in the spring';
const drawing = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect fill="${colour}" width="40" height="40"/></svg>`;

function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'drafts-'));
  const files: Record<string, string> = {
    'content/notes/hinge.md': `---\ntitle: Hinge secrets of the spring line\ndate: 2026-01-01\nsummary: Why the hinge changed.\ndraft: true\ncover: /images/notes/hinge.svg\ncoverAlt: The hinge\n---\n\n${secretSentence}.\n\n![A drop test rig](/images/notes/rig.svg)\n`,
    'content/de/notes/hinge.md': `---\ntitle: Scharniergeheimnisse der Frühjahrslinie\nsummary: Warum.\n---\n\nDas neue Scharnier entstand aus einem gescheiterten Falltest im Frühjahr.\n`,
    'content/notes/public.md': `---\ntitle: Public\ndate: 2026-01-02\nsummary: Public.\n---\n\nA published note shows the rig too: ![A rig](/images/notes/rig.svg)\n`,
    'public/images/notes/hinge.svg': drawing('#123456'),
    'public/images/notes/rig.svg': drawing('#654321'),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const languages = ['en', 'de'];
const content = { testimonials: [], clients: [] };

function leaksIn(root: string, out: Record<string, string | Buffer>) {
  const dir = path.join(root, 'out');
  for (const [file, text] of Object.entries(out)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  const { secrets, problems } = protectedSecrets([], root, { content, languages });
  jest.spyOn(process, 'cwd').mockReturnValue(root);
  return { problems, leaks: scanForLeaks(dir, secrets).leaks.map(leakMessage) };
}

describe('a draft note', () => {
  it('is found with its files and what it shows; only the images no other file names are its own', () => {
    const root = project();
    const drafts = draftNotes(root, languages);
    expect(drafts).toEqual([
      {
        slug: 'hinge',
        files: ['content/notes/hinge.md', 'content/de/notes/hinge.md'],
        media: ['/images/notes/hinge.svg', '/images/notes/rig.svg'],
      },
    ]);
    expect(draftOnlyMedia(root, drafts)).toEqual(['/images/notes/hinge.svg']);
  });

  it('leaves a clean export clean, its own file not counted as published', () => {
    const root = project();
    expect(
      leaksIn(root, { 'index.html': '<p>Public</p>', 'images/notes/rig.svg': drawing('#654321') }),
    ).toEqual({ problems: [], leaks: [] });
  });

  it('is found in any file that holds its text, its translation or its own image', () => {
    const root = project();
    const { leaks } = leaksIn(root, {
      'notes/index.html': `<li>${secretSentence.toUpperCase()}</li>`,
      'de/notes/feed.xml':
        '<content>Das neue Scharnier entstand aus einem gescheiterten Falltest im Frühjahr.</content>',
      'sitemap.xml': '<loc>Hinge secrets of the spring line</loc>',
      'images/notes/hinge.svg': drawing('#123456'),
    });
    expect(leaks).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^out\/notes\/index\.html holds a sentence of the text \(content\/notes\/hinge\.md\) of the draft note "hinge"$/,
        ),
        expect.stringMatching(/^out\/de\/notes\/feed\.xml holds .* of the draft note "hinge"$/),
        'out/sitemap.xml holds the field "title" (content/notes/hinge.md) of the draft note "hinge"',
        'out/images/notes/hinge.svg holds image /images/notes/hinge.svg of the draft note "hinge"',
      ]),
    );
  });

  it('names a published file that shares its text', () => {
    const root = project();
    fs.writeFileSync(
      path.join(root, 'content/notes/public.md'),
      `---\ntitle: Public\ndate: 2026-01-02\nsummary: Public.\n---\n\n${secretSentence}, as I wrote.\n`,
    );
    expect(leaksIn(root, {}).problems).toEqual([
      expect.stringMatching(
        /^content\/notes\/public\.md holds a sentence of .* of the draft note "hinge" \(content\/notes\/hinge\.md\)\. A draft is published nowhere/,
      ),
    ]);
  });
});
