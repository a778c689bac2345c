// `npm run migrate-content`'s second step: an older site's page texts (a page's heading, intro and
// meta description, which were the site's own words before they were the owner's) move into the
// page's file in each language: from the owner's words file where it worded them (the keys are
// taken out of it), or else the texts the pages showed then (former-page-texts.ts). A field the file
// has already is left as it is. Works on `files`, so the script can check everything before it
// writes anything; comments and the order of what is there are kept.
import { Document, parse, parseDocument } from 'yaml';
import { formerPageTexts, movedPageTexts, type MovedWord } from './former-page-texts';
import { schemaLine } from './json-schemas';

export type Files = {
  read: (file: string) => string | undefined;
  write: (file: string, text: string) => void;
};

const moved = Object.entries(movedPageTexts) as [MovedWord, readonly string[]][];

/** The site's languages as content/site.yaml lists them (the default first), or English. */
function siteLanguages(files: Files): string[] {
  try {
    const languages = parse(files.read('content/site.yaml') ?? '')?.siteConfig?.languages;
    return Array.isArray(languages) && languages.length > 0 ? languages.map(String) : ['en'];
  } catch {
    return ['en'];
  }
}

/** Moves the page texts in every language of the site; returns a line for each change. */
export function movePageTexts(files: Files): string[] {
  const said: string[] = [];
  siteLanguages(files).forEach((lang, i) => {
    const dir = i === 0 ? 'content' : `content/${lang}`;
    const own: Partial<Record<MovedWord, string>> = {};
    const wordsFile = `${dir}/words.yaml`;
    const wordsText = files.read(wordsFile);
    if (wordsText !== undefined) {
      const doc = parseDocument(wordsText);
      for (const [word] of moved) {
        const value = doc.getIn(['pages', word]);
        if (typeof value !== 'string') continue;
        own[word] = value;
        doc.deleteIn(['pages', word]);
      }
      if (Object.keys(own).length > 0) {
        const pages = doc.get('pages') as { items?: unknown[] } | undefined;
        if (pages?.items?.length === 0) doc.delete('pages');
        files.write(wordsFile, doc.toString({ lineWidth: 0 }));
      }
    }
    // A translation's file exists only when the language has it; Portfolio's is new everywhere.
    const former =
      formerPageTexts[lang.split('-')[0]] ?? (i === 0 ? formerPageTexts.en : undefined);
    const docs = new Map<string, Document>();
    for (const [word, [name, ...field]] of moved) {
      const value = own[word] ?? former?.[word];
      const file = `${dir}/${name}.yaml`;
      const text = files.read(file);
      if (value === undefined || (text === undefined && name !== 'portfolio')) continue;
      const doc = docs.get(file) ?? (text === undefined ? newFile(name, i) : parseDocument(text));
      docs.set(file, doc);
      if (doc.hasIn(field)) continue;
      doc.setIn(field, value);
      const whence = own[word] ? `your wording from ${wordsFile}` : 'the text the page showed';
      said.push(`${file}: added ${field.join('.')} (${whence})`);
    }
    for (const [file, doc] of docs) {
      const text = doc.toString({ lineWidth: 0 });
      if (text !== files.read(file)) files.write(file, text);
    }
  });
  return said;
}

/** A new content/portfolio.yaml (or a language's), with the line that names its schema. */
function newFile(name: string, languageIndex: number): Document {
  const doc = new Document({});
  doc.commentBefore =
    languageIndex === 0
      ? schemaLine('portfolio').slice(1)
      : ' content/portfolio.yaml in this language: its words only.';
  return doc;
}
