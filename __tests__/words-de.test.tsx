import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectArticle } from '@/components/case-study/project-article';
import { ProjectDetail } from '@/components/case-study/project-detail';
import { ContactDetails } from '@/components/contact/contact-details';
import { ContactFields } from '@/components/contact/contact-fields';
import { ContactForm } from '@/components/contact/contact-form';
import { Capabilities } from '@/components/home/capabilities';
import { FeaturedProjects } from '@/components/home/featured-projects';
import { Intro } from '@/components/intro/intro';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { NotFoundMessage } from '@/components/not-found/not-found-message';
import { ProjectCard } from '@/components/portfolio/project-card';
import { ProjectFilter } from '@/components/portfolio/project-filter';
import { ProtectedCaseStudy } from '@/components/private/protected-case-study';
import { filterCategories } from '@/lib/owner/categories';
import { contact } from '@/lib/owner/contact';
import { capabilities, introTimeline } from '@/lib/owner/home';
import { siteConfig } from '@/lib/owner/site';
import { getAdjacentProjects, getFeaturedProjects, getProject } from '@/lib/content/projects';
import { shippedWords, wordKeys } from '@/lib/i18n/words';
import { en } from '@/lib/i18n/words/en';
import { installDialog } from './support/dialog';
import { withNewLanguageScratch } from './support/new-language-scratch';

const de = shippedWords.de;
const texts = (words: typeof en) =>
  wordKeys(words).map((key) => {
    const [area, name] = key.split('.') as [keyof typeof en, string];
    return (words[area] as Record<string, string>)[name];
  });
// The owner's content stays English here (its translation is content/<code>/, not these words).
const ownerText = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(yaml|md)$/.test(file))
  .map((file) => readFileSync(path.join('content', file), 'utf8'))
  .join('\n');
// English fragments of the site's words (placeholders cut out) that neither German nor the
// owner's content uses.
const germanTexts = texts(de);
const englishOnly = texts(en)
  .flatMap((text) => text.split(/\{\w+\}/).map((piece) => piece.trim()))
  .filter((piece) => piece.length >= 6 && !germanTexts.some((german) => german.includes(piece)))
  .filter((piece) => !ownerText.includes(piece));

