// The notes as a visitor meets them (the sample's three notes): Home's latest notes, the footer's
// link, the list with dates, reading times and tags, a tag's page and a note's page with its
// <article>, <time datetime>, tags, related case study and newer/older links.
import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/(default)/page';
import { SiteFooter } from '@/components/layout/site-footer';
import { NotePage, NotesListPage, TagPage } from '@/components/notes/notes-pages';
import { ProjectDetail } from '@/components/case-study/project-detail';
import { getProject } from '@/lib/content/projects';
import { caseStudyNoteProblems, getNotes } from '@/lib/notes/notes';

const notes = getNotes().map((note) => note.slug);
const titles = [
  'The Shell Is the Heat Sink',
  'What Gets Lost in a Hand-Off',
  'Print the Shell Before You Draw the Fillets',
];

describe('the notes', () => {
  it('show on Home as "Latest Notes", newest first, with a link to all of them', () => {
    render(<HomePage />);
    const latest = screen.getByRole('region', { name: 'Latest Notes' });
    expect(
      within(latest)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(titles);
    expect(within(latest).getByRole('link', { name: 'All Notes' })).toHaveAttribute(
      'href',
      '/notes/',
    );
  });

  it('are linked from the footer, the header staying as the spec has it', () => {
    render(<SiteFooter lang="en" />);
    const pages = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(pages).getByRole('link', { name: 'Notes' })).toHaveAttribute('href', '/notes/');
  });

  it('are listed with their date, reading time, summary and tags', () => {
    render(<NotesListPage lang="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    const entries = screen.getAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual(titles);
    const first = entries[0];
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-10-06');
    expect(within(first).getByText('October 6, 2026')).toBeInTheDocument();
    expect(within(first).getByText('2 min read')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '#hardware' })).toHaveAttribute(
      'href',
      '/notes/tags/hardware/',
    );
    // Three notes: one page, no page links.
    expect(screen.queryByRole('navigation', { name: 'Pages of notes' })).toBeNull();
  });

  it("list a tag's notes on its page", () => {
    render(<TagPage lang="en" tag="hardware" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notes Tagged #hardware');
    expect(
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent),
    ).toEqual([titles[0], titles[2]]);
  });

  it('each read as an article with its date, tags, figure, related case study and neighbours', () => {
    render(NotePage({ lang: 'en', slug: 'what-gets-lost-in-a-hand-off' }));
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: titles[1] })).toBeInTheDocument();
    expect(article.querySelector('time')).toHaveAttribute('datetime', '2026-08-18');
    expect(within(article).getByRole('heading', { level: 2, name: 'One Person, Fewer Gaps' }));
    expect(within(article).getByRole('link', { name: 'my process' })).toHaveAttribute(
      'href',
      '/process/',
    );
    const more = screen.getByRole('navigation', { name: 'More notes' });
    expect(within(more).getByRole('link', { name: /Newer Note/ })).toHaveAttribute(
      'href',
      '/notes/the-shell-is-the-heat-sink/',
    );
    expect(within(more).getByRole('link', { name: /Older Note/ })).toHaveAttribute(
      'href',
      '/notes/print-the-shell-first/',
    );
  });

  it('show their figures with captions and their related case studies', () => {
    render(NotePage({ lang: 'en', slug: 'the-shell-is-the-heat-sink' }));
    const article = screen.getByRole('article');
    expect(within(article).getByRole('img', { name: /^Section through the Atlas Base/ }));
    expect(
      within(article).getByText(
        'Section A–A: the hot parts sit under the lid and bond to it through thermal pads.',
      ),
    ).toBeInTheDocument();
    const related = screen.getByRole('complementary', { name: 'Related Case Studies' });
    expect(within(related).getByRole('link', { name: 'Atlas Base' })).toHaveAttribute(
      'href',
      '/portfolio/atlas-base/',
    );
    // The text's own link to the case study, and the related one.
    expect(
      within(article)
        .getAllByRole('link', { name: 'Atlas Base' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/portfolio/atlas-base/', '/portfolio/atlas-base/']);
  });
});

describe('a case study', () => {
  it('lists its related notes after it, in its own order', () => {
    render(ProjectDetail({ project: getProject('atlas-base'), lang: 'en' }));
    const related = screen.getByRole('region', { name: 'Related Notes' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([titles[0], titles[2]]);
  });

  it('has no such section when it names no note', () => {
    render(ProjectDetail({ project: getProject('profitengine-center'), lang: 'en' }));
    expect(screen.queryByRole('region', { name: 'Related Notes' })).toBeNull();
  });

  it('names only notes that exist (npm run check and the build say which)', () => {
    expect(
      caseStudyNoteProblems([{ id: 'x', notes: ['the-shell-is-the-heat-sink', 'nope'] }], notes),
    ).toEqual([
      'content/projects/x.md: front matter field "notes" names "nope", but no content/notes/nope.md exists',
    ]);
  });
});
