// Plain renderings of the media blocks (video loops, before/after pairs, prototype cards): they
// work without JavaScript and are what the page shows until lib/media's components replace them.
import type { BeforeAfterBlock, FigureItem, PrototypeBlock } from '@/lib/content/blocks';
import type { FigureMedia } from './prose';
import { Figure } from './figure-group';

export const mediaWords = {
  before: 'Before',
  after: 'After',
  video: 'Video',
  prototype: 'Open the prototype',
  opensElsewhere: '(opens the prototype on its own site)',
};

/** A video loop before the player exists: a link to the file, named by its alt text. */
export function VideoFallback({ item }: { item: FigureItem }) {
  return (
    <a href={item.src} className="block p-6 text-sm font-semibold text-white underline">
      {mediaWords.video}: {item.alt}
    </a>
  );
}

/** Two figures one above the other, labelled before and after. */
export function BeforeAfterFallback({
  block,
  media,
}: {
  block: BeforeAfterBlock;
  media: FigureMedia;
}) {
  return (
    <div className="story-media col-text grid gap-6">
      {block.images.map((item, i) => (
        <Figure
          key={item.src}
          item={{
            ...item,
            caption: `${i === 0 ? mediaWords.before : mediaWords.after}${item.caption ? `: ${item.caption}` : ''}`,
          }}
          media={media}
          sizes="text"
        />
      ))}
    </div>
  );
}

/** A link to the prototype on its own site, with its poster if there is one. */
export function PrototypeFallback({ block, media }: { block: PrototypeBlock; media: FigureMedia }) {
  return (
    <div className="story-media col-text max-w-prose">
      {block.poster ? <Figure item={block.poster} media={media} sizes="text" /> : null}
      <a
        href={block.href}
        rel="noopener"
        className="mt-3 inline-block font-semibold text-accent underline"
      >
        {block.label || mediaWords.prototype}
        <span className="sr-only"> {mediaWords.opensElsewhere}</span>
      </a>
    </div>
  );
}
