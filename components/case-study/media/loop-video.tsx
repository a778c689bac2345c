'use client';

// A short, silent loop in a case study (a mechanism, an interaction): plays muted and inline only
// while it is in view and only when the visitor has not asked for reduced motion; otherwise it
// shows its poster. A visible pause/play button sits under every loop (WCAG 2.2.2), in a strip of
// its own so it covers nothing drawn; the strip is in the server's HTML, so the button's arrival
// moves nothing. Width and height come from the file (lib/media/videos.ts), so nothing moves when
// it loads; the loop is never taller than the window under the header (a taller one is drawn
// smaller, centred on its own background). Without JavaScript the browser's own controls play it
// and the strip is not drawn.
import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { VideoData } from '@/lib/media/videos';
import { video as englishWords } from '@/lib/i18n/words/en/video';

const REDUCED = '(prefers-reduced-motion: reduce)';

/** Whether the element is at least a quarter in view; true where there is no IntersectionObserver. */
function useInView(ref: React.RefObject<HTMLElement | null>) {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {
      threshold: 0.25,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

function useReducedMotion() {
  const [reduced, setReduced] = useState(true);
  useEffect(() => {
    const query = window.matchMedia(REDUCED);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

type LoopVideoProps = {
  video: VideoData;
  /** What the loop shows, for screen readers (the Markdown image's alt text). */
  label: string;
  className?: string;
  /** The loop's words in another language (English is built in). */
  words?: typeof englishWords;
};

export function LoopVideo({
  video,
  label,
  className = '',
  words: videoWords = englishWords,
}: LoopVideoProps) {
  const element = useRef<HTMLVideoElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  // The visitor's own choice wins over the automatic one: 'pause' keeps it still, 'play' plays it
  // even under reduced motion (while it is in view).
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const inView = useInView(element);
  const reduced = useReducedMotion();
  const wanted = enhanced && inView && choice !== 'pause' && (choice === 'play' || !reduced);

  useEffect(() => {
    const video = element.current;
    if (!video) return;
    video.muted = true;
    setEnhanced(true);
  }, []);

  useEffect(() => {
    const video = element.current;
    if (!video || !enhanced) return;
    if (wanted) video.play()?.catch(() => setPlaying(false));
    else video.pause();
  }, [wanted, enhanced]);

  function toggle() {
    const video = element.current;
    if (playing) {
      setChoice('pause');
      video?.pause();
    } else {
      setChoice('play');
      video?.play()?.catch(() => setPlaying(false));
    }
  }

  const mp4 = video.sources.find((source) => source.type === 'video/mp4') ?? video.sources[0];
  return (
    <div className={className}>
      <video
        ref={element}
        aria-label={label}
        width={video.width}
        height={video.height}
        poster={video.poster}
        muted
        loop
        playsInline
        preload="none"
        controls={!enhanced}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="block h-auto max-h-[calc(100svh-9.5rem)] w-full bg-[#0e1726] object-contain dark:rounded-md"
        style={{ aspectRatio: `${video.width} / ${video.height}` }}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.captions ? (
          <track
            kind="captions"
            src={video.captions}
            srcLang={video.captionsLang}
            label={videoWords.captions}
          />
        ) : null}
        {videoWords.cannotPlay} <a href={mp4.src}>{videoWords.openFile}</a>
      </video>
      <div className="flex h-14 items-center px-2 [@media(scripting:none)]:hidden">
        {enhanced ? (
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? videoWords.pause : videoWords.play}
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {playing ? (
              <Pause aria-hidden className="size-5" />
            ) : (
              <Play aria-hidden className="size-5" />
            )}
          </button>
        ) : null}
      </div>
    </div>
  );
}
