/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getFeaturedProjects, getProjects, loadProjects } from '@/lib/content/projects';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100"/>';

const frontMatter = (id: string) => ({
  id,
  title: 'Sample Project',
  description: 'A short summary for the card.',
  order: '1',
  category: 'UX & Digital',
  image: `/images/${id}/hero.svg`,
  imageAlt: 'A sample hero image.',
  processImages: `\n  - /images/${id}/step.svg`,
  liveUrl: 'https://sample.example.com',
  date: '2025-01-31',
});

const body = [
  '## Overview\n\nWhat it is.',
  '## The Challenge\n\nWhat was hard.',
  '## My Role\n\nWhat I did.',
  '## Process & Solution\n\nHow it was solved:\n\n- one\n- two',
  '## The Results\n\nWhat changed.',
];

type Fixture = { fields?: Record<string, string | undefined>; sections?: string[]; file?: string };

function projectFile(id: string, { fields = {}, sections = body }: Fixture) {
  const merged = { ...frontMatter(id), ...fields };
  const yaml = Object.entries(merged)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${sections.join('\n\n')}\n`;
}

let root: string;

function load(fixtures: Record<string, Fixture>) {
  const dir = path.join(root, 'projects');
  const publicDir = path.join(root, 'public');
  fs.mkdirSync(dir, { recursive: true });
  for (const [id, fixture] of Object.entries(fixtures)) {
    fs.mkdirSync(path.join(publicDir, 'images', id), { recursive: true });
    fs.writeFileSync(path.join(publicDir, 'images', id, 'hero.svg'), svg);
    fs.writeFileSync(path.join(publicDir, 'images', id, 'step.svg'), svg);
    fs.writeFileSync(path.join(dir, fixture.file ?? `${id}.md`), projectFile(id, fixture));
  }
  return loadProjects(dir, publicDir);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('project content', () => {
  it('loads a valid project with its sections and image sizes', () => {
    const [project] = load({ sample: {} });
    expect(project).toMatchObject({
      id: 'sample',
      category: 'UX & Digital',
      image: {
        src: '/images/sample/hero.svg',
        width: 160,
        height: 100,
        alt: 'A sample hero image.',
      },
      processImages: [{ src: '/images/sample/step.svg', width: 160, height: 100 }],
      liveUrl: 'https://sample.example.com',
      date: '2025-01-31',
    });
    expect(project.sections['Process & Solution']).toBe('How it was solved:\n\n- one\n- two');
  });

  it('accepts a project without a live URL', () => {
    expect(load({ sample: { fields: { liveUrl: undefined } } })[0].liveUrl).toBeUndefined();
  });

  it("reads the live link's own label, and names one without a link or with no words", () => {
    expect(load({ sample: {} })[0].liveLabel).toBeUndefined();
    expect(load({ sample: { fields: { liveLabel: 'Buy It in the Shop' } } })[0]).toMatchObject({
      liveUrl: 'https://sample.example.com',
      liveLabel: 'Buy It in the Shop',
    });
    expect(() =>
      load({ sample: { fields: { liveUrl: undefined, liveLabel: 'Buy It in the Shop' } } }),
    ).toThrow(/sample\.md: front matter field "liveLabel" names a link, but there is no "liveUrl"/);
    expect(() => load({ sample: { fields: { liveLabel: '"  "' } } })).toThrow(
      /sample\.md: front matter field "liveLabel" must not be empty/,
    );
  });

  it('orders projects by their order field', () => {
    const ids = load({ b: { fields: { order: '1' } }, a: { fields: { order: '2' } } }).map(
      (p) => p.id,
    );
    expect(ids).toEqual(['b', 'a']);
  });

  it.each(['title', 'description', 'category', 'image', 'imageAlt', 'processImages', 'date', 'id'])(
    'names the file and the field when %s is missing',
    (field) => {
      expect(() => load({ sample: { fields: { [field]: undefined } } })).toThrow(
        new RegExp(`projects/sample\\.md: front matter field "${field}" is missing$`),
      );
    },
  );

  it('rejects an empty field', () => {
    expect(() => load({ sample: { fields: { title: '""' } } })).toThrow(
      /projects\/sample\.md: front matter field "title" must not be empty/,
    );
  });

  it('rejects an unknown category', () => {
    expect(() => load({ sample: { fields: { category: 'Brand Development' } } })).toThrow(
      /sample\.md: front matter field "category" must be one of: UX & Digital, Industrial Design & Engineering/,
    );
  });

  it('rejects a duplicate id', () => {
    expect(() =>
      load({
        sample: {},
        copy: {
          fields: {
            id: 'sample',
            image: '/images/copy/hero.svg',
            processImages: '\n  - /images/copy/step.svg',
          },
        },
      }),
    ).toThrow(/sample\.md: front matter field "id" is "sample", which .*copy\.md already uses/);
  });

  it('rejects an id that is not a URL-safe slug', () => {
    expect(() => load({ sample: { fields: { id: 'Sample Project' } } })).toThrow(
      /sample\.md: front matter field "id" must be a URL-safe slug/,
    );
  });

  it('rejects an id that differs from the file name', () => {
    expect(() => load({ sample: { file: 'other-name.md' } })).toThrow(
      /other-name\.md: front matter field "id" is "sample" but must match the file name \("other-name"\)/,
    );
  });

  it('rejects an image that is not in public/', () => {
    expect(() => load({ sample: { fields: { image: '/images/sample/missing.svg' } } })).toThrow(
      /sample\.md: front matter field "image" points at \/images\/sample\/missing\.svg, but .*public\/images\/sample\/missing\.svg does not exist/,
    );
  });

  it('rejects a process image that is not in public/', () => {
    expect(() =>
      load({
        sample: {
          fields: { processImages: '\n  - /images/sample/step.svg\n  - /images/sample/gone.png' },
        },
      }),
    ).toThrow(
      /sample\.md: front matter field "processImages\.1" points at \/images\/sample\/gone\.png/,
    );
  });

  it.each(['http://sample.example.com', 'sample.example.com', '/relative/path'])(
    'rejects a live URL that is not absolute https (%s)',
    (liveUrl) => {
      expect(() => load({ sample: { fields: { liveUrl } } })).toThrow(
        /sample\.md: front matter field "liveUrl" must be an absolute https:\/\/ URL/,
      );
    },
  );

  it('rejects a missing section', () => {
    expect(() =>
      load({ sample: { sections: body.filter((s) => !s.startsWith('## My Role')) } }),
    ).toThrow(/sample\.md: section "## My Role" is missing/);
  });

  it('rejects a repeated section', () => {
    expect(() => load({ sample: { sections: [...body, '## The Challenge\n\nAgain.'] } })).toThrow(
      /sample\.md: section "## The Challenge" appears more than once/,
    );
  });

  it('rejects an empty section', () => {
    expect(() => load({ sample: { sections: [...body.slice(0, 4), '## The Results'] } })).toThrow(
      /sample\.md: section "## The Results" is empty/,
    );
  });

  it('rejects an unknown section heading', () => {
    expect(() => load({ sample: { sections: [...body, '## Testimonials\n\nNice.'] } })).toThrow(
      /sample\.md: unexpected heading "## Testimonials"/,
    );
  });

  it('rejects an unknown front matter field', () => {
    expect(() => load({ sample: { fields: { client: 'Someone' } } })).toThrow(
      /sample\.md: unknown front matter field\(s\) "client"/,
    );
  });
});

describe('the shipped content', () => {
  it('holds the five known projects in the specified order and categories', () => {
    expect(getProjects().map((p) => [p.id, p.category, Boolean(p.liveUrl)])).toEqual([
      ['atlas-base', 'Industrial Design & Engineering', true],
      ['profitengine-center', 'UX & Digital', true],
      ['3d-laser-scanning', 'UX & Digital', false],
      ['focusgate-project-management', 'UX & Digital', true],
      ['gravity-dice-design', 'Industrial Design & Engineering', false],
    ]);
  });

  it('features the three specified projects', () => {
    expect(getFeaturedProjects().map((p) => p.id)).toEqual([
      'profitengine-center',
      'atlas-base',
      'focusgate-project-management',
    ]);
  });

  // The prose a visitor reads: figures, videos, before/after and prototype blocks (their alt texts
  // and captions) don't count.
  const prose = (section: string) =>
    section
      .split('\n')
      .filter((line) => !/^\s*(!\[|:::|\[[^\]]*\]\([^)]*\)\s*$)/.test(line))
      .join(' ');

  it.each(getProjects().map((p) => [p.id, p] as const))(
    'keeps %s between 120 and 300 words of prose',
    (_, project) => {
      const words = Object.values(project.sections)
        .map(prose)
        .join(' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(120);
      expect(words).toBeLessThanOrEqual(300);
    },
  );

  it('carries the specified claims in the right case studies', () => {
    const text = (id: string) =>
      Object.values(getProjects().find((p) => p.id === id)!.sections).join(' ');
    expect(text('profitengine-center')).toMatch(/up to 80%/);
    expect(text('gravity-dice-design')).toMatch(/under 0\.1 g/);
    expect(text('gravity-dice-design')).toMatch(/8 colour combinations/);
    expect(text('atlas-base')).toMatch(/9-24V DC input with 100W Power Delivery/);
  });
});
