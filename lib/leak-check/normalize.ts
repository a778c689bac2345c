// One form for a text however a file writes it, so that the leak check compares like with like: the
// escapes of JSON and JavaScript (`\u00fc`, `\x41`, `\n`), HTML's entities (named, `&#252;`,
// `&#xFC;`), percent-encoding, compatibility characters (`&nbsp;`, full-width letters), soft hyphens
// and zero-width spaces, and case. Both sides go through it: the protected texts and each file.

const NAMED: Record<string, string> = {
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  shy: '',
  zwsp: '',
  zwj: '',
  zwnj: '',
  wbr: '',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  szlig: 'ß',
  aelig: 'æ',
  AElig: 'Æ',
  oelig: 'œ',
  OElig: 'Œ',
};
// `&uuml;` is u and a combining diaeresis, composed by NFKC below.
const MARKS: Record<string, string> = {
  acute: '\u0301',
  grave: '\u0300',
  uml: '\u0308',
  circ: '\u0302',
  tilde: '\u0303',
  ring: '\u030a',
  cedil: '\u0327',
  caron: '\u030c',
};

const codePoint = (value: number) =>
  value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : '';

function entity(match: string, name: string): string {
  if (name[0] === '#') {
    const hex = name[1] === 'x' || name[1] === 'X';
    return codePoint(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
  }
  if (name in NAMED) return NAMED[name];
  const accented = /^([A-Za-z])(acute|grave|uml|circ|tilde|ring|cedil|caron)$/.exec(name);
  return accented ? accented[1] + MARKS[accented[2]] : match;
}

const ESCAPE = /\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[nrtfvb0]|[^\n])/g;
function escape(_: string, code: string): string {
  if (code[0] === 'u' && code[1] === '{') return codePoint(parseInt(code.slice(2, -1), 16));
  if ((code[0] === 'u' || code[0] === 'x') && code.length > 1) {
    return String.fromCharCode(parseInt(code.slice(1), 16));
  }
  return 'nrtfvb0'.includes(code) ? ' ' : code;
}

const PERCENT = /(?:%[0-9a-fA-F]{2})+/g;
function percent(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return run;
  }
}

/** Escapes, entities and percent-encoding undone, as many layers deep as a file nests them. */
export function decode(text: string): string {
  let current = text;
  for (let layer = 0; layer < 4; layer++) {
    const next = current
      .replace(ESCAPE, escape)
      .replace(/&(#[xX][0-9a-fA-F]+|#\d+|[A-Za-z][A-Za-z0-9]*);?/g, entity)
      .replace(PERCENT, percent);
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Compatibility forms, invisible characters and case folded away. */
export const fold = (text: string) =>
  /[^\x00-\x7f]/.test(text)
    ? text
        .normalize('NFKC')
        .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
        .toLowerCase()
        .replace(/ß/g, 'ss')
    : text.toLowerCase();

const WORD = /[\p{L}\p{N}]+/gu;
const ASCII_WORD = /[a-z0-9]+/g;

/** The words of a folded text: its runs of letters and digits. */
export const tokens = (folded: string): string[] =>
  folded.match(/[^\x00-\x7f]/.test(folded) ? WORD : ASCII_WORD) ?? [];

/** Letters and digits only: a text however its words are spaced, split or joined. */
export const compact = (folded: string) => tokens(folded).join('');

export const phrase = (words: string[]) => ` ${words.join(' ')} `;
