import type { Token } from 'marked';
import type { ReactNode } from 'react';
import { parseBlocks, type Block } from '@/lib/content/blocks';
import type { ImageData } from '@/lib/images/images';
import type { VideoData } from '@/lib/media/videos';
import { caseStudy } from '@/lib/i18n/words/en/case-study';
import type { compare } from '@/lib/i18n/words/en/compare';
import type { video } from '@/lib/i18n/words/en/video';
import { StoryBlock } from './story-blocks';

export function inline(tokens: Token[] | undefined): ReactNode {
  return tokens?.map((token, i) => {
    switch (token.type) {
      case 'strong':
        return (
          <strong key={i} className="font-semibold text-ink">
            {inline(token.tokens)}
          </strong>
        );
      case 'em':
        return <em key={i}>{inline(token.tokens)}</em>;
      case 'codespan':
        return (
          <code key={i} className="font-mono text-[0.9em]">
            {token.text}
          </code>
        );
      case 'br':
        return <br key={i} />;
      case 'text':
        return token.tokens ? inline(token.tokens) : token.text;
      case 'escape':
        return token.text;
      default:
        return token.raw;
    }
  });
}

/** A paragraph, list or other text token, as React elements (no raw HTML). */
export function TextToken({ token, className }: { token: Token; className?: string }): ReactNode {
  switch (token.type) {
    case 'paragraph':
      return <p className={className}>{inline(token.tokens)}</p>;
    case 'list': {
      const List = token.ordered ? 'ol' : 'ul';
      return (
        <List
          className={`${token.ordered ? 'list-decimal pl-5' : 'list-disc pl-5 marker:text-accent'} ${className ?? ''}`}
        >
          {token.items.map((item: { tokens: Token[] }, i: number) => (
            <li key={i} className="pl-1">
              {item.tokens.map((child, j) =>
                child.type === 'text' ? (
                  inline(child.tokens ?? [child])
                ) : (
                  <TextToken key={j} token={child} />
                ),
              )}
            </li>
          ))}
        </List>
      );
    }
    case 'space':
      return null;
    default:
      return <p className={className}>{token.raw.trim()}</p>;
  }
}

/** The images and video loops a section names, by their path in the Markdown (read at build). */
export type FigureMedia = Record<string, ImageData | VideoData>;

export const isVideoData = (media: ImageData | VideoData | undefined): media is VideoData =>
  media !== undefined && 'poster' in media;

/**
 * The words a section's blocks use in the page's language: the case study's, and the video loop's
 * and comparison's only when they differ from English (the client components hold English).
 */
export type StoryWords = {
  caseStudy: typeof caseStudy;
  video?: typeof video;
  compare?: typeof compare;
};

const englishStory: StoryWords = { caseStudy };

/** A section's blocks as siblings, for a parent that lays them out (the case study's story grid). */
export function Blocks({
  blocks,
  media = {},
  words = englishStory,
}: {
  blocks: Block[];
  media?: FigureMedia;
  words?: StoryWords;
}) {
  return blocks.map((block, i) => <StoryBlock key={i} block={block} media={media} words={words} />);
}

// Renders the Markdown the case studies use (docs/case-studies.md), as React elements.
export function Prose({
  markdown,
  media,
  className = '',
  words,
}: {
  markdown: string;
  media?: FigureMedia;
  className?: string;
  words?: StoryWords;
}) {
  return (
    <div className={`space-y-4 leading-relaxed ${className}`}>
      <Blocks blocks={parseBlocks(markdown)} media={media} words={words} />
    </div>
  );
}
