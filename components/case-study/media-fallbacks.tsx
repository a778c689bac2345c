// Plain renderings of the media blocks (video loops, before/after pairs) for when the build did not
// read their files (a preview without build data); the page uses components/case-study/media.
import type { BeforeAfterBlock, FigureItem } from '@/lib/content/blocks';
import type { caseStudy } from '@/lib/i18n/words/en/case-study';
import type { FigureMedia, StoryWords } from './prose';
import { Figure } from './figure-group';

/** A video loop before the player exists: a link to the file, named by its alt text. */
export function VideoFallback({ item, words }: { item: FigureItem; words: typeof caseStudy }) {
  return (
    <a href={item.src} className="block p-6 text-sm font-semibold text-white underline">
      {words.video}: {item.alt}
    </a>
  );
}

/** Two figures one above the other, labelled before and after. */
export function BeforeAfterFallback({
  block,
  media,
  words,
}: {
  block: BeforeAfterBlock;
  media: FigureMedia;
  words: StoryWords;
}) {
  return (
    <div className="story-media col-text grid max-w-prose gap-6">
      {block.images.map((item, i) => (
        <Figure
          key={item.src}
          item={{
            ...item,
            caption: `${i === 0 ? words.caseStudy.before : words.caseStudy.after}${item.caption ? `: ${item.caption}` : ''}`,
          }}
          media={media}
          words={words}
          sizes="text"
        />
      ))}
    </div>
  );
}
