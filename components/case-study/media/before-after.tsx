'use client';

// Two images of the same size compared with a handle: the "after" lies on the "before" and is cut
// at the handle, so the before shows left of the line and the after right of it, under their
// labels. The line is the handle: a grip on it, and a native range input laid over the images,
// drawn by nothing but its focus outline, for the keyboard and screen readers (its value is the
// line's place, as the share of the before), which a mouse, pen or finger drags anywhere. The
// overlay is CSS that applies only where the browser runs scripts, from the first paint on, so
// nothing moves when React starts; a browser without JavaScript shows the two images one above
// the other, each labelled.
import { useState } from 'react';
import type { ImageData } from '@/lib/images/images';
import { fill } from '@/lib/i18n/fill';
import { compare as englishWords } from '@/lib/i18n/words/en/compare';
import { ResponsiveImage } from '../../ui/responsive-image';
import { darkImage, figureFrame } from '../../ui/image-frame';

type Words = typeof englishWords;

type Picture = ImageData & { alt: string; caption?: string };

const SIZES =
  '(min-width: 72rem) 46rem, (min-width: 768px) calc(100vw - 20rem), calc(100vw - 2.5rem)';
const badge =
  'rounded-full bg-[#0e1726] px-2.5 py-1 font-mono text-eyebrow uppercase text-white dark:bg-white/10';
// Without JavaScript each image carries its label (compare-scriptless); with it the labels sit
// above the pair, over the side each image shows on, where they never cover the drawing and are
// never cut. The compare-* classes are in app/globals.css.

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** "Before: …" and "After: …" from the two images' captions, or nothing when neither has one. */
const captionOf = (before: Picture, after: Picture, compareWords: Words) =>
  [
    before.caption && `${compareWords.before}: ${before.caption}`,
    after.caption && `${compareWords.after}: ${after.caption}`,
  ]
    .filter(Boolean)
    .join(' · ');

type BeforeAfterProps = {
  before: Picture;
  after: Picture;
  className?: string;
  /** The comparison's words in another language (English is built in). */
  words?: Words;
};

export function BeforeAfter({
  before,
  after,
  className = '',
  words: compareWords = englishWords,
}: BeforeAfterProps) {
  const [split, setSplit] = useState(50);
  const caption = captionOf(before, after, compareWords);

  return (
    <figure className={className} style={{ '--split': `${split}%` } as React.CSSProperties}>
      <div aria-hidden className="compare-scripted mb-3 flex justify-between">
        <span className={badge}>{compareWords.before}</span>
        <span className={badge}>{compareWords.after}</span>
      </div>
      <div className={`compare-frame ${figureFrame}`}>
        <div className="compare-area relative grid select-none">
          <div className="compare-layer relative">
            <ResponsiveImage
              image={before}
              alt={before.alt}
              sizes={SIZES}
              className={`h-auto w-full ${darkImage}`}
            />
            <span className={`${badge} compare-scriptless absolute bottom-3 left-3`}>
              {compareWords.before}
            </span>
          </div>
          <div className="compare-layer compare-after relative">
            <ResponsiveImage
              image={after}
              alt={after.alt}
              sizes={SIZES}
              className={`h-auto w-full ${darkImage}`}
            />
            <span className={`${badge} compare-scriptless absolute bottom-3 left-3`}>
              {compareWords.after}
            </span>
          </div>
          <input
            type="range"
            min={0}
            max={100}
            step={1}
            value={split}
            onChange={(event) => setSplit(clamp(Number(event.target.value)))}
            aria-label={compareWords.handle}
            aria-valuetext={fill(compareWords.valueText, { percent: split })}
            className="compare-slider compare-scripted absolute inset-0 size-full"
          />
          <span
            aria-hidden
            className="compare-scripted pointer-events-none absolute inset-y-0 left-[var(--split)] w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_#0e172673]"
          />
          <span
            aria-hidden
            className="compare-scripted pointer-events-none absolute left-[var(--split)] top-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-[#0e1726] shadow-[0_0_0_1px_#0e172673,0_4px_14px_#0000004d]"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="m9 7-5 5 5 5M15 7l5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </div>
      </div>
      {caption ? (
        <figcaption className="mt-3 text-sm leading-relaxed text-muted">{caption}</figcaption>
      ) : null}
    </figure>
  );
}
