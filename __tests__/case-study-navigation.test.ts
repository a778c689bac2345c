/** @jest-environment node */
import { filterCategories, projectCategories } from '@/lib/owner/categories';
import { categoryFromSlug, categorySlug } from '@/lib/content/category-slug';
import { caseStudyCallToAction, parseCallToAction } from '@/lib/content/case-study';
import { getAdjacentProjects, getProjects } from '@/lib/content/projects';

const ids = (adjacent: ReturnType<typeof getAdjacentProjects>) =>
  adjacent && [adjacent.previous.id, adjacent.next.id];

describe('previous and next project', () => {
  it('follows portfolio order in the middle of the list', () => {
    expect(ids(getAdjacentProjects('3d-laser-scanning'))).toEqual([
      'profitengine-center',
      'focusgate-project-management',
    ]);
    expect(getAdjacentProjects('3d-laser-scanning')).toMatchObject({ position: 3, total: 5 });
  });

  it('wraps around from the first project to the last', () => {
    expect(ids(getAdjacentProjects('atlas-base'))).toEqual([
      'gravity-dice-design',
      'profitengine-center',
    ]);
    expect(getAdjacentProjects('atlas-base')).toMatchObject({ position: 1 });
  });

  it('wraps around from the last project to the first', () => {
    expect(ids(getAdjacentProjects('gravity-dice-design'))).toEqual([
      'focusgate-project-management',
      'atlas-base',
    ]);
    expect(getAdjacentProjects('gravity-dice-design')).toMatchObject({ position: 5, total: 5 });
  });

  it('visits every project once when following Next from any project', () => {
    const projects = getProjects();
    const seen = [projects[0].id];
    for (let i = 1; i < projects.length; i += 1) {
      seen.push(getAdjacentProjects(seen[i - 1])!.next.id);
    }
    expect(seen).toEqual(projects.map((project) => project.id));
    expect(getAdjacentProjects(seen.at(-1)!)!.next.id).toBe(seen[0]);
  });

  it('has no neighbours for an unknown id or a portfolio of one project', () => {
    expect(getAdjacentProjects('no-such-id')).toBeUndefined();
    expect(getAdjacentProjects('atlas-base', getProjects().slice(0, 1))).toBeUndefined();
  });
});

describe('category slugs', () => {
  it.each([
    ['UX & Digital', 'ux-digital'],
    ['Industrial Design & Engineering', 'industrial-design-engineering'],
    ['Brand Development', 'brand-development'],
  ])('turns %s into %s and back', (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
    expect(categoryFromSlug(slug, filterCategories)).toBe(category);
  });

  it('gives every filter category its own slug', () => {
    const slugs = filterCategories.map(categorySlug);
    expect(new Set(slugs).size).toBe(filterCategories.length);
    for (const category of projectCategories)
      expect(categoryFromSlug(categorySlug(category), filterCategories)).toBe(category);
  });

  it.each([null, '', 'all', 'no-such-category', 'UX & Digital', 'ux-digital-'])(
    'falls back to All for %p',
    (slug) => {
      expect(categoryFromSlug(slug, filterCategories)).toBe('All');
    },
  );
});

describe('the case study call to action', () => {
  it('ships a heading, a line of text and a button label', () => {
    expect(caseStudyCallToAction.heading).toBe('Have a similar project?');
    expect(caseStudyCallToAction.text.length).toBeGreaterThan(0);
    expect(caseStudyCallToAction.action.length).toBeGreaterThan(0);
  });

  it('names the file and the field when a field is empty', () => {
    expect(() => parseCallToAction({ ...caseStudyCallToAction, heading: ' ' })).toThrow(
      'content/case-study.yaml: callToAction field "heading" must not be empty',
    );
  });

  it('rejects a button label too long for a button', () => {
    expect(() => parseCallToAction({ ...caseStudyCallToAction, action: 'x'.repeat(31) })).toThrow(
      'content/case-study.yaml: callToAction field "action" must be at most 30 characters',
    );
  });

  it('rejects a missing field and an unknown one', () => {
    expect(() => parseCallToAction({ heading: 'Hi', text: 'Hello' })).toThrow(
      'content/case-study.yaml: callToAction field "action" is missing',
    );
    expect(() => parseCallToAction({ ...caseStudyCallToAction, href: '/x/' })).toThrow(
      'content/case-study.yaml: callToAction has unknown field(s) href',
    );
  });
});
