// A link to an interactive prototype (Figma, Framer, ProtoPie...) shown as a poster card. It opens
// the prototype on its own site: nothing from that site loads on ours, so the page's strict CSP
// stays as it is and the visitor sees where the link goes before following it.
import { ArrowUpRight, MousePointerClick } from 'lucide-react';
import type { ImageData } from '@/lib/images/images';
import { fill } from '@/lib/i18n/fill';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
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

export function PrototypeCard({ href, label, poster, words = caseStudy }: PrototypeCardProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="group grid overflow-hidden rounded-xl border border-line bg-surface text-ink hover:border-accent sm:grid-cols-[minmax(0,16rem)_1fr]"
    >
      {poster ? (
        <ResponsiveImage
          image={poster}
          alt=""
          sizes="(min-width: 640px) 16rem, calc(100vw - 2.5rem)"
          className="h-full w-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex min-h-28 items-center justify-center bg-accent-soft text-accent"
        >
          <MousePointerClick className="size-8" />
        </span>
      )}
      <span className="flex flex-col justify-center gap-1 p-5">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">
          {words.prototype}
        </span>
        <span className="text-lg font-semibold group-hover:underline">{label}</span>
        <span className="inline-flex items-center gap-1 text-sm text-accent">
          {fill(words.opensOn, { host: hostOf(href) })}
          <ArrowUpRight aria-hidden className="size-4" />
          <span className="sr-only">{words.newTab}</span>
        </span>
      </span>
    </a>
  );
}
