import fs from 'node:fs';
import path from 'node:path';
import { getProject } from '@/lib/content/projects';
import { localize } from '@/lib/i18n/localize';
import { localizedFile } from '@/lib/i18n/owner-content';
import { translateProject } from '@/lib/i18n/projects';
import { pickTexts, projectFileSource } from '@/lib/i18n/template';
import { textFields } from '@/lib/i18n/text-fields';
import * as home from '@/lib/owner/home';
import * as portfolioFile from '@/lib/owner/portfolio';
import * as processFile from '@/lib/owner/process';

const fixtureDe = path.join(process.cwd(), '__tests__/fixture/site/content/de');

describe('a content file in another language', () => {
  const base = { ...home };

  it('takes the words from the translation and every setting from the default file', () => {
    const translation = {
      heroImage: { alt: 'Eine Blaupause' },
      capabilities: base.capabilities.map((c, i) => ({ title: `Titel ${i}`, description: 'Text' })),
      closingCallToAction: { heading: 'Idee?', text: 'Los.', action: 'Schreib mir' },
    };
    const { value, problems, untranslated } = localize(
      base,
      translation,
      textFields.home,
      'content/de/home.yaml',
    );
    expect(problems).toEqual([]);
    expect(untranslated).toEqual([]);
    expect(value.heroImage).toEqual({ src: base.heroImage.src, alt: 'Eine Blaupause' });
    expect(value.capabilities[1]).toEqual({
      title: 'Titel 1',
      icon: base.capabilities[1].icon,
      description: 'Text',
    });
    expect(value.introTimeline).toEqual(base.introTimeline);
    // The default file is left as it was.
    expect(base.heroImage.alt).toBe(home.heroImage.alt);
  });

  it('names the file and the field of each missing text', () => {
    const { problems } = localize(
      base,
      { heroImage: {}, capabilities: [{ title: 'Nur einer' }] },
      textFields.home,
      'content/de/home.yaml',
    );
    expect(problems).toContain('content/de/home.yaml: "heroImage.alt" is missing');
    expect(problems).toContain('content/de/home.yaml: "capabilities[0].description" is missing');
    expect(problems).toContain('content/de/home.yaml: "capabilities[2].title" is missing');
    expect(problems).toContain('content/de/home.yaml: "closingCallToAction.action" is missing');
  });

  it('says which file is missing', () => {
    expect(localizedFile('de', 'process').problems).toEqual([
      "content/de/process.yaml is missing: it holds this language's texts",
    ]);
  });

  it('lists the texts new-language marked and nobody translated yet, by file and field', () => {
    const marked = pickTexts(base, textFields.home);
    const { problems, untranslated } = localize(
      base,
      marked,
      textFields.home,
      'content/de/home.yaml',
    );
    expect(problems).toEqual([]);
    expect(untranslated).toContain('content/de/home.yaml: heroImage.alt');
    expect(untranslated).toContain('content/de/home.yaml: capabilities[2].description');
    expect(untranslated).toHaveLength(2 + base.capabilities.length * 2 + 2);
  });
});

describe("the pages' own texts in another language", () => {
  it('new-language writes each page heading, intro and meta description, marked for translation', () => {
    const portfolio = pickTexts({ ...portfolioFile }, textFields.portfolio);
    expect(portfolio).toEqual({
      heading: `[translate] ${portfolioFile.heading}`,
      intro: `[translate] ${portfolioFile.intro}`,
      description: `[translate] ${portfolioFile.description}`,
    });
    const process = pickTexts({ ...processFile }, textFields.process);
    expect(process).toMatchObject({
      heading: '[translate] From Concept to Creation',
      intro: `[translate] ${processFile.intro}`,
      description: `[translate] ${processFile.description}`,
    });
  });

  it('names the file and the field of a page text the translation leaves out', () => {
    const { problems } = localize(
      { ...portfolioFile },
      { heading: 'Ausgewählte Projekte', intro: 'Digitale Produkte.' },
      textFields.portfolio,
      'content/de/portfolio.yaml',
    );
    expect(problems).toEqual(['content/de/portfolio.yaml: "description" is missing']);
  });

  it("reads the fixture's German page texts", () => {
    const read = (file: string) => fs.readFileSync(path.join(fixtureDe, file), 'utf8');
    expect(read('portfolio.yaml')).toContain('heading: Ausgewählte Projekte');
    expect(read('process.yaml')).toContain('heading: Von der Idee zum Produkt');
  });
});

