// A link to an interactive prototype (Figma, Framer, ProtoPie...) shown as a poster card. It opens
// the prototype on its own site: nothing from that site loads on ours, so the page's strict CSP
// stays as it is and the visitor sees where the link goes before following it. The poster sits in a
// drawn browser window whose address bar is the prototype's host; without a poster the window shows
// a drawn screen with a pointer on its button. One link, named by its label, its kind and its host,
// in the frame every figure of the story wears.
import { ArrowUpRight, MousePointer2 } from 'lucide-react';
import type { ImageData } from '@/lib/images/images';
import { fill } from '@/lib/i18n/fill';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import { figureFrame } from '../../ui/image-frame';
import { ResponsiveImage } from '../../ui/responsive-image';

/** "www.figma.com" -> "figma.com": the name a visitor knows the site by. */
export const hostOf = (href: string) => new URL(href).hostname.replace(/^www\./, '');

type PrototypeCardProps = {
  href: string;
  label: string;
  poster?: ImageData & { alt: string };
  /** The case study's words in the page's language (English is built in). */
  words?: typeof caseStudy;
};

/** The designed stand-in for a poster: a drawn app screen, its button under a pointer. */
function PosterFallback() {
  return (
    <span className="absolute inset-0 flex items-center justify-center bg-accent-soft bg-[radial-gradient(circle,rgb(var(--line))_1px,transparent_1.5px)] [background-size:16px_16px]">
      <span className="relative flex w-[46%] max-w-48 flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-sm">
        <span className="h-2 w-2/3 rounded-full bg-ink/70" />
        <span className="h-1.5 w-full rounded-full bg-line" />
        <span className="h-1.5 w-5/6 rounded-full bg-line" />
        <span className="mt-1 h-5 w-1/2 self-end rounded-md bg-accent" />
        <MousePointer2 className="absolute bottom-0 right-4 size-6 fill-ink text-surface" />
      </span>
    </span>
  );
}

export function PrototypeCard({ href, label, poster, words = caseStudy }: PrototypeCardProps) {
  const host = hostOf(href);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`group block text-ink hover:border-accent ${figureFrame}`}
    >
      <span className="grid overflow-hidden bg-surface sm:grid-cols-[minmax(0,1.15fr)_1fr] dark:rounded-md">
        <span
          aria-hidden
          className="flex flex-col border-b border-line bg-canvas sm:border-b-0 sm:border-r"
        >
          <span className="flex h-8 shrink-0 items-center gap-1.5 border-b border-line px-3">
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
            <span className="size-2 rounded-full bg-line" />
            <span className="ml-2 min-w-0 flex-1 truncate rounded-pill bg-surface px-3 py-0.5 font-mono text-xs text-muted">
              {host}
            </span>
          </span>
          <span className="relative block aspect-[16/10] overflow-hidden">
            {poster ? (
              <ResponsiveImage
                image={poster}
                alt=""
                sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, calc(100vw - 2.5rem)"
                className="absolute inset-0 h-full w-full object-cover transition-transform duration-300 motion-safe:group-hover:scale-[1.02]"
              />
            ) : (
              <PosterFallback />
            )}
          </span>
        </span>
        <span className="flex flex-col justify-center gap-1.5 p-5 sm:p-6">
          <span className="font-mono text-eyebrow uppercase text-muted">{words.prototype}</span>
          <span className="text-lg font-semibold leading-snug group-hover:underline">{label}</span>
          <span className="mt-1 inline-flex items-center gap-1 text-sm text-accent">
            {fill(words.opensOn, { host })}
            <ArrowUpRight aria-hidden className="size-4" />
            <span className="sr-only">{words.newTab}</span>
          </span>
        </span>
      </span>
    </a>
  );
}
