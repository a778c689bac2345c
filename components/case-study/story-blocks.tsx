// One block of a case study's section (lib/content/blocks.ts) placed on the story grid
// (app/globals.css): every figure or group stands on one of its three widths, the text column
// (the paragraphs' edges), the wide column or the full width of the window.
import { groupLayout, type Block, type FigureItem, type LayoutName } from '@/lib/content/blocks';
import { BeforeAfter } from './media/lazy-media';
import { BeforeAfterFallback } from './media-fallbacks';
import { PrototypeCard } from './media/prototype-card';
import { Figure, type FigureWidth } from './figure-group';
import { isVideoData, TextToken, type FigureMedia, type StoryWords } from './prose';

const columnClass = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const;

type Placement = { column: string; roomy: boolean; single: FigureWidth; many: FigureWidth };

const text = 'col-text max-w-prose';

const placements: Record<LayoutName | 'default', Placement> = {
  default: { column: text, roomy: false, single: 'text', many: 'half' },
  'two-up': { column: text, roomy: false, single: 'text', many: 'half' },
  detail: { column: text, roomy: false, single: 'text', many: 'half' },
  wide: { column: 'col-wide', roomy: true, single: 'wide', many: 'halfWide' },
  // A group is too many pictures for the window's width: it spans the content width instead.
  'full-bleed': { column: 'col-wide', roomy: true, single: 'full', many: 'halfWide' },
};

function FigureGroup({
  items,
  media,
  layout = 'default',
  focus,
  words,
}: {
  items: FigureItem[];
  media: FigureMedia;
  layout?: LayoutName | 'default';
  focus?: string;
  words: StoryWords;
}) {
  const place = placements[layout];
  const count = items.length;
  if (count === 1) {
    const bleed = layout === 'full-bleed';
    return (
      <Figure
        item={items[0]}
        media={media}
        words={words}
        sizes={place.single}
        bleed={bleed}
        wide={layout === 'wide'}
        focus={layout === 'detail' ? (focus ?? '50% 50%') : undefined}
        className={`story-media ${bleed ? '' : place.column}`}
      />
    );
  }
  const { columns, spanFirst } = groupLayout(count, place.roomy);
  return (
    <div
      className={`story-media grid gap-x-4 gap-y-8 ${columnClass[columns as 1 | 2 | 3]} ${place.column}`}
    >
      {items.map((item, i) => (
        <Figure
          key={`${item.src}-${i}`}
          item={item}
          media={media}
          words={words}
          sizes={
            spanFirst && i === 0
              ? place.roomy
                ? 'wide'
                : 'text'
              : columns === 3
                ? 'third'
                : place.many
          }
          focus={layout === 'detail' ? (focus ?? '50% 50%') : undefined}
          className={spanFirst && i === 0 ? 'sm:col-span-2' : ''}
        />
      ))}
    </div>
  );
}

/** An image a block names, with its alt text, when the build read it. */
function picture(item: FigureItem, media: FigureMedia) {
  const image = media[item.src];
  return image && !isVideoData(image) ? { ...image, alt: item.alt } : undefined;
}

export function StoryBlock({
  block,
  media,
  words,
}: {
  block: Block;
  media: FigureMedia;
  words: StoryWords;
}) {
  switch (block.type) {
    case 'text':
      return <TextToken token={block.token} className="col-text max-w-prose" />;
    case 'figures':
      return <FigureGroup items={block.items} media={media} words={words} />;
    case 'layout':
      return block.blocks.map((inner, i) =>
        inner.type === 'figures' ? (
          <FigureGroup
            key={i}
            items={inner.items}
            media={media}
            layout={block.layout}
            focus={block.focus}
            words={words}
          />
        ) : (
          <StoryBlock key={i} block={inner} media={media} words={words} />
        ),
      );
    case 'beforeAfter': {
      const [before, after] = block.images.map((item) => picture(item, media));
      return before && after ? (
        <BeforeAfter
          before={{ ...before, caption: block.images[0].caption }}
          after={{ ...after, caption: block.images[1].caption }}
          className={`story-media ${text}`}
          {...(words.compare ? { words: words.compare } : {})}
        />
      ) : (
        <BeforeAfterFallback block={block} media={media} words={words} />
      );
    }
    case 'prototype':
      return (
        <div className={`story-media ${text}`}>
          <PrototypeCard
            href={block.href}
            label={block.label}
            poster={block.poster && picture(block.poster, media)}
            words={words.caseStudy}
          />
        </div>
      );
  }
}
