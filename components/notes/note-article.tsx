// A note's page: an <article> on the case studies' story grid (the date, reading time and tags in
// the heading column beside the text from 768 px), its body rendered by the case studies' own
// Markdown renderer (components/case-study/prose.tsx), then its related case studies and the newer
// and older notes. The body's element carries data-note-body: the feed step takes its HTML as the
// note's full text (scripts/build/post/feeds.mjs).
import { ArrowLeft, ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { StoryWords } from '@/components/case-study/prose';
import { BackToPortfolio } from '@/components/case-study/back-to-portfolio';
import { figureFrame, darkImage } from '@/components/ui/image-frame';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { parseBlocks } from '@/lib/content/blocks';
import type { Project } from '@/lib/content/projects';
import { changedWords } from '@/lib/i18n/client-words';
import { getWords } from '@/lib/i18n/get-words';
import { pathFor } from '@/lib/i18n/paths';
import { en } from '@/lib/i18n/words/en';
import type { Note } from '@/lib/notes/notes';
import { listPath, notePath } from '@/lib/notes/tags';
import { NoteBlocks } from './note-blocks';
import { NoteMeta, NoteTags } from './note-meta';

function Pager({ newer, older, lang }: { newer?: Note; older?: Note; lang: string }) {
  const words = getWords(lang).notes;
  if (!newer && !older) return null;
  const link = (note: Note, direction: 'newer' | 'older') => (
    <Link
      href={pathFor(lang, notePath(note.slug))}
      rel={direction === 'newer' ? 'prev' : 'next'}
      className={`group flex h-full flex-col gap-1.5 rounded-xl border border-line bg-surface p-4 transition hover:border-ink/25 motion-reduce:transition-none ${direction === 'older' ? 'md:items-end md:text-right' : ''}`}
    >
      <span className="inline-flex items-center gap-1.5 font-mono text-eyebrow uppercase text-muted">
        {direction === 'newer' ? <ArrowLeft aria-hidden className="size-3.5" /> : null}
        {direction === 'newer' ? words.previous : words.next}
        {direction === 'older' ? <ArrowRight aria-hidden className="size-3.5" /> : null}
      </span>
      <span className="font-semibold tracking-tight group-hover:text-accent">{note.title}</span>
    </Link>
  );
  return (
    <nav aria-label={words.pagerLabel} className="container pb-section print:hidden">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <li>{newer ? link(newer, 'newer') : null}</li>
        <li className={newer ? '' : 'md:col-start-2'}>{older ? link(older, 'older') : null}</li>
      </ul>
    </nav>
  );
}

export function NoteArticle({
  note,
  related,
  newer,
  older,
}: {
  note: Note;
  /** The note's related case studies published in its language. */
  related: Project[];
  newer?: Note;
  older?: Note;
}) {
  const words = getWords(note.lang);
  const story: StoryWords = {
    caseStudy: words.caseStudy,
    video: changedWords(words.video, en.video),
    compare: changedWords(words.compare, en.compare),
  };
  return (
    <>
      <article className="py-10 sm:py-14 print:py-0">
        <div className="container">
          <BackToPortfolio href={pathFor(note.lang, listPath(1))} label={words.notes.allNotes} />
        </div>
        <div className="story-grid mt-8 leading-relaxed text-muted">
          <div className="col-heading">
            <NoteMeta note={note} showUpdated />
            <NoteTags note={note} className="mt-4" />
          </div>
          <header className="col-text max-w-prose">
            {note.draft ? (
              <p className="mb-4 w-fit rounded-md border border-accent px-2 py-1 font-mono text-xs text-ink">
                {words.notes.draft}
              </p>
            ) : null}
            <h1 className="text-title font-semibold text-ink">{note.title}</h1>
            <p className="mt-5 text-lead">{note.summary}</p>
          </header>
          {note.cover ? (
            <div className={`story-media col-text max-w-prose ${figureFrame}`}>
              <ResponsiveImage
                image={note.cover}
                alt={note.cover.alt}
                priority
                sizes="(min-width: 768px) 42rem, calc(100vw - 2.5rem)"
                className={`h-auto w-full ${darkImage}`}
              />
            </div>
          ) : null}
        </div>
        <div data-note-body className="story-grid mt-8 leading-relaxed text-muted">
          <NoteBlocks blocks={parseBlocks(note.body)} media={note.media} words={story} />
        </div>
        {related.length > 0 ? (
          <aside aria-labelledby="related-heading" className="story-grid mt-16">
            <h2
              id="related-heading"
              className="col-heading font-mono text-eyebrow uppercase text-muted"
            >
              {words.notes.related}
            </h2>
            <ul className="col-text max-w-prose space-y-2">
              {related.map((project) => (
                <li key={project.id}>
                  <Link
                    href={pathFor(note.lang, `/portfolio/${project.id}/`)}
                    className="font-semibold text-ink underline-offset-4 hover:text-accent hover:underline"
                  >
                    {project.title}
                  </Link>
                  <span className="text-muted"> · {project.categoryLabel ?? project.category}</span>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </article>
      <Pager newer={newer} older={older} lang={note.lang} />
    </>
  );
}
