// Figures in a case study's section: one image or video with its caption, and groups of them laid
// out by count so that no group ever ends beside an empty cell.
import type { CSSProperties } from 'react';
import type { FigureItem } from '@/lib/content/blocks';
import { LoopVideo } from './media/lazy-media';
import { isVideoData, type FigureMedia, type StoryWords } from './prose';
import { VideoFallback } from './media-fallbacks';
import { ResponsiveImage } from '../ui/responsive-image';
import { darkImage, figureFrame } from '../ui/image-frame';

/** Half the text column (42rem from 61rem up), less half the gap. */
export const textHalf =
  '(min-width: 61rem) 20.5rem, (min-width: 768px) calc(50vw - 10rem), (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2.5rem)';

/** How wide a figure is drawn, for the browser's choice of variant. */
export type FigureWidth = 'text' | 'half' | 'third' | 'wide' | 'halfWide' | 'full';

const sizes: Record<FigureWidth, string> = {
  text: '(min-width: 768px) 42rem, calc(100vw - 2.5rem)',
  half: textHalf,
  third: '(min-width: 72rem) 22.5rem, (min-width: 640px) calc(33vw - 1.5rem), calc(100vw - 2.5rem)',
  wide: '(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)',
  halfWide:
    '(min-width: 72rem) 34.25rem, (min-width: 640px) calc(50vw - 1.75rem), calc(100vw - 2.5rem)',
  full: '100vw',
};

type FigureProps = {
  item: FigureItem;
  media: FigureMedia;
  /** The words in the page's language. */
  words: StoryWords;
  sizes: FigureWidth;
  /** Full-bleed: no frame, the caption kept in the text column. */
  bleed?: boolean;
  /** Across the content width, the caption kept in the text column. */
  wide?: boolean;
  /** A detail crop: the point (CSS position) to zoom in on. */
  focus?: string;
  className?: string;
};

function Picture({ item, media, words, sizes: width, focus }: FigureProps) {
  const found = media[item.src];
  if (item.kind === 'video') {
    return isVideoData(found) ? (
      <LoopVideo video={found} label={item.alt} {...(words.video ? { words: words.video } : {})} />
    ) : (
      <VideoFallback item={item} words={words.caseStudy} />
    );
  }
  const image = isVideoData(found) ? undefined : found;
  const className = focus
    ? 'size-full object-cover [object-position:var(--focus)]'
    : `h-auto w-full ${darkImage}`;
  const img = image ? (
    <ResponsiveImage image={image} alt={item.alt} sizes={sizes[width]} className={className} />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- only without build data (a preview)
    <img src={item.src} alt={item.alt} className={className} />
  );
  if (!focus) return img;
  return (
    <span className={`block size-full overflow-hidden ${darkImage}`}>
      <span
        className="block size-full origin-[var(--focus)] scale-[1.8]"
        style={{ '--focus': focus } as CSSProperties}
      >
        {img}
      </span>
    </span>
  );
}

export function Figure(props: FigureProps) {
  const { item, words, bleed, wide, focus, className = '' } = props;
  return (
    <figure
      className={`${bleed ? 'col-full' : ''} ${bleed || wide ? 'grid grid-cols-[subgrid]' : ''} ${className}`}
    >
      <div
        className={`${bleed ? 'col-full bg-[#0e1726]' : figureFrame} ${wide ? 'col-wide' : ''} ${focus ? 'relative aspect-[4/3]' : ''}`}
      >
        <Picture {...props} />
        {focus ? (
          <span
            aria-hidden
            className="absolute left-3 top-3 rounded-sm bg-[#070b14]/80 px-2 py-1 font-mono text-eyebrow uppercase text-white"
          >
            {words.caseStudy.detail}
          </span>
        ) : null}
      </div>
      {item.caption ? (
        <figcaption
          className={`mt-3 max-w-prose text-sm leading-relaxed text-muted ${bleed || wide ? 'col-text' : ''}`}
        >
          {item.caption}
        </figcaption>
      ) : null}
    </figure>
  );
}
