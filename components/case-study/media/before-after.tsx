'use client';

// Two images of the same size compared with a handle: the "after" lies on the "before" and is cut
// at the handle, so the before shows left of the line and the after right of it, under their
// labels. The line is the handle: a grip on it, dragged by mouse, pen or finger, and a native range
// input laid invisibly over the images for the keyboard and screen readers (its value is the
// line's place, as the share of the before). The overlay is CSS that applies only where the
// browser runs scripts, from the first paint on, so nothing moves when React starts; a browser
// without JavaScript shows the two images one above the other, each labelled.
import { useRef, useState, type PointerEvent } from 'react';
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
// Without JavaScript each image carries its label; with it the labels sit above the pair, over the
// side each image shows on, where they never cover the drawing and are never cut.
const scriptless = 'hidden [@media(scripting:none)]:block';
const scripted = '[@media(scripting:none)]:hidden';

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
  const input = useRef<HTMLInputElement>(null);
  const caption = captionOf(before, after, compareWords);

  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0) setSplit(clamp(((event.clientX - box.left) / box.width) * 100));
  }

  return (
    <figure className={className} style={{ '--split': `${split}%` } as React.CSSProperties}>
      <div aria-hidden className={`mb-3 flex justify-between ${scripted}`}>
        <span className={badge}>{compareWords.before}</span>
        <span className={badge}>{compareWords.after}</span>
      </div>
      <div
        className={`${figureFrame} [@media(scripting:none)]:overflow-visible [@media(scripting:none)]:border-0 [@media(scripting:none)]:bg-transparent [@media(scripting:none)]:p-0`}
      >
        <div
          className="relative grid cursor-ew-resize touch-pan-y select-none [@media(scripting:none)]:cursor-auto [@media(scripting:none)]:touch-auto [@media(scripting:none)]:space-y-4"
          onPointerDown={(event) => {
            dragging.current = true;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            // The slider takes the focus, so the arrow keys go on from here: the mouse's own
            // default would move it to the page.
            event.preventDefault();
            input.current?.focus({ preventScroll: true });
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
              className={`h-auto w-full ${darkImage}`}
            />
            <span className={`${badge} ${scriptless} absolute bottom-3 left-3`}>
              {compareWords.before}
            </span>
          </div>
          <div className="relative [clip-path:inset(0_0_0_var(--split))] [grid-area:1/1] [@media(scripting:none)]:overflow-hidden [@media(scripting:none)]:rounded-xl [@media(scripting:none)]:[clip-path:none] [@media(scripting:none)]:[grid-area:auto]">
            <ResponsiveImage
              image={after}
              alt={after.alt}
              sizes={SIZES}
              className={`h-auto w-full ${darkImage}`}
            />
            <span className={`${badge} ${scriptless} absolute bottom-3 left-3`}>
              {compareWords.after}
            </span>
          </div>
          <input
            ref={input}
            type="range"
            min={0}
            max={100}
            step={1}
            value={split}
            onChange={(event) => setSplit(clamp(Number(event.target.value)))}
            aria-label={compareWords.handle}
            aria-valuetext={fill(compareWords.valueText, { percent: split })}
            className={`peer pointer-events-none absolute inset-0 size-full appearance-none opacity-0 ${scripted}`}
          />
          <span
            aria-hidden
            className={`pointer-events-none absolute inset-y-0 left-[var(--split)] w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(14,23,38,0.45)] ${scripted}`}
          />
          <span
            aria-hidden
            className={`pointer-events-none absolute left-[var(--split)] top-1/2 grid size-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-[#0e1726] shadow-[0_0_0_1px_rgba(14,23,38,0.45),0_4px_14px_rgba(0,0,0,0.3)] peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${scripted}`}
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
