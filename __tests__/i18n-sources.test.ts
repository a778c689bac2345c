import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getProject } from '@/lib/content/projects';
import { localize } from '@/lib/i18n/localize';
import { translateProject } from '@/lib/i18n/projects';
import { pickTexts, projectFileSource } from '@/lib/i18n/template';
import { sourcedLists, textFields } from '@/lib/i18n/text-fields';
import * as processFile from '@/lib/owner/process';

const english = {
  testimonials: [
    { quote: 'They shipped on time.', name: 'Priya Natarajan', role: 'Head of Product' },
    { quote: 'A calm partner.', name: 'Jonas Feld', role: 'Founder' },
  ],
};
const lists = sourcedLists.testimonials;
const file = 'content/de/testimonials.yaml';

/** content/de/testimonials.yaml as new-language writes it, then translated. */
function german() {
  const texts = pickTexts(english, textFields.testimonials, lists) as {
    testimonials: { source: string; quote: string; role: string }[];
  };
  texts.testimonials[0] = { ...texts.testimonials[0], quote: 'Pünktlich geliefert.' };
  texts.testimonials[1] = { ...texts.testimonials[1], quote: 'Ein ruhiger Partner.' };
  return texts;
}

describe('translated list entries, by identity', () => {
  it('new-language writes each entry with the source it translates', () => {
    const { testimonials } = german();
    expect(testimonials.map((entry) => entry.source)).toEqual([
      expect.stringMatching(/^[0-9a-f]{8}$/),
      expect.stringMatching(/^[0-9a-f]{8}$/),
    ]);
    expect(testimonials[0].source).not.toBe(testimonials[1].source);
  });

  it('keeps each translation with its entry when the default list is reordered', () => {
    const reordered = { testimonials: [english.testimonials[1], english.testimonials[0]] };
    const { value, problems, notes } = localize(
      reordered,
      german(),
      textFields.testimonials,
      file,
      lists,
    );
    expect(problems).toEqual([]);
    expect(notes).toEqual([]);
    expect(value.testimonials.map(({ name, quote }) => `${name}: ${quote}`)).toEqual([
      'Jonas Feld: Ein ruhiger Partner.',
      'Priya Natarajan: Pünktlich geliefert.',
    ]);
  });

  it("stops on a translated quote whose client was replaced, rather than showing it under the new client's name", () => {
    const replaced = {
      testimonials: [
        { quote: 'Clear drawings.', name: 'Lena Brandt', role: 'CTO' },
        english.testimonials[1],
      ],
    };
    const { problems } = localize(replaced, german(), textFields.testimonials, file, lists);
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/de\/testimonials\.yaml: "testimonials\[0\]" was translated from an entry content\/testimonials\.yaml no longer has \(source [0-9a-f]{8}\): check it against testimonials\[0\] there \("Lena Brandt"\) and set its source to [0-9a-f]{8}$/,
      ),
    ]);
  });

  it('notes a translated step whose source text changed, and one whose source is gone', () => {
    const base = { ...processFile };
    const texts = pickTexts(base, textFields.process, sourcedLists.process) as {
      processSteps: object[];
    };
    const changed = {
      ...base,
      processSteps: [
        { ...base.processSteps[0], description: 'Reworded.' },
        ...base.processSteps.slice(2),
      ],
    };
    const { problems, notes, value } = localize(
      changed,
      texts,
      textFields.process,
      'content/de/process.yaml',
      sourcedLists.process,
    );
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      expect.stringMatching(
        /^content\/de\/process\.yaml: "processSteps\[0\]" was translated from an entry content\/process\.yaml no longer has \(source [0-9a-f]{8}\): check it against processSteps\[0\] there \("Concept & Strategy"\)/,
      ),
      expect.stringMatching(
        /^content\/de\/process\.yaml: "processSteps\[1\]" translates an entry content\/process\.yaml no longer has \(source [0-9a-f]{8}\): delete it$/,
      ),
    ]);
    expect(value.processSteps[1].title).toBe(`[translate] ${base.processSteps[2].title}`);
  });

  it('matches entries without a source by position, as before', () => {
    const { value, problems, notes } = localize(
      english,
      {
        testimonials: [
          { quote: 'Eins', role: 'A' },
          { quote: 'Zwei', role: 'B' },
        ],
      },
      textFields.testimonials,
      file,
      lists,
    );
    expect([problems, notes]).toEqual([[], []]);
    expect(value.testimonials[1].quote).toBe('Zwei');
  });
});