describe('a case study in another language', () => {
  it("has the translation's words and sections over the default file's settings", () => {
    const project = getProject('atlas-base')!;
    const { project: de, problems } = translateProject(
      'de',
      project,
      path.join(fixtureDe, 'projects/atlas-base.md'),
      (category) => `${category} (de)`,
    );
    expect(problems).toEqual([]);
    expect(de.description).toMatch(/^Eine kompakte Ladestation/);
    expect(de.image.alt).toMatch(/^Isometrische Ansicht/);
    expect(de.sections['The Results']).toMatch(/^Die Atlas-Modelle/);
    expect(de.categoryLabel).toBe(`${project.category} (de)`);
    const texts = { facts: 0, results: 0, processImages: 0 };
    expect({
      ...de,
      title: 0,
      description: 0,
      image: 0,
      sections: 0,
      categoryLabel: 0,
      ...texts,
    }).toEqual({
      ...project,
      categoryLabel: 0,
      title: 0,
      description: 0,
      image: 0,
      sections: 0,
      ...texts,
    });
    expect(de.image.src).toBe(project.image.src);
  });
});

describe("a case study's story texts in another language", () => {
  const project = getProject('atlas-base')!;
  const germanFile = fs.readFileSync(path.join(fixtureDe, 'projects/atlas-base.md'), 'utf8');
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(process.cwd(), 'artifacts-tmp-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const translate = (source: string, base = project) => {
    const file = path.join(dir, 'atlas-base.md');
    fs.writeFileSync(file, source);
    return { ...translateProject('de', base, file), where: path.relative(process.cwd(), file) };
  };

  it('takes the facts, results and captions from the translation', () => {
    const { project: de, problems } = translate(germanFile);
    expect(problems).toEqual([]);
    expect(de.facts).toMatchObject({ role: 'Leitender Industriedesigner und Konstrukteur' });
    expect(de.facts?.client).toBe(project.facts?.client);
    expect(de.facts?.year).toBe(project.facts?.year);
    expect(de.results?.map((result) => result.value)).toEqual(['100 W', '9–24 V', '6 Min.']);
    expect(de.results?.[2].label).toMatch(/^Montagezeit/);
    expect(de.processImages[0].caption).toMatch(/^Ideenskizzen/);
    expect(de.processImages[0].src).toBe(project.processImages[0].src);
  });

  it('names the file and the field of a missing story text; a result value may stay the default', () => {
    const source = germanFile
      .replace(/^ {2}role: .*\n/m, '')
      .replace(/^ {2}- value: 6 Min\.\n {4}label/m, '  - label')
      .replace(
        /^ {2}- caption: Platinen.*\n/m,
        '  - src: /images/projects/atlas-base/process-3.svg\n',
      );
    const { project: de, problems, where } = translate(source);
    expect(problems).toEqual([
      `${where}: front matter field "facts.role" is missing`,
      `${where}: front matter field "processImages[2].caption" is missing`,
    ]);
    expect(de.results?.[2].value).toBe('6 min');
  });

  it('new-language writes every story text, marked for translation', () => {
    const { problems, untranslated, where } = translate(projectFileSource(project));
    expect(problems).toEqual([]);
    expect(untranslated).toEqual(
      expect.arrayContaining([
        `${where}: facts.role`,
        `${where}: facts.deliverables[3]`,
        `${where}: results[2].label`,
        `${where}: processImages[1].caption`,
      ]),
    );
  });

  it('asks for no story text the default file does not have', () => {
    const { facts, results, ...plain } = project;
    void facts;
    void results;
    const bare = {
      ...plain,
      processImages: project.processImages.map(({ caption, ...image }) => (void caption, image)),
    };
    const older = germanFile.replace(/^processImages:[\s\S]*?(?=^---)/m, '');
    const { project: de, problems } = translate(older, bare);
    expect(problems).toEqual([]);
    expect(de.facts).toBeUndefined();
    expect(de.results).toBeUndefined();
  });

  it('reads the images its sections show, and names the file of one that does not exist', () => {
    const source = germanFile.replace(
      '/images/projects/atlas-base/heat-path.svg',
      '/images/projects/atlas-base/nowhere.svg',
    );
    const { project: de, problems, where } = translate(source);
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${where}: section "## Process & Solution": image /images/projects/atlas-base/nowhere\\.svg does not exist`,
        ),
      ),
    ]);
    expect(de.figures?.['/images/projects/atlas-base/before.svg']).toEqual(
      project.figures?.['/images/projects/atlas-base/before.svg'],
    );
  });
});
