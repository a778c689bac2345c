import { marked, type Token } from 'marked';
import type { ReactNode } from 'react';

function inline(tokens: Token[] | undefined): ReactNode {
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

function block(token: Token, key: number): ReactNode {
  switch (token.type) {
    case 'paragraph':
      return <p key={key}>{inline(token.tokens)}</p>;
    case 'list': {
      const List = token.ordered ? 'ol' : 'ul';
      return (
        <List
          key={key}
          className={token.ordered ? 'list-decimal pl-5' : 'list-disc pl-5 marker:text-accent'}
        >
          {token.items.map((item: { tokens: Token[] }, i: number) => (
            <li key={i} className="pl-1">
              {item.tokens.map((child, j) =>
                child.type === 'text' ? inline(child.tokens ?? [child]) : block(child, j),
              )}
            </li>
          ))}
        </List>
      );
    }
    case 'space':
      return null;
    default:
      return <p key={key}>{token.raw.trim()}</p>;
  }
}

// Renders the small Markdown subset the case studies use, as React elements (no raw HTML).
export function Prose({ markdown, className = '' }: { markdown: string; className?: string }) {
  return (
    <div className={`space-y-4 leading-relaxed ${className}`}>
      {marked.lexer(markdown).map(block)}
    </div>
  );
}
