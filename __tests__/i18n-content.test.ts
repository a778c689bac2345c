import path from 'node:path';
import { getProject } from '@/lib/content/projects';
import { localize } from '@/lib/i18n/localize';
import { localizedFile } from '@/lib/i18n/owner-content';
import { translateProject } from '@/lib/i18n/projects';
import { pickTexts } from '@/lib/i18n/template';
import { textFields } from '@/lib/i18n/text-fields';
import * as home from '@/content/home';

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
      'content/de/home.ts',
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
      'content/de/home.ts',
    );
    expect(problems).toContain('content/de/home.ts: "heroImage.alt" is missing');
    expect(problems).toContain('content/de/home.ts: "capabilities[0].description" is missing');
    expect(problems).toContain('content/de/home.ts: "capabilities[2].title" is missing');
    expect(problems).toContain('content/de/home.ts: "closingCallToAction.action" is missing');
  });

  it('says which file is missing', () => {
    expect(localizedFile('de', 'process').problems).toEqual([
      "content/de/process.ts is missing: it holds this language's texts",
    ]);
  });

  it('lists the texts new-language marked and nobody translated yet, by file and field', () => {
    const marked = pickTexts(base, textFields.home);
    const { problems, untranslated } = localize(
      base,
      marked,
      textFields.home,
      'content/de/home.ts',
    );
    expect(problems).toEqual([]);
    expect(untranslated).toContain('content/de/home.ts: heroImage.alt');
    expect(untranslated).toContain('content/de/home.ts: capabilities[2].description');
    expect(untranslated).toHaveLength(2 + base.capabilities.length * 2 + 2);
  });
});

describe('a case study in another language', () => {
  it("has the translation's words and sections over the default file's settings", () => {
    const project = getProject('atlas-base')!;
    const { project: de, problems } = translateProject(
      project,
      path.join(fixtureDe, 'projects/atlas-base.md'),
      (category) => `${category} (de)`,
    );
    expect(problems).toEqual([]);
    expect(de.description).toMatch(/^Eine kompakte Ladestation/);
    expect(de.image.alt).toMatch(/^Isometrische Ansicht/);
    expect(de.sections['The Results']).toMatch(/^Die Atlas-Modelle/);
    expect(de.categoryLabel).toBe(`${project.category} (de)`);
    expect({ ...de, title: 0, description: 0, image: 0, sections: 0, categoryLabel: 0 }).toEqual({
      ...project,
      categoryLabel: 0,
      title: 0,
      description: 0,
      image: 0,
      sections: 0,
    });
    expect(de.image.src).toBe(project.image.src);
  });
});
