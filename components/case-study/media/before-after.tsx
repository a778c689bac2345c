'use client';

// Two images of the same size compared with a handle: the "after" lies on the "before" and is cut
// at the handle. The handle is a native range input (keyboard, touch and screen readers get it for
// free) and the images can be dragged too. The overlay is CSS that applies only where the browser
// runs scripts, from the first paint on, so nothing moves when React starts; a browser without
// JavaScript shows the two images one above the other, each labelled.
import { useRef, useState, type PointerEvent } from 'react';
import type { ImageData } from '@/lib/images/images';
import { fill } from '@/lib/i18n/fill';
import { compare as englishWords } from '@/lib/i18n/words/en/compare';
import { ResponsiveImage } from '../../ui/responsive-image';

type Words = typeof englishWords;

type Picture = ImageData & { alt: string; caption?: string };

const SIZES =
  '(min-width: 72rem) 46rem, (min-width: 768px) calc(100vw - 20rem), calc(100vw - 2.5rem)';
const badge =
  'absolute top-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold uppercase tracking-wide text-white';

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
  const dragging = useRef(false);
  const caption = captionOf(before, after, compareWords);

  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setSplit(clamp(((event.clientX - box.left) / box.width) * 100));
  }

  return (
    <figure
      className={`space-y-3 ${className}`}
      style={{ '--split': `${split}%` } as React.CSSProperties}
    >
      <div
        className={`relative grid touch-pan-y select-none overflow-hidden rounded-xl border border-line bg-[#0e1726] [@media(scripting:none)]:touch-auto [@media(scripting:none)]:space-y-4 [@media(scripting:none)]:overflow-visible [@media(scripting:none)]:border-0 [@media(scripting:none)]:bg-transparent`}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          follow(event);
        }}
        onPointerMove={(event) => dragging.current && follow(event)}
        // A mouse drag on an image would start the browser's own image drag and cancel ours.
        onDragStart={(event) => event.preventDefault()}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      >
        <div className="relative [grid-area:1/1] [@media(scripting:none)]:overflow-hidden [@media(scripting:none)]:rounded-xl">
          <ResponsiveImage
            image={before}
            alt={before.alt}
            sizes={SIZES}
            className="h-auto w-full"
          />
          <span className={`${badge} left-3`}>{compareWords.before}</span>
        </div>
        <div
          className={`relative [clip-path:inset(0_0_0_var(--split))] [grid-area:1/1] [@media(scripting:none)]:overflow-hidden [@media(scripting:none)]:rounded-xl [@media(scripting:none)]:[clip-path:none] [@media(scripting:none)]:[grid-area:auto]`}
        >
          <ResponsiveImage image={after} alt={after.alt} sizes={SIZES} className="h-auto w-full" />
          <span className={`${badge} right-3`}>{compareWords.after}</span>
        </div>
        <span
          aria-hidden
          className={`pointer-events-none absolute inset-y-0 left-[var(--split)] w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.4)] [@media(scripting:none)]:hidden`}
        />
      </div>
      <div
        className={`flex items-center gap-3 text-sm font-semibold text-muted [@media(scripting:none)]:hidden`}
      >
        <span aria-hidden>{compareWords.before}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={split}
          onChange={(event) => setSplit(clamp(Number(event.target.value)))}
          aria-label={compareWords.handle}
          aria-valuetext={fill(compareWords.valueText, { percent: split })}
          className="h-11 min-w-0 flex-1 cursor-pointer accent-accent"
        />
        <span aria-hidden>{compareWords.after}</span>
      </div>
      {caption ? (
        <figcaption className="text-sm leading-relaxed text-muted">{caption}</figcaption>
      ) : null}
    </figure>
  );
}
