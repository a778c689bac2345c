// Plain renderings of the media blocks (video loops, before/after pairs) for when the build did not
// read their files (a preview without build data); the page uses components/case-study/media.
import type { BeforeAfterBlock, FigureItem } from '@/lib/content/blocks';
import type { FigureMedia } from './prose';
import { Figure } from './figure-group';

export const mediaWords = {
  before: 'Before',
  after: 'After',
  video: 'Video',
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
