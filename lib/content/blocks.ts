// The blocks a case study's section is made of, parsed from its Markdown (the syntax is in
// docs/case-studies.md): text, figure groups (`![alt](src "caption")`), layout containers
// (`::: wide` … `:::`), before/after pairs and prototype cards (the blocks of pictures are read in
// media-blocks.ts). Pure: it runs at build time to validate content and in the page (server or
// browser) to render it.
import type { Token, Tokens } from 'marked';
import { lexBlocks, type ContainerToken } from './block-lexer';
import { beforeAfter, imagesOnly, prototype } from './media-blocks';

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

/** Collects a problem in a section's Markdown; the caller adds the file and section. */
export type BlockProblem = (problem: string) => void;

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
