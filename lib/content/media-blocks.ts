// The blocks of a section that show pictures, read from marked's tokens: a paragraph of images only
// (a figure group), `::: before-after` (two images) and `::: prototype` (a link and its poster),
// each problem with their contents passed on. blocks.ts places them among the section's blocks.
import type { Token, Tokens } from 'marked';
import type { ContainerToken } from './block-lexer';
import type { Block, BlockProblem, FigureItem } from './blocks';

export const isVideo = (src: string) => /\.(mp4|webm)$/i.test(src);

const blank = (token: Token) =>
  (token.type === 'text' && !token.raw.trim()) || token.type === 'br' || token.type === 'space';

function figureItem(token: Tokens.Image): FigureItem {
  return {
    kind: isVideo(token.href) ? 'video' : 'image',
    src: token.href,
    alt: token.text,
    ...(token.title?.trim() ? { caption: token.title.trim() } : {}),
  };
}

/** The images of a paragraph that holds only images (and the spaces between), else undefined. */
export function imagesOnly(token: Token): FigureItem[] | undefined {
  if (token.type !== 'paragraph') return undefined;
  const inline = (token as Tokens.Paragraph).tokens.filter((t) => !blank(t));
  if (inline.length === 0 || inline.some((t) => t.type !== 'image')) return undefined;
  return inline.map((t) => figureItem(t as Tokens.Image));
}

const imagesIn = (tokens: Token[]) => tokens.flatMap((token) => imagesOnly(token) ?? []);

export function beforeAfter(token: ContainerToken, problem: BlockProblem): Block {
  const images = imagesIn(token.tokens ?? []);
  if (images.length !== 2 || images.some((image) => image.kind !== 'image')) {
    problem(`"::: before-after" must hold exactly two images (before, then after)`);
  }
  return { type: 'beforeAfter', images };
}

/** The first token of `type` in the tokens or their children. */
function first<T extends Token>(tokens: Token[] = [], type: string): T | undefined {
  for (const token of tokens) {
    if (token.type === type) return token as T;
    const inner = 'tokens' in token ? first<T>(token.tokens, type) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Every token of `type` in the tokens or their children. */
function all(tokens: Token[] = [], type: string): Token[] {
  return tokens.flatMap((token) => [
    ...(token.type === type ? [token] : []),
    ...('tokens' in token && token.tokens ? all(token.tokens, type) : []),
  ]);
}

export function prototype(token: ContainerToken, problem: BlockProblem): Block {
  const link = first<Tokens.Link>(token.tokens, 'link');
  const poster = first<Tokens.Image>(token.tokens, 'image');
  if (!link || !/^https:\/\//.test(link.href)) {
    problem(
      `"::: prototype" must hold a link to the prototype, e.g. [Open the prototype](https://…)`,
    );
  }
  if (all(token.tokens, 'link').length > 1) {
    problem(`"::: prototype" holds one link, the prototype's; found more`);
  }
  const images = all(token.tokens, 'image');
  if (images.length > 1 || (poster && isVideo(poster.href))) {
    problem(
      `"::: prototype" takes one poster image before its link, e.g. ![The app's first screen](/images/…/poster.png)`,
    );
  }
  return {
    type: 'prototype',
    href: link?.href ?? '',
    label: link?.text ?? '',
    ...(poster ? { poster: figureItem(poster) } : {}),
  };
}
