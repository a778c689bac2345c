// The blocks a case study's section is made of, parsed from its Markdown (the syntax is in
// docs/case-studies.md): text, figure groups (`![alt](src "caption")`), layout containers
// (`::: wide` … `:::`), before/after pairs and prototype cards. Pure: it runs at build time to
// validate content and in the page (server or browser) to render it.
import type { Token, Tokens } from 'marked';
import { lexBlocks, type ContainerToken } from './block-lexer';

export const layoutNames = ['full-bleed', 'wide', 'two-up', 'detail'] as const;
export type LayoutName = (typeof layoutNames)[number];

/** Container names whose contents become their own token rather than a layout. */
export const mediaContainerNames = ['before-after', 'prototype'] as const;
export const containerNames = [...layoutNames, ...mediaContainerNames] as const;

/** An image or a video loop (a src ending in .mp4 or .webm) written as `![alt](src "caption")`. */
export type FigureItem = {
  kind: 'image' | 'video';
  src: string;
  alt: string;
  caption?: string;
};

/** A paragraph, list or other text, rendered by prose.tsx from marked's token. */
export type TextBlock = { type: 'text'; token: Token };
/** A paragraph that holds only images: one figure, or a group laid out by its count. */
export type FiguresBlock = { type: 'figures'; items: FigureItem[] };
/** `::: detail 30% 60%`: focus is the point of the image the crop centres on (CSS position). */
export type LayoutBlock = { type: 'layout'; layout: LayoutName; focus?: string; blocks: Block[] };
/** `::: before-after`: two images of the same size, before first. */
export type BeforeAfterBlock = { type: 'beforeAfter'; images: FigureItem[] };
/** `::: prototype`: a link to a prototype on its own site, with an optional poster image. */
export type PrototypeBlock = {
  type: 'prototype';
  href: string;
  label: string;
  poster?: FigureItem;
};

export type Block = TextBlock | FiguresBlock | LayoutBlock | BeforeAfterBlock | PrototypeBlock;

export { groupLayout } from './group-layout';

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
function imagesOnly(token: Token): FigureItem[] | undefined {
  if (token.type !== 'paragraph') return undefined;
  const inline = (token as Tokens.Paragraph).tokens.filter((t) => !blank(t));
  if (inline.length === 0 || inline.some((t) => t.type !== 'image')) return undefined;
  return inline.map((t) => figureItem(t as Tokens.Image));
}

const imagesIn = (tokens: Token[]) => tokens.flatMap((token) => imagesOnly(token) ?? []);

/** Collects a problem in a section's Markdown; the caller adds the file and section. */
export type BlockProblem = (problem: string) => void;

function beforeAfter(token: ContainerToken, problem: BlockProblem): Block {
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

function prototype(token: ContainerToken, problem: BlockProblem): Block {
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

function container(token: ContainerToken, problem: BlockProblem): Block[] {
  if (token.name === 'before-after') return [beforeAfter(token, problem)];
  if (token.name === 'prototype') return [prototype(token, problem)];
  if (!(layoutNames as readonly string[]).includes(token.name)) {
    problem(
      `unknown layout "::: ${token.name}"; use one of ${containerNames.map((n) => `"${n}"`).join(', ')}`,
    );
    return toBlocks(token.tokens ?? [], problem);
  }
  const layout = token.name as LayoutName;
  if (layout !== 'detail' && token.args) {
    problem(`"::: ${layout}" takes nothing after its name (found "${token.args}")`);
  }
  const focus = layout === 'detail' && token.args ? token.args : undefined;
  if (focus && !/^\d{1,3}% \d{1,3}%$/.test(focus)) {
    problem(`"::: detail ${focus}": the focus must be two percentages, e.g. "::: detail 30% 60%"`);
  }
  return [
    {
      type: 'layout',
      layout,
      ...(focus ? { focus } : {}),
      blocks: toBlocks(token.tokens ?? [], problem),
    },
  ];
}

function toBlocks(tokens: Token[], problem: BlockProblem): Block[] {
  return tokens.flatMap((token): Block[] => {
    if (token.type === 'space') return [];
    if (token.type === 'container') return container(token as ContainerToken, problem);
    const items = imagesOnly(token);
    if (items) return [{ type: 'figures', items }];
    if (token.type === 'paragraph' && /^:::/.test(token.raw)) {
      problem(`"${token.raw.split('\n')[0]}" opens a container that no line ":::" closes`);
    } else if (
      token.type === 'paragraph' &&
      (token as Tokens.Paragraph).tokens.some((t) => t.type === 'image')
    ) {
      problem(
        `an image shares a paragraph with text; give each image or image group its own paragraph`,
      );
    }
    return [{ type: 'text', token }];
  });
}

/** A section's Markdown as blocks, with each problem passed to `problem` (nothing is thrown). */
export function parseBlocks(source: string, problem: BlockProblem = () => {}): Block[] {
  return toBlocks(lexBlocks(source), problem);
}

/** Every figure item in the blocks, containers included (to check and size their files). */
export function figureItems(blocks: Block[]): FigureItem[] {
  return blocks.flatMap((block): FigureItem[] => {
    if (block.type === 'figures') return block.items;
    if (block.type === 'layout') return figureItems(block.blocks);
    if (block.type === 'beforeAfter') return block.images;
    if (block.type === 'prototype') return block.poster ? [block.poster] : [];
    return [];
  });
}
