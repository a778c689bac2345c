import { useEffectEvent, useLayoutEffect, useRef, type AnimationEvent } from 'react';
import type { intro } from '@/lib/i18n/words/en/intro';

const FADE_MS = 200;

type IntroLoadingPanelProps = {
  /** When the panel has faded out, in ms from the start of the intro. */
  loadingEnds: number;
  onEnd: () => void;
  onSkip: () => void;
  words: typeof intro;
};

// The intro's loading panel over the hero picture; it fades out by `loadingEnds` (CSS) and then
// reports the end of the intro.
export function IntroLoadingPanel({ loadingEnds, onEnd, onSkip, words }: IntroLoadingPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const endIfFaded = useEffectEvent(() => {
    if (panel.current?.getAnimations?.().some((a) => a.playState === 'finished')) onEnd();
  });

  // If the panel faded out before the scripts arrived, its animationend came before React listened.
  useLayoutEffect(() => endIfFaded(), []);

  const onAnimationEnd = (event: AnimationEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onEnd();
  };

  return (
    <div
      ref={panel}
      className="absolute inset-0 flex animate-fade-out flex-col justify-end gap-4 bg-[#0e1726]/95 p-5 font-mono text-sm text-[#e6edf7] group-data-[intro=done]:hidden motion-reduce:hidden sm:p-8"
      style={{ animationDelay: `${loadingEnds - FADE_MS}ms`, animationDuration: `${FADE_MS}ms` }}
      onAnimationEnd={onAnimationEnd}
    >
      <div className="space-y-1.5 text-xs text-[#9fb0c8] sm:text-sm">
        <p>{words.loadingModules}</p>
        <p>{words.calibrating}</p>
      </div>
      <p className="text-base text-[#e6edf7]">{words.initializing}</p>
      <div
        role="progressbar"
        aria-label={words.progressLabel}
        className="h-1.5 overflow-hidden rounded-full bg-[#1e2b40]"
      >
        <div
          className="h-full origin-left animate-progress rounded-full bg-accent"
          style={{ animationDuration: `${loadingEnds}ms` }}
        />
      </div>
      <button
        type="button"
        onClick={onSkip}
        className="absolute right-3 top-3 rounded-md border border-[#2b3a55] px-3 py-1.5 text-xs text-[#e6edf7] hover:border-accent focus-visible:outline-[rgb(var(--focus-ring-on-dark))]"
      >
        {words.skip}
      </button>
    </div>
  );
}
