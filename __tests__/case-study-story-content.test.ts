/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadProjects } from '@/lib/content/projects';

// The story fields of a case study's front matter and sections, read the way the build reads them.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100"/>';

const sections = (process = 'How it was solved.') =>
  [
    '## Overview\n\nWhat it is.',
    '## The Challenge\n\nWhat was hard.',
    '## My Role\n\nWhat I did.',
    `## Process & Solution\n\n${process}`,
    '## The Results\n\nWhat changed.',
  ].join('\n\n');

let root: string;

function load(extra: string, process?: string) {
  const dir = path.join(root, 'projects');
  const images = path.join(root, 'public/images/sample');
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(images, { recursive: true });
  for (const name of ['hero', 'step', 'wide'])
    fs.writeFileSync(path.join(images, `${name}.svg`), svg);
  const frontMatter = [
    'id: sample',
    'title: Sample Project',
    'description: A short summary.',
    'order: 1',
    'category: UX & Digital',
    'image: /images/sample/hero.svg',
    'imageAlt: A sample hero image.',
    'date: 2025-01-31',
    extra,
  ].join('\n');
  fs.writeFileSync(
    path.join(dir, 'sample.md'),
    `---\n${frontMatter}\n---\n\n${sections(process)}\n`,
  );
  return loadProjects(dir, path.join(root, 'public'));
}

const steps = 'processImages:\n  - /images/sample/step.svg';

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'story-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('case study story fields', () => {
  it('reads facts, results and captioned process images beside plain ones', () => {
    const [project] = load(
      [
        'processImages:',
        '  - /images/sample/step.svg',
        '  - src: /images/sample/wide.svg',
        '    caption: The second step.',
        'facts:',
        '  client: Northwind Devices',
        '  year: 2023-2025',
        '  role: Lead designer',
        '  deliverables: [Research, Prototype]',
        'results:',
        '  - { value: −80 %, label: listing time }',
        'resultsOnCard: true',
      ].join('\n'),
    );
    expect(project.processImages).toEqual([
      expect.not.objectContaining({ caption: expect.anything() }),
      expect.objectContaining({ src: '/images/sample/wide.svg', caption: 'The second step.' }),
    ]);
    expect(project.facts).toEqual({
      client: 'Northwind Devices',
      year: '2023–2025',
      role: 'Lead designer',
      deliverables: ['Research', 'Prototype'],
    });
    expect(project.results).toEqual([{ value: '−80 %', label: 'listing time' }]);
    expect(project.resultsOnCard).toBe(true);
  });

  it('never carries the name of a client that may not be named', () => {
    const [project] = load(`${steps}\nfacts:\n  client: Halvorsen Orbital Freight\n  year: 2024`);
    expect(project.facts).toEqual({ confidentialClient: true, year: '2024' });
    expect(JSON.stringify(project)).not.toMatch(/Halvorsen/i);
  });

  it.each([
    [
      'a result value too long to fit',
      'results:\n  - { value: 1 250 000 units, label: sold }',
      'field "results.0.value" must be at most 8 characters',
    ],
    [
      'more than three results',
      `results:\n${'  - { value: 1, label: one }\n'.repeat(4)}`,
      'field "results" must list at most 3 results',
    ],
    [
      'a process caption that is not text',
      'processImages:\n  - src: /images/sample/step.svg\n    caption: [a, b]',
      'field "processImages.0.caption" must be text',
    ],
    ['an unknown fact', 'facts:\n  budget: 1M', 'field "facts" has unknown field(s) "budget"'],
    [
      'a period that is not one',
      'facts:\n  year: last spring',
      'field "facts.year" must be a year',
    ],
  ])('names the file and field for %s', (_, extra, message) => {
    const fields = extra.startsWith('processImages') ? extra : `${steps}\n${extra}`;
    expect(() => load(fields)).toThrow(/sample\.md: .*/);
    expect(() => load(fields)).toThrow(message);
  });

  it('names the file and section of an unknown layout and a missing section image', () => {
    expect(() => load(steps, '::: gallery\n![A](/images/sample/wide.svg)\n:::')).toThrow(
      'sample.md: section "## Process & Solution": unknown layout "::: gallery"',
    );
    expect(() => load(steps, '![A drawing](/images/sample/nowhere.svg "Caption")')).toThrow(
      'sample.md: section "## Process & Solution": image /images/sample/nowhere.svg does not exist',
    );
  });

  it('sizes the images a section shows', () => {
    const [project] = load(steps, '::: wide\n![A](/images/sample/wide.svg "Caption")\n:::');
    expect(project.figures?.['/images/sample/wide.svg']).toMatchObject({ width: 160, height: 100 });
  });
});
