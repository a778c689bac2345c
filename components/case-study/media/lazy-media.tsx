'use client';

// The case-study media that need JavaScript (the video loop's play/pause, the before/after handle)
// as chunks of their own, fetched only by a page that has such a block: every other case study
// shares this route's bundle and pays nothing for them. The static export renders them in full, in
// place, so the markup and sizes are in the HTML and nothing moves; on the client the chunk only
// enhances what is there. React.lazy rather
// than next/dynamic, which adds some 2.5 KB of loader to the route.
import { lazy, type ComponentProps, type ComponentType } from 'react';
import type { BeforeAfter as BeforeAfterPart } from './before-after';
import type { LoopVideo as LoopVideoPart } from './loop-video';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy that, on the server, has its component at once: a block that suspended there would be
 * left out of its place in the HTML and streamed in at the end of the page, shown only by a
 * script. `typeof window` is replaced at build, so the client bundle keeps only the import().
 */
function lazyPart<P>(
  onServer: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(() =>
    onServer
      ? ({
          then: (resolve: (module: Loaded<P>) => void) => resolve({ default: onServer }),
        } as unknown as Promise<Loaded<P>>)
      : load().then((component) => ({ default: component })),
  );
}

/* eslint-disable @typescript-eslint/no-require-imports -- server only; see lazyPart */
const LazyLoopVideo = lazyPart<ComponentProps<typeof LoopVideoPart>>(
  typeof window === 'undefined' ? require('./loop-video').LoopVideo : undefined,
  () => import('./loop-video').then((module) => module.LoopVideo),
);
const LazyBeforeAfter = lazyPart<ComponentProps<typeof BeforeAfterPart>>(
  typeof window === 'undefined' ? require('./before-after').BeforeAfter : undefined,
  () => import('./before-after').then((module) => module.BeforeAfter),
);
/* eslint-enable @typescript-eslint/no-require-imports */

// On a page that has such a block, the code is requested as soon as this module runs, with the
// page's other scripts and before the load event, not when hydration reaches the block: hydration
// waits for it (see below), and so would the lightbox and the menu.
if (typeof window !== 'undefined') {
  if (document.querySelector('video')) void import('./loop-video');
  if (document.querySelector('input[type="range"]')) void import('./before-after');
}

// Functions, not the lazy objects themselves: the server's payload refers to these exports, and
// React cannot render a lazy type that resolves to another lazy one. No Suspense boundary of their
// own: React would move a boundary's HTML (over 500 bytes, once the page has sent 12.8 KB) to the
// end of the document and reveal it with a script. While the chunk is on its way, hydration waits
// at the nearest boundary above, leaving the server's HTML as it is.
export function LoopVideo(props: ComponentProps<typeof LoopVideoPart>) {
  return <LazyLoopVideo {...props} />;
}

export function BeforeAfter(props: ComponentProps<typeof BeforeAfterPart>) {
  return <LazyBeforeAfter {...props} />;
}