/** Every English site word is gone: from the text, and from labels, alt texts and placeholders. */
function expectNoEnglish(container: HTMLElement) {
  const attributes = [...container.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'alt', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  const shown = [container.textContent, ...attributes].join('\n');
  expect(englishOnly.filter((piece) => shown.includes(piece))).toEqual([]);
}

/** The story parts of atlas-base (facts, results, detail crop, before/after, prototype) in German. */
function expectStoryInGerman() {
  const facts = screen.getByRole('region', { name: 'Projektdaten' });
  expect(within(facts).getByText('Dauer')).toBeInTheDocument();
  expect(within(facts).getByText('Leistungen')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Ergebnisse auf einen Blick' })).toBeInTheDocument();
  expect(screen.getAllByText('Detail').length).toBeGreaterThan(0);
  const handle = screen.getByRole('slider', { name: 'Vorher und nachher vergleichen' });
  expect(handle).toHaveAttribute('aria-valuetext', '50 % vorher');
  expect(screen.getAllByText('Vorher').length).toBeGreaterThan(0);
  const card = screen.getByRole('link', { name: /^Interaktiver Prototyp/ });
  expect(card).toHaveTextContent('Öffnet auf prototype.example.com');
  expect(card).toHaveTextContent('(öffnet in neuem Tab)');
}

beforeEach(() => {
  installDialog();
  // jsdom does not play media (a case study's video loop asks it to).
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

// A German page needs the owner's texts in German too.
withNewLanguageScratch('de');

describe('the site’s own words in German (lang="de")', () => {
  it('header, skip link and footer', () => {
    const { container } = render(
      <>
        <SkipLink lang="de" />
        <SiteHeader lang="de" />
        <SiteFooter lang="de" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Hauptnavigation' })).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fußzeile' })).toBeInTheDocument();
    expect(screen.getByText(/Alle Rechte vorbehalten\.$/)).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it('a case study: sections, live link, process gallery and its lightbox, pager', async () => {
    const user = userEvent.setup();
    const project = getProject('atlas-base')!;
    const { container } = render(
      <ProjectDetail project={project} adjacent={getAdjacentProjects(project.id)} lang="de" />,
    );
    expect(screen.getByRole('link', { name: 'Zurück zum Portfolio' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        'Die Herausforderung',
        'Meine Rolle',
        'Prozess & Lösung',
        'Die Ergebnisse',
      ]),
    );
    expect(screen.getByRole('navigation', { name: 'Weitere Fallstudien' })).toBeInTheDocument();
    expect(screen.getByText('Nächstes Projekt')).toBeInTheDocument();
    expectNoEnglish(container);

    const steps = screen.getAllByRole('link', { name: /^Prozessschritt \d+ \(in voller Größe/ });
    await user.click(steps[1]);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName(`Prozessschritt 2 von ${steps.length}`);
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Prozessschritt 2' })).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it('404s: a missing case study and any other address', () => {
    const { container } = render(<ProjectDetail project={undefined} lang="de" />);
    expect(screen.getByRole('heading', { name: 'Projekt nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Portfolio' })).toBeInTheDocument();
    expectNoEnglish(container);
    const other = render(<NotFoundMessage words={de.notFound} />);
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expectNoEnglish(other.container);
  });

  it('the portfolio filter and cards', async () => {
    const user = userEvent.setup();
    const items = getFeaturedProjects().map((project) => ({
      id: project.id,
      category: project.category,
      card: <ProjectCard project={project} lang="de" />,
    }));
    const { container } = render(
      <ProjectFilter categories={filterCategories} items={items} words={de.portfolio} />,
    );
    expect(screen.getByRole('group', { name: 'Projekte nach Kategorie filtern' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(`Alle: ${items.length} Projekte`);
    expect(screen.getAllByRole('link', { name: /^Projekt ansehen/ })).toHaveLength(items.length);
    await user.click(screen.getByRole('button', { name: 'Brand Development' }));
    expect(
      screen.getByRole('heading', { name: 'Noch keine Projekte in Brand Development' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Gespräch beginnen' })).toBeVisible();
    expectNoEnglish(container);
  });

  it('the home page’s intro and sections', () => {
    const { container } = render(
      <>
        <Intro
          name={siteConfig.name}
          brand={siteConfig.brand}
          tagline={siteConfig.tagline}
          timeline={introTimeline}
          words={de.intro}
        />
        <FeaturedProjects projects={getFeaturedProjects()} lang="de" />
        <Capabilities items={capabilities} lang="de" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Intro überspringen' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Portfolio wird geladen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meine Arbeiten ansehen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ausgewählte Projekte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kernkompetenzen' })).toBeInTheDocument();
    expectNoEnglish(container);
  });

  it('the contact form, its fields and the details beside it', () => {
    const settings = {
      delivery: { mode: 'console' as const },
      honeypotField: '_gotcha',
      timeoutMs: 15_000,
    };
    const { container } = render(
      <>
        <ContactForm
          email="hello@example.com"
          subject="Hi"
          messages={contact.messages}
          settings={settings}
          words={de.contactForm}
        >
          <ContactFields email="hello@example.com" settings={settings} lang="de" />
        </ContactForm>
        <ContactDetails email="hello@example.com" timeline={contact.timeline} lang="de" />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Nachricht senden' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute(
      'placeholder',
      'Erzählen Sie mir von Ihrem Projekt und wie ich helfen kann …',
    );
    expect(screen.getByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kontakt aufnehmen' })).toBeInTheDocument();
    // The owner's own texts (content/contact.yaml) are not the site's words: only those are checked.
    expectNoEnglish(container);
  });

  // The story parts in German, and the loop's button once its chunk has come, and no English left.
  async function expectStoryAndVideoInGerman(container: HTMLElement) {
    expectStoryInGerman();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Video (abspielen|anhalten)$/ }),
      ).toBeInTheDocument(),
    );
    expectNoEnglish(container);
  }

  it('a case study’s facts, results, figures, video loop, before/after and prototype card', async () => {
    const project = getProject('atlas-base')!;
    const { container } = render(
      <ProjectDetail project={project} adjacent={getAdjacentProjects(project.id)} lang="de" />,
    );
    await expectStoryAndVideoInGerman(container);
  });

  it('an opened protected case study: the article the browser renders from decrypted data', async () => {
    // What components/private/case-study-unlock.tsx renders with the words the page passed it.
    const { container } = render(
      <ProjectArticle
        project={getProject('atlas-base')!}
        portfolioHref="/de/portfolio/"
        words={de.caseStudy}
        mediaWords={{ video: de.video, compare: de.compare }}
      />,
    );
    await expectStoryAndVideoInGerman(container);
  });

  it('a protected case study: its locked page and the passphrase form once its script runs', async () => {
    const user = userEvent.setup();
    const { container } = render(<ProtectedCaseStudy id="nda-x" teaser={undefined} lang="de" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vertrauliche Fallstudie');
    expect(screen.getByText('Vertraulich · Passphrase erforderlich')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Passphrase')).toBeEnabled());
    expectNoEnglish(container);
    await user.click(screen.getByRole('button', { name: 'Fallstudie öffnen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Geben Sie die Passphrase ein, die Sie erhalten haben.',
    );
  });
});

it('checks the English words that only the site writes', () => {
  expect(englishOnly).toEqual(
    expect.arrayContaining([
      'Back to Portfolio',
      'Skip to Content',
      'Process step',
      'Lock Again',
      'Project Facts',
      'Results at a Glance',
      'Interactive Prototype',
      'Compare before and after',
    ]),
  );
});
