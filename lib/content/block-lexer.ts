// marked with one block extension: a line `::: name args` opens a container and a line `:::`
// closes it (docs/case-studies.md). Its tokens become blocks in blocks.ts.
import { Marked, type Tokens } from 'marked';

/** marked's token for a `::: name args` … `:::` container, before it becomes a Block. */
export type ContainerToken = Tokens.Generic & { type: 'container'; name: string; args: string };

const opening = /^::: *([A-Za-z][\w-]*)?[ \t]*([^\n]*)\n/;
const closing = /^:::[ \t]*$/m;

const markdown = new Marked({
  extensions: [
    {
      name: 'container',
      level: 'block',
      start: (src) => src.match(/^:::/m)?.index,
      tokenizer(src) {
        const open = opening.exec(src);
        if (!open) return undefined;
        const rest = src.slice(open[0].length);
        const close = closing.exec(rest);
        if (!close) return undefined; // not closed: stays a paragraph, which parseBlocks reports
        const inner = rest.slice(0, close.index);
        const raw = open[0] + rest.slice(0, close.index + close[0].length);
        const token: ContainerToken = {
          type: 'container',
          raw: raw + (src[raw.length] === '\n' ? '\n' : ''),
          name: open[1] ?? '',
          args: open[2].trim(),
          tokens: [],
        };
        this.lexer.blockTokens(inner, token.tokens);
        return token;
      },
    },
  ],
});

/** A section's Markdown as marked's tokens, containers included. */
export const lexBlocks = (source: string) => markdown.lexer(source);
