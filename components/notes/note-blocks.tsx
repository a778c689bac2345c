// A note's body: the case studies' blocks (lib/content/blocks.ts), each drawn by their own
// renderer (components/case-study/story-blocks.tsx and prose.tsx: figures, layouts, loops,
// before/after, lists, paragraphs), with what a note's text has beyond a case study's: links,
// ## and ### headings and quotes. Kept here, not in prose.tsx, so a site without notes ships the
// case studies' scripts byte for byte as before.
import type { Token, Tokens } from 'marked';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import {
  inline,
  TextToken,
  type FigureMedia,
  type StoryWords,
} from '@/components/case-study/prose';
import { StoryBlock } from '@/components/case-study/story-blocks';
import type { Block } from '@/lib/content/blocks';

const linkClass = 'text-accent underline underline-offset-4 hover:text-ink';

/** Inline tokens with links: a path on this site through next/link (BASE_PATH), others plain. */
function noteInline(tokens: Token[] = []): ReactNode {
  return tokens.map((token, i) => {
    if (token.type !== 'link') return <Fragment key={i}>{inline([token])}</Fragment>;
    const link = token as Tokens.Link;
    return link.href.startsWith('/') ? (
      <Link key={i} href={link.href} className={linkClass}>
        {noteInline(link.tokens)}
      </Link>
    ) : (
      <a key={i} href={link.href} className={linkClass}>
        {noteInline(link.tokens)}
      </a>
    );
  });
}

const hasLink = (tokens: Token[] = []): boolean =>
  tokens.some((token) => token.type === 'link' || ('tokens' in token && hasLink(token.tokens)));

function NoteText({ token, className = '' }: { token: Token; className?: string }): ReactNode {
  switch (token.type) {
    case 'heading': {
      const Heading = token.depth <= 2 ? 'h2' : 'h3';
      return (
        <Heading
          className={`${token.depth <= 2 ? 'text-section' : 'text-xl'} mt-6 font-semibold text-ink ${className}`}
        >
          {noteInline(token.tokens)}
        </Heading>
      );
    }
    case 'blockquote':
      return (
        <blockquote className={`border-l-2 border-accent pl-5 text-lead text-ink ${className}`}>
          {(token as Tokens.Blockquote).tokens.map((child, j) => (
            <NoteText key={j} token={child} />
          ))}
        </blockquote>
      );
    case 'paragraph':
      return hasLink(token.tokens) ? (
        <p className={className}>{noteInline(token.tokens)}</p>
      ) : (
        <TextToken token={token} className={className} />
      );
    case 'list':
      if (!hasLink((token as Tokens.List).items.flatMap((item) => item.tokens))) break;
      return (
        <ul className={`list-disc pl-5 marker:text-accent ${className}`}>
          {(token as Tokens.List).items.map((item, i) => (
            <li key={i} className="pl-1">
              {item.tokens.map((child, j) =>
                child.type === 'text' ? (
                  <Fragment key={j}>
                    {noteInline((child as Tokens.Text).tokens ?? [child])}
                  </Fragment>
                ) : (
                  <NoteText key={j} token={child} />
                ),
              )}
            </li>
          ))}
        </ul>
      );
  }
  return <TextToken token={token} className={className} />;
}

/** A note's blocks as siblings on the story grid. */
export function NoteBlocks({
  blocks,
  media,
  words,
}: {
  blocks: Block[];
  media: FigureMedia;
  words: StoryWords;
}) {
  return blocks.map((block, i) =>
    block.type === 'text' ? (
      <NoteText key={i} token={block.token} className="col-text max-w-prose" />
    ) : (
      <StoryBlock key={i} block={block} media={media} words={words} />
    ),
  );
}
