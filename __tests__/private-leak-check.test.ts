/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Project } from '@/lib/content/projects';
import { leakMessage, scanForLeaks } from '@/lib/leak-check/leak-check';
import { protectedSecrets } from '@/lib/leak-check/protected-projects';
import { frontMatterTexts } from '@/lib/leak-check/secret-fields';
import { listedTestimonials } from '@/lib/trust/trust';
import { pngWithText } from './support/png-text';

// The leak check's rules, on a temporary project (a protected case study in English and German, its
// testimonial, a confidential client) and temporary folders of published files.

const passphrase = 'Brisk-Walnut-Galaxy-Tundra-Pixel-47';
const defaultFile = `---
id: desk
title: Vault
description: A review tool for the risk team of a bank, used every morning.
order: 1
category: UX & Digital
image: /images/projects/desk/hero.png
imageAlt: The review screen with its queue.
processImages:
  - src: /images/projects/desk/hero.png
    caption: Whiteboard of the approval ladder
facts:
  client: 3M
  year: 2023
  duration: nine weeks
  role: Research lead
  team: two designers and an analyst
  deliverables: [Research, Tariff engine]
  link: { label: Launch memo, url: 'https://memo.acme-bank.example/launch' }
results:
  - { value: +40 %, label: faster sign-off }
date: 2023-11-17
access: protected
---

## Overview

We built it with [Acme Bank](https://acme-bank.example/risk) in 12 weeks.

## The Challenge

the client had a queue.

## My Role

Research and design, with **Ola Brandt** from their team.

## Process & Solution

![Queue sketch on paper](/images/projects/desk/hero.png "Sketch of the morning queue")

## The Results

Sign-off went from three weeks to four days for every desk.
`;
const germanFile = `---
title: Tresor
description: Ein Prüfwerkzeug für das Risikoteam einer Bank, jeden Morgen im Einsatz.
imageAlt: Der Prüfbildschirm mit seiner Warteschlange.
processImages:
  - caption: Whiteboard der Freigabeleiter
facts:
  duration: neun Wochen
  role: Leiterin Recherche
  team: zwei Designerinnen und ein Analyst
  deliverables: [Recherche, Tarifmaschine]
  link: { label: Startnotiz }
results:
  - { label: schnellere Freigabe }
---

## Overview

Gebaut mit der Acme Bank in zwölf Wochen, für den Handel am Morgen.

## The Challenge

Die Warteschlange.

## My Role

Recherche.

## Process & Solution

Skizzen.

## The Results

Die Freigabe dauerte vier Tage statt drei Wochen für jeden Tisch.
`;

const testimonials = [
  {
    quote: 'It changed our mornings completely.',
    name: 'Ines Varga',
    role: 'Head of Risk',
    company: 'Acme',
    project: 'desk',
  },
  { quote: 'Sharp work on the public dock.', name: 'Mara Quist', role: 'Lead', project: 'dock' },
];
const clients = [
  { name: 'Northwind Devices', showName: true },
  { name: 'Halvorsen Orbital Freight', showName: false },
];

function projectRoot(extra: Record<string, string> = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'leak-rules-'));
  const files: Record<string, string | Buffer> = {
    'content/projects/desk.md': defaultFile,
    'content/de/projects/desk.md': germanFile,
    'content/de/testimonials.yaml':
      'testimonials:\n  - quote: Es hat unsere Morgen völlig verändert.\n    role: Leiterin Risiko\n  - quote: Gut.\n    role: Leitung\n',
    'content/about.yaml': 'about:\n  heading: Research and design for banks\n',
    'private/images/projects/desk/hero.png': Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 9, 8, 7, 6, 5, 4,
    ]),
    ...extra,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

const project: Project = {
  id: 'desk',
  title: 'Vault',
  description: 'A review tool for the risk team of a bank, used every morning.',
  category: 'UX & Digital',
  image: { src: '/images/projects/desk/hero.png', width: 1, height: 1, alt: 'x' },
  processImages: [],
  date: '2023-11-17',
  access: 'protected',
  sections: {} as Project['sections'],
};

function secretsFor(root: string) {
  return protectedSecrets([project], root, {
    env: { PROJECT_PASSPHRASE_DESK: passphrase },
    content: { testimonials, clients },
    languages: ['en', 'de'],
    categoryIn: () => 'UX & Digitales',
  });
}

/** The leak check's messages for `files` published beside the project at `root`. */
function scan(files: Record<string, string | Buffer>, root = projectRoot()) {
  const out = path.join(root, 'out');
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true });
    fs.writeFileSync(path.join(out, name), text);
  }
  const cwd = process.cwd();
  process.chdir(out);
  try {
    return scanForLeaks(out, secretsFor(root).secrets).leaks.map(leakMessage);
  } finally {
    process.chdir(cwd);
  }
}

const leakOf = (file: string, what: string, project = 'desk') =>
  `${file} holds ${what} of the protected project "${project}"`;

