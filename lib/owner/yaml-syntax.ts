// Reads an owner's YAML file (YAML 1.2: `no` and dates stay text) and says what is wrong with its
// syntax in plain words, at the line and column where it is: the quoting and indenting mistakes an
// owner makes, each with what to write instead.
import { isScalar, LineCounter, parseDocument, Scalar, visit, type Document } from 'yaml';

export type Parsed = { doc: Document; lines: LineCounter; problems: string[] };

type YamlError = { code: string; message: string; pos: [number, number] };

const advice: Record<string, string> = {
  TAB_AS_INDENT: 'a tab is used for indenting here: indent with spaces only (two per level)',
  BLOCK_AS_IMPLICIT_KEY:
    'a text with a colon followed by a space (": ") must be in quotes: write it in double quotes, e.g. tagline: "Design: from sketch to product"',
  MULTILINE_IMPLICIT_KEY:
    'a text with a colon followed by a space (": ") must be in quotes, and a field name fits on one line',
  DUPLICATE_KEY: 'this field is written twice: keep one',
  BAD_INDENT:
    'the indenting is off here: line fields of one level up at the same column, with spaces',
};

/** What to do about `error`, in plain words. */
function explain(error: YamlError, source: string): string {
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) {
    return 'a quote is opened here but never closed: end the text with the same quote it starts with';
  }
  const line = source.slice(source.lastIndexOf('\n', error.pos[0] - 1) + 1).split('\n')[0];
  if (error.code === 'UNEXPECTED_TOKEN' && /'[^']*'\S/.test(line)) {
    return "a text in single quotes ends at the next ', so an apostrophe ends it early: write the text in double quotes (\"I'm a designer\") or the apostrophe twice ('I''m a designer')";
  }
  if (error.code === 'UNEXPECTED_TOKEN' && /"[^"]*"\S/.test(line)) {
    return 'a text in double quotes ends at the next ", so a quote inside ends it early: write the text in single quotes (\'She said "yes"\') or the inner quote as \\"';
  }
  return (
    advice[error.code] ??
    `${error.message.split('\n')[0].replace(/\.$/, '')}: check the quotes and the indenting on this line`
  );
}

// `name: Alex #1 fan` is the text "Alex": " #" starts a comment. A comment on the line of a plain
// text is taken for a mistake (a content file needs no such comment).
function cutByComment(doc: Document, source: string): number[] {
  const found: number[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== Scalar.PLAIN || !node.range) return;
      const rest = source.slice(node.range[1]).split('\n')[0];
      if (/^[ \t]+#/.test(rest)) found.push(node.range[1] + rest.indexOf('#'));
    },
  });
  return found;
}

// A quote never closed is found at the end of the file: point at the quote that opened it.
function where(error: YamlError, source: string) {
  const quote = /Missing closing (["'])/.exec(error.message)?.[1];
  const opened = quote ? source.lastIndexOf(quote, error.pos[0] - 1) : -1;
  if (opened >= 0) return opened;
  // A quote that ended the text early: the mistake is that quote, not the word after it.
  const before = source[error.pos[0] - 1];
  if (error.code === 'UNEXPECTED_TOKEN' && (before === "'" || before === '"'))
    return error.pos[0] - 1;
  return error.pos[0];
}

export const position = (lines: LineCounter, offset: number) => {
  const { line, col } = lines.linePos(offset);
  return `${line}:${col}`;
};

/** The document of `source` (the file `file`) and its syntax problems, each at `file:line:column`. */
export function parseYaml(file: string, source: string): Parsed {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false, version: '1.2' });
  const errors = doc.errors as YamlError[];
  // A tab in the indenting throws every later line out of place: its one message says it all.
  const tab = errors.findIndex((error) => error.code === 'TAB_AS_INDENT');
  const problems = (tab >= 0 ? errors.slice(0, tab + 1) : errors).map(
    (error) => `${file}:${position(lines, where(error, source))}: ${explain(error, source)}`,
  );
  for (const offset of cutByComment(doc, source)) {
    problems.push(
      `${file}:${position(lines, offset)}: " #" in a text starts a comment, so the rest of the line is left out: put the whole text in double quotes, e.g. title: "Case #1"`,
    );
  }
  return { doc, lines, problems };
}
