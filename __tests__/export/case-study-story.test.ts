import { getProject } from '@/lib/content/projects';
import { headOf } from './head';

// The sample case study's facts, results and captions are in its static HTML (for crawlers and
// for readers without JavaScript), and its facts in its JSON-LD where schema.org has a field.
const route = '/portfolio/atlas-base/';
const project = getProject('atlas-base')!;
const { doc, jsonLd } = headOf(route);
const text = (element: Element | null | undefined) => element?.textContent?.trim();

describe('the sample case study as exported', () => {
  it('lists its facts', () => {
    const facts = doc.querySelector('section[aria-label="Project Facts"] dl');
    const pairs = [...(facts?.querySelectorAll('dt') ?? [])].map((dt) => [
      text(dt),
      text(dt.nextElementSibling),
    ]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['Client', project.facts!.client],
        ['Year', project.facts!.year],
        ['Role', project.facts!.role],
      ]),
    );
  });

  it('shows its results', () => {
    const results = doc.querySelector('section[aria-label="Results at a Glance"]');
    expect([...(results?.querySelectorAll('dd') ?? [])].map(text)).toEqual(
      project.results!.map((result) => result.value),
    );
  });

  it('captions its figures and process images', () => {
    const captions = [...doc.querySelectorAll('figure > figcaption')].map(text);
    expect(captions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Section A–A: /),
        expect.stringMatching(/^The ports sit in a milled recess/),
        ...project.processImages.map((image) => image.caption),
      ]),
    );
    const images = doc.querySelectorAll('section[aria-labelledby="process-solution"] figure img');
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const img of images) {
      expect(img.getAttribute('alt')).toBeTruthy();
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('gives its client, year and role to crawlers', () => {
    const graph = jsonLd()[0]['@graph'] as Record<string, unknown>[];
    const work = graph.find((node) => node['@type'] === 'CreativeWork');
    expect(work).toMatchObject({
      sourceOrganization: { '@type': 'Organization', name: project.facts!.client },
      temporalCoverage: project.facts!.year,
      creator: { '@type': 'Role', roleName: project.facts!.role },
    });
  });
});