describe('the leak check searches every text field, in every language', () => {
  it('takes the fields from the schema: every text a front matter has but the public settings', () => {
    const data = { id: 'desk', access: 'protected', order: 1, teaser: { title: 'Public' } };
    const found = frontMatterTexts({
      ...data,
      title: 't',
      facts: {
        role: 'r',
        deliverables: ['a', 'b'],
        link: { label: 'l', url: 'https://x.example' },
      },
      results: [{ value: 40, label: 'v' }],
      processImages: ['/a.png', { src: '/b.png', caption: 'c' }],
      date: new Date('2023-11-17'),
    });
    expect(found.map(({ field }) => field)).toEqual([
      'title',
      'processImages[0].src',
      'processImages[1].src',
      'processImages[1].caption',
      'facts.role',
      'facts.deliverables[0]',
      'facts.deliverables[1]',
      'facts.link.label',
      'facts.link.url',
      'results[0].value',
      'results[0].label',
      'date',
    ]);
  });

  it.each([
    ['facts.role', 'Research lead'],
    ['facts.team', 'two designers and an analyst'],
    ['facts.duration', 'nine weeks'],
    ['facts.deliverables[1]', 'Tariff engine'],
    ['facts.link.label', 'Launch memo'],
    ['facts.link.url', 'memo.acme-bank.example/launch'],
    ['facts.client', 'Thanks to 3M.'],
    ['results[0]', '+40 % faster sign-off'],
    ['processImages[0].caption', 'Whiteboard of the approval ladder'],
  ])('finds the field %s on the project’s own page', (field, text) => {
    expect(scan({ 'portfolio/desk/index.html': `<p>${text}</p>` })).toContain(
      leakOf('portfolio/desk/index.html', `the field "${field}" (content/projects/desk.md)`),
    );
  });

  it('finds the German fields, captions and alt texts in sections, and the German testimonial', () => {
    const leaks = scan({
      'de/portfolio/desk/index.html':
        '<dd>Leiterin Recherche</dd><dd>zwei Designerinnen und ein Analyst</dd><figcaption>Whiteboard der Freigabeleiter</figcaption>',
      'portfolio/desk/index.html':
        '<img alt="Queue sketch on paper"><figcaption>Sketch of the morning queue</figcaption>',
      'b.html':
        '<blockquote>Es hat unsere Morgen völlig verändert.</blockquote><cite>Leiterin Risiko</cite>',
    });
    expect(leaks).toEqual(
      expect.arrayContaining([
        leakOf(
          'de/portfolio/desk/index.html',
          'the field "facts.role" (content/de/projects/desk.md)',
        ),
        leakOf(
          'de/portfolio/desk/index.html',
          'the field "facts.team" (content/de/projects/desk.md)',
        ),
        leakOf(
          'de/portfolio/desk/index.html',
          'the field "processImages[0].caption" (content/de/projects/desk.md)',
        ),
        leakOf(
          'portfolio/desk/index.html',
          'an alt text in section "## Process & Solution" (content/projects/desk.md)',
        ),
        leakOf(
          'portfolio/desk/index.html',
          'a caption in section "## Process & Solution" (content/projects/desk.md)',
        ),
        leakOf('b.html', 'a testimonial quote (content/de/testimonials.yaml)'),
        leakOf('b.html', "a testimonial's role (content/de/testimonials.yaml)"),
      ]),
    );
  });

  it('finds the category as the case study’s data writes it, on its own pages only', () => {
    const leaks = scan({
      'portfolio/desk/index.txt': '{"category":"UX \\u0026 Digital"}',
      'de/portfolio/desk/index.txt': '{"category":"UX & Digitales"}',
      'portfolio/index.html': '<a href="?category=ux-digital">UX &amp; Digital</a>',
    });
    expect(leaks).toEqual([
      leakOf('de/portfolio/desk/index.txt', 'the category (content/projects/desk.md)'),
      leakOf('portfolio/desk/index.txt', 'the category (content/projects/desk.md)'),
    ]);
  });
});

