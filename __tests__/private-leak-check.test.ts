/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { scanForLeaks, secretsOf } from '@/lib/private/leak-check';
import { sharedTextNotes } from '@/lib/private/protected-projects';
import { publicSources, publicText } from '@/lib/private/public-text';
import { listedTestimonials } from '@/lib/trust/trust';

// The leak check's rules for texts: what of a protected project it searches, how it treats short
// strings and text a public source also holds, on temporary folders of published files.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-rules-'));
const image = path.join(dir, 'hero.png');
fs.writeFileSync(image, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8]));

const project: Project = {
  id: 'desk',
  title: 'Vault',
  description: 'A review tool for the risk team of a bank, used every morning.',
  category: 'UX & Digital',
  image: { src: '/hero.png', width: 1, height: 1, alt: 'The review screen with its queue.' },
  processImages: [],
  date: '2023-11-17',
  liveUrl: 'https://vault.acme-bank.example/',
  access: 'protected',
  sections: {
    Overview: 'We built it with [Acme Bank](https://acme-bank.example/risk) in 12 weeks.',
    'The Challenge': 'the client had a queue.',
    'My Role':
      'Research and design, with **Ola Brandt** from their team. See also [the dock](/portfolio/atlas-base/).',
    'Process & Solution': 'Start here: what the project is, who it was for and the outcome.',
    'The Results': 'Sign-off went from three weeks to four days for every desk.',
  },
};
const testimonials = [
  { quote: 'It changed our mornings.', name: 'Ines Varga', role: 'Head of Risk', company: 'Acme' },
];

function scan(files: Record<string, string>, publicFiles: Record<string, string> = {}) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-out-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    fs.writeFileSync(path.join(out, name), text);
  }
  const sources = Object.entries(publicFiles).map(([file, text]) => ({ file, text }));
  const { secrets, shared } = secretsOf(project, undefined, () => image, {
    testimonials,
    publicText: publicText(sources),
  });
  const { leaks } = scanForLeaks(out, new Map([['desk', secrets]]));
  return { leaks: leaks.map((leak) => `${path.basename(leak.file)}: ${leak.what}`), shared };
}

describe('the leak check, for short texts', () => {
  it("finds a client's name in a short link text, its address, the date and the live link", () => {
    const { leaks } = scan({
      'a.html': '<p>Thanks to <a href="/x">Acme Bank</a>.</p>',
      'b.txt': '"href":"https://acme-bank.example/risk"',
      'c.xml': '<lastmod>2023-11-17</lastmod>',
      'd.json': '{"url":"vault.acme-bank.example"}',
      'e.html': '<strong>Ola Brandt</strong>',
    });
    expect(leaks).toEqual([
      'a.html: a link text in "Overview"',
      "a.html: a testimonial's company", // Acme, a word of its own in "Acme Bank"
      'b.txt: a link address in "Overview"',
      'c.xml: the date',
      'd.json: the live link',
      'd.json: a link address in "Overview"',
      'e.html: a sentence of "My Role"',
    ]);
  });

  it('finds the testimonials that name the project: quote, name, role and company', () => {
    const { leaks } = scan({
      'index.html':
        '<blockquote>It changed our mornings.</blockquote><cite>Ines Varga, Head of Risk, Acme</cite>',
    });
    expect(leaks).toEqual([
      'index.html: a testimonial quote',
      "index.html: a testimonial's name",
      "index.html: a testimonial's role",
      "index.html: a testimonial's company",
    ]);
  });

  it('finds a short text only as a word of its own, and only in text files', () => {
    const { leaks } = scan({
      'a.html': '<p>Acmeology and the Vaulted ceiling</p>',
      'font.woff2': 'binary Acme Bank bytes',
      'b.js': 'var x="Vault";',
    });
    expect(leaks).toEqual(['b.js: the title']);
  });

  it("does not search a link to a page of the site's own: a public case study is public", () => {
    expect(scan({ 'a.html': '<a href="/portfolio/atlas-base/">Atlas Base</a>' }).leaks).toEqual([]);
  });

  it('does not search a short run of lowercase words: they are everyday phrasing', () => {
    expect(scan({ 'a.html': '<p>the client had a queue</p>' }).leaks).toEqual([]);
  });

  it('finds a long sentence in any file, binary or not', () => {
    expect(
      scan({ 'og.png': 'Sign-off went from three weeks to four days for every desk' }).leaks,
    ).toEqual(['og.png: a sentence of "The Results"']);
  });
});

describe('text a public source also holds', () => {
  const guidance = 'Start here: what the project is, who it was for and the outcome.';

  it('is public, not a leak, and is reported as shared with the file that publishes it', () => {
    const { leaks, shared } = scan(
      { 'portfolio/draft/index.html': `<p>${guidance}</p>` },
      { 'content/projects/draft.md': `## Overview\n\n${guidance}` },
    );
    expect(leaks).toEqual([]);
    expect(shared).toEqual([
      {
        what: 'a sentence of "Process & Solution"',
        text: 'who it was for and the outcome',
        file: 'content/projects/draft.md',
      },
    ]);
  });

  it('is named in one note per file, saying what to do', () => {
    expect(
      sharedTextNotes([
        {
          project: 'desk',
          what: 'x',
          text: 'one long shared sentence',
          file: 'content/projects/draft.md',
        },
        {
          project: 'desk',
          what: 'y',
          text: 'another long shared sentence',
          file: 'content/projects/draft.md',
        },
      ]),
    ).toEqual([
      expect.stringMatching(
        /^content\/projects\/desk\.md \(protected\) shares 2 sentences with content\/projects\/draft\.md, which is published, so they are not secret\. If this is placeholder text in both files .*replace it/,
      ),
    ]);
  });

  it('comes from content/ but for the protected case studies and their testimonials', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'public-text-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('content/projects/open.md', 'Open **bold** words');
    write('content/projects/desk.md', 'Secret words of the desk');
    write('content/testimonials.yaml', "export const testimonials = [{ name: 'Ines Varga' }];");
    write('components/badge.tsx', '<span>Private case study</span>');
    const text = publicText(
      publicSources(
        root,
        [
          { id: 'open', access: 'public' },
          { id: 'desk', access: 'protected', teaser: { title: 'A desk', description: 'Neutral' } },
        ],
        [
          { name: 'Ines Varga', project: 'desk' },
          { name: 'Mara Quist', project: 'open' },
        ],
      ),
    );
    expect(text.find('Open bold words')).toBe('content/projects/open.md');
    expect(text.find('Private case study')).toBe('components/badge.tsx');
    expect(text.find('A desk')).toBe('content/projects/desk.md (its public teaser)');
    expect(text.find('Mara Quist')).toBe('content/testimonials.yaml');
    expect(text.find('Secret words')).toBeUndefined();
    expect(text.find('Ines Varga')).toBeUndefined();
  });
});

describe("Home's testimonials", () => {
  it('leave out those that name an unlisted or protected case study', () => {
    const quote = (project?: string) => ({
      quote: 'q',
      name: project ?? 'none',
      role: 'r',
      project,
    });
    const shown = listedTestimonials(
      [quote(), quote('open'), quote('link-only'), quote('sealed')],
      [
        { id: 'open', access: 'public' },
        { id: 'link-only', access: 'unlisted' },
        { id: 'sealed', access: 'protected' },
      ],
    );
    expect(shown.map((testimonial) => testimonial.name)).toEqual(['none', 'open']);
  });
});