describe("a case study's results and captions, by identity", () => {
  const project = getProject('atlas-base')!;
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'story-sources-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** content/de/projects/atlas-base.md as new-language writes it, each text "DE <English>". */
  function translate(edit: (text: string) => string = (text) => text) {
    const file = path.join(dir, 'atlas-base.md');
    fs.writeFileSync(file, edit(projectFileSource(project).replaceAll('[translate] ', 'DE ')));
    return file;
  }

  it('new-language writes each result and process image with the source it translates', () => {
    const text = projectFileSource(project);
    const sources = [...text.matchAll(/^ {2}- source: ([0-9a-f]{8})$/gm)].map((m) => m[1]);
    expect(sources).toHaveLength(project.results!.length + project.processImages.length);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('keeps each translated result and caption with its entry when the English list is reordered', () => {
    const file = translate();
    const reordered = {
      ...project,
      results: [...project.results!].reverse(),
      processImages: [...project.processImages].reverse(),
    };
    const { project: de, problems, notes } = translateProject('de', reordered, file);
    expect([problems, notes]).toEqual([[], []]);
    expect(de.results!.map((result) => result.label)).toEqual(
      reordered.results.map((result) => `DE ${result.label}`),
    );
    expect(de.processImages.map((image) => [image.src, image.caption])).toEqual(
      reordered.processImages.map((image) => [image.src, `DE ${image.caption}`]),
    );
  });

  it('names a translated result whose English entry changed, and one whose entry is gone', () => {
    const file = translate();
    const changed = {
      ...project,
      results: [{ ...project.results![0], label: 'A new English label' }, project.results![1]],
    };
    const { problems, notes } = translateProject('de', changed, file);
    expect(problems).toEqual([]);
    const where = path.relative(process.cwd(), file);
    expect(notes).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${where}: "results\\[0\\]" was translated from an entry content/projects/atlas-base\\.md no longer has \\(source [0-9a-f]{8}\\): check it against results\\[0\\] there \\("100 W"\\) and set its source to [0-9a-f]{8}$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `^${where}: "results\\[2\\]" translates an entry .* no longer has .*: delete it$`,
        ),
      ),
    ]);
  });

  it('matches results and captions without a source by position, as before', () => {
    const file = translate((text) => text.replace(/^ {2}- source: [0-9a-f]{8}\n {4}/gm, '  - '));
    expect(fs.readFileSync(file, 'utf8')).not.toContain('source:');
    const { project: de, problems, notes } = translateProject('de', project, file);
    expect([problems, notes]).toEqual([[], []]);
    expect(de.results![1].label).toBe(`DE ${project.results![1].label}`);
    expect(de.processImages[2].caption).toBe(`DE ${project.processImages[2].caption}`);
  });
});

describe('a default-language text left in a translation', () => {
  it('lists an English alt text on a German case study as untranslated', () => {
    const project = getProject('atlas-base')!;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'default-text-'));
    const de = path.join(dir, 'atlas-base.md');
    fs.writeFileSync(
      de,
      projectFileSource(project)
        .replaceAll('[translate] ', '')
        .replace(/^title: .*$/m, 'title: Atlas-Sockel'),
    );
    try {
      const { untranslated } = translateProject('de', project, de);
      expect(untranslated).toContain(
        `${path.relative(process.cwd(), de)}: imageAlt (the default language's text, word for word)`,
      );
      expect(untranslated.join('\n')).not.toContain(': title');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
