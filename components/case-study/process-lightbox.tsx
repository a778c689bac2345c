'use client';

import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { groupLayout } from '@/lib/content/group-layout';
import { fill } from '@/lib/i18n/fill';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import type { ImageData } from '@/lib/images/images';
import { ResponsiveImage } from '../ui/responsive-image';
import { figureFrame, lightboxFrame } from '../ui/image-frame';

type ProcessLightboxProps = {
  /** The full-size images, in order, with their captions; nothing is fetched until it opens. */
  images: (ImageData & { caption?: string })[];
  /** The server-rendered thumbnails, one per image. */
  thumbnails: ReactNode[];
  /** The words in another language (English is built in). */
  words?: typeof caseStudy;
};

const control =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold text-white hover:bg-white/10';

// Wide enough for the screen, or for the height left beside the caption and the buttons.
const sizesFor = ({ width, height }: ImageData) =>
  `(min-aspect-ratio: ${width}/${height}) calc((100vh - 8rem) * ${(width / height).toFixed(3)}), 100vw`;

const move = (index: number | null, by: number, total: number) =>
  index === null ? null : (index + by + total) % total;

export function ProcessLightbox({ images, thumbnails, words = caseStudy }: ProcessLightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touchX = useRef(0);
  const captionId = useId();
  const detailId = useId();
  const total = images.length;

  const step = (by: number) => setIndex((i) => move(i, by, total));

  function open(event: MouseEvent<HTMLAnchorElement>, i: number) {
    // A modified click keeps the browser's own behaviour (a new tab or window for the file).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    opener.current = event.currentTarget;
    setIndex(i);
    const element = dialog.current;
    if (element && !element.open) {
      element.showModal();
      closeButton.current?.focus();
    }
  }

  // The browser fires `close` a task after the dialog closed; if the visitor opened it again in
  // between (Escape, then Enter at once), the dialog is open and stays so.
  function onClose() {
    if (dialog.current?.open) return;
    setIndex(null);
    opener.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  const current = index ?? 0;
  const caption = images[current]?.caption;
  const { spanFirst } = groupLayout(total);
  const thumbnailLink = (img: ImageData, i: number) => (
    <a
      href={img.src}
      onClick={(event) => open(event, i)}
      className={`block cursor-zoom-in ${figureFrame}`}
    >
      {thumbnails[i]}
      <span className="sr-only">{words.fullSize}</span>
    </a>
  );
  return (
    <>
      <ul className="grid gap-x-4 gap-y-6 sm:grid-cols-2">
        {images.map((img, i) => (
          <li key={img.src} className={spanFirst && i === 0 ? 'sm:col-span-2' : undefined}>
            {img.caption ? (
              <figure>
                {thumbnailLink(img, i)}
                <figcaption className="mt-2.5 text-sm leading-relaxed text-muted">
                  {img.caption}
                </figcaption>
              </figure>
            ) : (
              thumbnailLink(img, i)
            )}
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby={captionId}
        aria-describedby={caption ? detailId : undefined}
        onClose={onClose}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => (touchX.current = event.touches[0].clientX)}
        onTouchEnd={(event) => {
          const dx = event.changedTouches[0].clientX - touchX.current;
          if (Math.abs(dx) > 50) step(dx < 0 ? 1 : -1);
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none touch-pan-y touch-pinch-zoom overscroll-contain bg-[#070b14] p-0 text-white backdrop:bg-[#070b14] motion-safe:open:animate-dialog-in print:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-2">
            <p id={captionId} aria-live="polite" className="font-mono text-sm">
              {fill(words.stepOf, { n: current + 1, total })}
            </p>
            <button
              ref={closeButton}
              type="button"
              onClick={() => dialog.current?.close()}
              className={control}
            >
              <X aria-hidden className="size-5" />
              {words.close}
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center px-2 [&>picture]:contents">
            {index === null ? null : (
              <ResponsiveImage
                image={images[index]}
                alt={fill(words.step, { n: index + 1 })}
                sizes={sizesFor(images[index])}
                className={lightboxFrame}
              />
            )}
          </div>
          {caption ? (
            <p
              id={detailId}
              className="mx-auto max-w-prose px-4 pt-3 text-center text-sm leading-relaxed text-white/85"
            >
              {caption}
            </p>
          ) : null}
          {total > 1 ? (
            <div className="flex justify-between px-4 py-2">
              <button type="button" onClick={() => step(-1)} className={control}>
                <ChevronLeft aria-hidden className="size-5" />
                {words.previous}
              </button>
              <button type="button" onClick={() => step(1)} className={control}>
                {words.next}
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
