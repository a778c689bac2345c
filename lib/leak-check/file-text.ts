// A published file as the leak check reads it: its text (whatever its extension: a file is text when
// its bytes are UTF-8 with no NUL, so .ics, .atom and .webmanifest are read like .html), or for a PNG
// its text chunks (tEXt, zTXt, iTXt), each turned into the forms it is searched in (normalize.ts).
import zlib from 'node:zlib';
import { decode, fold, tokens } from './normalize';

export type FileText = {
  /** Whether the file is text (or a PNG with text chunks): short texts are searched only there. */
  text: boolean;
  /** Its letters and digits, tags left out and attribute values kept: long texts are found here. */
  compact: string;
  /** Its words, tags as breaks and, again, left out (`Ac<wbr>me`), inline scripts included. */
  words: string;
  /** The words a reader sees: no script, style or code file, and only the attributes people read. */
  readable: string;
  /** Every word of `words`, to skip a text at once when its first word is missing. */
  wordSet: Set<string>;
};

const utf8 = new TextDecoder('utf-8', { fatal: true });

function asText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The texts of a PNG's tEXt, zTXt and iTXt chunks (keyword and text). */
export function pngTexts(bytes: Buffer): string[] {
  if (!bytes.subarray(0, 8).equals(PNG)) return [];
  const texts: string[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    at += 12 + length;
    const nul = data.indexOf(0);
    if (nul < 0) continue;
    const keyword = data.toString('latin1', 0, nul);
    try {
      if (type === 'tEXt') texts.push(keyword, data.toString('latin1', nul + 1));
      if (type === 'zTXt')
        texts.push(keyword, zlib.inflateSync(data.subarray(nul + 2)).toString('latin1'));
      if (type === 'iTXt') {
        const compressed = data[nul + 1] === 1;
        const language = data.indexOf(0, nul + 3);
        const translated = data.indexOf(0, language + 1);
        const body = data.subarray(translated + 1);
        texts.push(keyword, (compressed ? zlib.inflateSync(body) : body).toString('utf8'));
      }
    } catch {
      // A damaged chunk has no text to read.
    }
  }
  return texts;
}

const CODE_FILE = /\.(m?js|css|map)$/i;
const SCRIPT_STYLE = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<!--|-->|<!\[CDATA\[|\]\]>|<[!?/]?[A-Za-z][^<>]*>/g;
const ATTRIBUTE = /([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const READ_ATTRIBUTE =
  /^(alt|title|aria-label|aria-description|content|placeholder|label|summary)$/i;

function attributes(markup: string) {
  const all: string[] = [];
  const read: string[] = [];
  for (const tag of markup.match(TAG) ?? []) {
    if (!tag.includes('=')) continue;
    for (const [, name, double, single] of tag.matchAll(ATTRIBUTE)) {
      all.push(double ?? single ?? '');
      if (READ_ATTRIBUTE.test(name)) read.push(double ?? single ?? '');
    }
  }
  return { all: all.join('\n'), read: read.join('\n') };
}

const spaced = (words: string[]) => ` ${words.join(' ')} `;

/** `text` as the leak check searches it; `name` (its path) tells code from words. */
export function textForms(text: string, name: string): Omit<FileText, 'text' | 'wordSet'> {
  const plain = (raw: string) => fold(decode(raw));
  if (!/^\s*</.test(text)) {
    const all = tokens(plain(text));
    const words = spaced(all);
    return { compact: all.join(''), words, readable: CODE_FILE.test(name) ? ' ' : words };
  }
  // Tags are found before entities and escapes are undone: `&lt;Tools&gt;` is text, not a tag.
  const attrs = attributes(text);
  const joined = tokens(plain(`${text.replace(TAG, '')}\n${attrs.all}`));
  const seen = text.replace(SCRIPT_STYLE, ' ');
  return {
    compact: joined.join(''),
    words: spaced([...tokens(plain(text.replace(TAG, ' '))), ...joined]),
    readable: spaced([
      ...tokens(plain(seen.replace(TAG, ' '))),
      ...tokens(plain(seen.replace(TAG, ''))),
      ...tokens(plain(attrs.read)),
    ]),
  };
}

/** A file's bytes as the leak check searches them. */
export function fileText(bytes: Buffer, name: string): FileText {
  const text = asText(bytes);
  const chunks = text === undefined ? pngTexts(bytes) : [];
  const forms =
    text !== undefined
      ? textForms(text, name)
      : chunks.length > 0
        ? textForms(chunks.join('\n'), name)
        : { compact: '', words: ' ', readable: ' ' };
  return {
    text: text !== undefined || chunks.length > 0,
    ...forms,
    wordSet: new Set(`${forms.words}${forms.readable}`.split(' ')),
  };
}