describe('the leak check reads a text in any form a file writes it', () => {
  const sentence = 'Sign-off went from three weeks to four days for every desk';
  const what = 'a sentence of section "## The Results" (content/projects/desk.md)';
  it.each([
    ['upper case', 'a.html', `<p>${sentence.toUpperCase()}</p>`],
    [
      'a word split by a tag',
      'a.html',
      '<p>Sign-off went from thr<b>ee</b> weeks to four days for every desk</p>',
    ],
    ['<wbr>', 'a.html', '<p>Sign-off went from three weeks to four da<wbr>ys for every desk</p>'],
    [
      '&nbsp;',
      'a.html',
      '<p>Sign-off&nbsp;went&nbsp;from three weeks to four days for every desk</p>',
    ],
    [
      'a numeric entity',
      'a.html',
      '<p>Sign-off&#32;went&#x20;from three weeks to four days for every desk</p>',
    ],
    [
      '\\u escapes',
      'a.json',
      '{"t":"Sign-off\\u0020went from three weeks to four days for every desk"}',
    ],
    [
      'percent-encoding',
      'a.xml',
      '<loc>https://x.example/?q=Sign-off%20went%20from%20three%20weeks%20to%20four%20days%20for%20every%20desk</loc>',
    ],
    ['an .ics file', 'talk.ics', `BEGIN:VEVENT\nSUMMARY:${sentence}\nEND:VEVENT`],
    ['an .atom feed', 'feed.atom', `<feed><entry><title>${sentence}</title></entry></feed>`],
    ['a .webmanifest', 'site.webmanifest', JSON.stringify({ description: sentence })],
    ['a file without an extension', '_notes', sentence],
    ['a PNG text chunk', 'og.png', pngWithText(sentence, 'Description')],
  ])('finds a long sentence written with %s', (_, file, text) => {
    expect(scan({ [file]: text })).toEqual([leakOf(file, what)]);
  });

  it('finds the passphrase written with other separators and case', () => {
    expect(scan({ 'a.html': '<!-- brisk walnut GALAXY_tundra.pixel 47 -->' })).toEqual([
      leakOf('a.html', 'the passphrase'),
    ]);
  });
});

describe('the leak check for short texts', () => {
  it('finds "3M" as a word of its own in what a reader sees, in any case or escape', () => {
    expect(scan({ 'a.html': '<p>Made for 3m.</p>', 'b.txt': 'Built for 3\\u004D' })).toEqual([
      leakOf('a.html', 'the field "facts.client" (content/projects/desk.md)'),
      leakOf('b.txt', 'the field "facts.client" (content/projects/desk.md)'),
    ]);
  });

  it('does not take "3M" inside another word, in code, or in a binary file', () => {
    expect(
      scan({
        'a.html': '<p>a 13MB file, 3MP camera</p><svg><path d="M2 3m-1 0"/></svg>',
        'b.js': 'var q="3m";',
        'c.woff2': Buffer.from('\0binary 3M bytes'),
      }),
    ).toEqual([]);
  });

  it('searches a common word of a field only on the project’s own pages', () => {
    expect(scan({ 'about/index.html': '<p>nine weeks of research</p>' })).toEqual([]);
    expect(scan({ 'portfolio/desk/index.html': '<p>Nine weeks</p>' })).toEqual([
      leakOf('portfolio/desk/index.html', 'the field "facts.duration" (content/projects/desk.md)'),
    ]);
  });

  it('finds names, addresses and dates anywhere', () => {
    expect(
      scan({
        'a.html': '<strong>Ola Brandt</strong>',
        'b.txt': '"href":"https://acme-bank.example/risk"',
        'c.xml': '<lastmod>2023-11-17</lastmod>',
      }),
    ).toEqual([
      leakOf('a.html', 'a sentence of section "## My Role" (content/projects/desk.md)'),
      leakOf('b.txt', 'a link address in section "## Overview" (content/projects/desk.md)'),
      // The address holds the client's name, which is its link text and the testimonial's company.
      leakOf('b.txt', 'a link text in section "## Overview" (content/projects/desk.md)'),
      leakOf('b.txt', "a testimonial's company (content/testimonials.yaml)"),
      leakOf('c.xml', 'the field "date" (content/projects/desk.md)'),
    ]);
  });
});

describe('public sources', () => {
  it('never make a confidential name public: a confidential client in About is a problem and a leak', () => {
    const root = projectRoot({
      'content/about.yaml': 'about:\n  heading: Work for Halvorsen Orbital Freight\n',
    });
    expect(secretsFor(root).problems).toEqual([
      'content/about.yaml names a client marked confidential in content/clients.yaml (showName: false). A confidential name is never public: take it out of content/about.yaml.',
    ]);
    expect(
      scan({ 'about/index.html': '<h1>Work for HALVORSEN Orbital&nbsp;Freight</h1>' }, root),
    ).toEqual([
      'about/index.html holds the name of a client marked confidential in content/clients.yaml (showName: false)',
    ]);
  });

  it('make a protected text in the owner’s public content a problem naming both files, whatever its length', () => {
    const root = projectRoot({
      'content/about.yaml': 'about:\n  heading: "Clients: Acme, Ines Varga"\n',
    });
    expect(secretsFor(root).problems).toEqual([
      'content/about.yaml holds a testimonial\'s name of the protected project "desk" (content/testimonials.yaml). A protected text is never public: take it out of content/about.yaml.',
      'content/about.yaml holds a testimonial\'s company of the protected project "desk" (content/testimonials.yaml). A protected text is never public: take it out of content/about.yaml.',
    ]);
  });

  it('leave everyday words and the site’s own words alone: a clean project has no problem', () => {
    const root = projectRoot({
      'lib/words.ts':
        "export const words = 'Sign-off went from three weeks to four days for every desk';",
    });
    expect(secretsFor(root).problems).toEqual([]);
    expect(scan({ 'about/index.html': '<h1>Research and design for banks</h1>' }, root)).toEqual(
      [],
    );
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
