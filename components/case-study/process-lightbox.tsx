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
import type { ImageData } from '@/lib/images/images';
import { ResponsiveImage } from '../ui/responsive-image';
import { darkFrame, lightboxFrame } from '../ui/image-frame';

type ProcessLightboxProps = {
  /** The full-size images, in order; nothing is fetched until the lightbox opens. */
  images: ImageData[];
  /** The server-rendered thumbnails, one per image. */
  thumbnails: ReactNode[];
};

const control =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-semibold text-white hover:bg-white/10';

// Wide enough for the screen, or for the height left beside the caption and the buttons.
const sizesFor = ({ width, height }: ImageData) =>
  `(min-aspect-ratio: ${width}/${height}) calc((100vh - 8rem) * ${(width / height).toFixed(3)}), 100vw`;

const move = (index: number | null, by: number, total: number) =>
  index === null ? null : (index + by + total) % total;

export function ProcessLightbox({ images, thumbnails }: ProcessLightboxProps) {
  const [index, setIndex] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const touchX = useRef(0);
  const captionId = useId();
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
  return (
    <>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {images.map((img, i) => (
          <li
            key={img.src}
            className={`overflow-hidden rounded-lg border border-line bg-[#0e1726] ${darkFrame}`}
          >
            <a href={img.src} onClick={(event) => open(event, i)} className="block cursor-zoom-in">
              {thumbnails[i]}
              <span className="sr-only"> (view full size)</span>
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        aria-labelledby={captionId}
        onClose={onClose}
        onKeyDown={onKeyDown}
        onTouchStart={(event) => (touchX.current = event.touches[0].clientX)}
        onTouchEnd={(event) => {
          const dx = event.changedTouches[0].clientX - touchX.current;
          if (Math.abs(dx) > 50) step(dx < 0 ? 1 : -1);
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none touch-pan-y touch-pinch-zoom overscroll-contain bg-[#070b14]/95 p-0 text-white backdrop:bg-black/70 motion-safe:open:animate-dialog-in print:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-2">
            <p id={captionId} aria-live="polite" className="font-mono text-sm">
              Process step {current + 1} of {total}
            </p>
            <button
              ref={closeButton}
              type="button"
              onClick={() => dialog.current?.close()}
              className={control}
            >
              <X aria-hidden className="size-5" />
              Close
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center px-2 [&>picture]:contents">
            {index === null ? null : (
              <ResponsiveImage
                image={images[index]}
                alt={`Process step ${index + 1}`}
                sizes={sizesFor(images[index])}
                className={lightboxFrame}
              />
            )}
          </div>
          {total > 1 ? (
            <div className="flex justify-between px-4 py-2">
              <button type="button" onClick={() => step(-1)} className={control}>
                <ChevronLeft aria-hidden className="size-5" />
                Previous
              </button>
              <button type="button" onClick={() => step(1)} className={control}>
                Next
                <ChevronRight aria-hidden className="size-5" />
              </button>
            </div>
          ) : null}
        </div>
      </dialog>
    </>
  );
}
