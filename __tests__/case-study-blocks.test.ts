import { figureItems, parseBlocks, type Block } from '@/lib/content/blocks';

const parse = (markdown: string) => {
  const problems: string[] = [];
  const blocks = parseBlocks(markdown, (problem) => problems.push(problem));
  return { blocks, problems };
};

const types = (blocks: Block[]) => blocks.map((block) => block.type);

describe('case study blocks', () => {
  it('reads the title of an image as its caption', () => {
    const { blocks, problems } = parse('![A drawing](/images/a.svg "The first sketch")');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      {
        type: 'figures',
        items: [
          { kind: 'image', src: '/images/a.svg', alt: 'A drawing', caption: 'The first sketch' },
        ],
      },
    ]);
  });

  it('makes one group of a paragraph holding only images, and tells videos by their file', () => {
    const { blocks } = parse(
      'Text before.\n\n![A](/a.svg "One")\n![B](/b.png)\n![C](/c.webm "Loop")\n\nText after.',
    );
    expect(types(blocks)).toEqual(['text', 'figures', 'text']);
    expect(blocks[1]).toEqual({
      type: 'figures',
      items: [
        { kind: 'image', src: '/a.svg', alt: 'A', caption: 'One' },
        { kind: 'image', src: '/b.png', alt: 'B' },
        { kind: 'video', src: '/c.webm', alt: 'C', caption: 'Loop' },
      ],
    });
  });

  it('parses layout containers with what they hold, and a detail focus', () => {
    const { blocks, problems } = parse(
      'Before.\n::: wide\n![W](/w.svg "Wide")\n:::\n\n::: detail 30% 60%\n![D](/d.svg)\n:::',
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      expect.objectContaining({ type: 'text' }),
      {
        type: 'layout',
        layout: 'wide',
        blocks: [{ type: 'figures', items: [expect.objectContaining({ src: '/w.svg' })] }],
      },
      {
        type: 'layout',
        layout: 'detail',
        focus: '30% 60%',
        blocks: [{ type: 'figures', items: [expect.objectContaining({ src: '/d.svg' })] }],
      },
    ]);
  });

  it('parses before/after and prototype containers into their own tokens', () => {
    const { blocks, problems } = parse(
      [
        '::: before-after',
        '![Old](/old.png "Printed")',
        '![New](/new.png)',
        ':::',
        '',
        '::: prototype',
        '![The app](/poster.png)',
        '[Open the prototype](https://www.figma.com/proto/abc)',
        ':::',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      {
        type: 'beforeAfter',
        images: [
          { kind: 'image', src: '/old.png', alt: 'Old', caption: 'Printed' },
          { kind: 'image', src: '/new.png', alt: 'New' },
        ],
      },
      {
        type: 'prototype',
        href: 'https://www.figma.com/proto/abc',
        label: 'Open the prototype',
        poster: { kind: 'image', src: '/poster.png', alt: 'The app' },
      },
    ]);
    expect(figureItems(blocks).map((item) => item.src)).toEqual([
      '/old.png',
      '/new.png',
      '/poster.png',
    ]);
  });

  it("reads a prototype's poster as optional: one image, before or after the link", () => {
    const link = '[Open the prototype](https://www.figma.com/proto/abc)';
    expect(parse(`::: prototype\n${link}\n:::`)).toEqual({
      blocks: [
        { type: 'prototype', href: 'https://www.figma.com/proto/abc', label: 'Open the prototype' },
      ],
      problems: [],
    });
    const after = parse(`::: prototype\n${link}\n\n![The app](/poster.svg "Caption")\n:::`);
    expect(after.problems).toEqual([]);
    expect(after.blocks[0]).toMatchObject({
      poster: { kind: 'image', src: '/poster.svg', alt: 'The app', caption: 'Caption' },
    });
  });

  it('reports a prototype with a video poster, two posters or two links', () => {
    const link = '[Open](https://www.figma.com/proto/abc)';
    expect(parse(`::: prototype\n![Loop](/loop.mp4)\n${link}\n:::`).problems).toEqual([
      expect.stringContaining('takes one poster image'),
    ]);
    expect(parse(`::: prototype\n![A](/a.png) ![B](/b.png)\n\n${link}\n:::`).problems).toEqual([
      expect.stringContaining('takes one poster image'),
    ]);
    expect(parse(`::: prototype\n${link} or [Framer](https://framer.com/x)\n:::`).problems).toEqual(
      [expect.stringContaining('holds one link')],
    );
  });

  it('reports an unknown container name, an unclosed container and malformed ones', () => {
    expect(parse('::: gallery\n![A](/a.svg)\n:::').problems).toEqual([
      expect.stringContaining('unknown layout "::: gallery"'),
    ]);
    expect(parse('::: wide\n![A](/a.svg)').problems).toEqual([
      expect.stringContaining('"::: wide" opens a container that no line ":::" closes'),
    ]);
    expect(parse('::: before-after\n![A](/a.png)\n:::').problems).toEqual([
      expect.stringContaining('must hold exactly two images'),
    ]);
    expect(parse('::: prototype\n![A](/a.png)\n:::').problems).toEqual([
      expect.stringContaining('must hold a link'),
    ]);
    expect(parse('::: detail left\n![A](/a.png)\n:::').problems).toEqual([
      expect.stringContaining('the focus must be two percentages'),
    ]);
    expect(parse('Text and ![A](/a.png) inline.').problems).toEqual([
      expect.stringContaining('shares a paragraph with text'),
    ]);
  });

  it('leaves plain Markdown as text blocks', () => {
    const { blocks, problems } = parse('One.\n\n- a\n- b\n\nTwo with **bold**.');
    expect(problems).toEqual([]);
    expect(types(blocks)).toEqual(['text', 'text', 'text']);
  });
});
