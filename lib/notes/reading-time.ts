// A note's reading time: its words (prose, list items, captions and alt texts; not the Markdown's
// marks, addresses or container lines) at 220 words a minute, rounded up, one minute at least.
import { lexBlocks } from '@/lib/content/block-lexer';
import type { Token } from 'marked';

export const WORDS_PER_MINUTE = 220;

function wordsOf(tokens: Token[] = []): string[] {
  return tokens.flatMap((token): string[] => {
    if (token.type === 'image') return [token.text, token.title ?? ''];
    if (token.type === 'code' || token.type === 'codespan') return [token.text];
    if ('tokens' in token && token.tokens?.length) return wordsOf(token.tokens);
    if (token.type === 'list') return wordsOf(token.items as Token[]);
    if (token.type === 'space' || token.type === 'hr') return [];
    return 'text' in token && typeof token.text === 'string' ? [token.text] : [];
  });
}

/** How many words a reader reads in `markdown`. */
export const wordCount = (markdown: string) =>
  wordsOf(lexBlocks(markdown))
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Minutes to read `markdown`, rounded up, at least 1. */
export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
