// A content file in another language: the default file's values with its words (text-fields.ts)
// taken from the translation. Every word must be there; what is missing is reported by file and
// field, and words still marked untranslated are listed.
import { expandField, fieldName, getField, setField } from './field-paths';
import { alignSources } from './sources';
import { defaultTextMark, isDefaultText, isUntranslated } from './untranslated';

export type Localized<T> = {
  value: T;
  /** `content/de/home.yaml: "capabilities[1].title" is missing`: the build stops on these. */
  problems: string[];
  /** `content/de/home.yaml: capabilities[1].title`: still marked for translation. */
  untranslated: string[];
  /** Translated list entries whose source changed or went (lib/i18n/sources.ts): not errors. */
  notes: string[];
};

// The default file's exports are plain data (text, numbers, lists and objects).
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function localize<T extends object>(
  base: T,
  translation: object | undefined,
  fields: readonly string[],
  file: string,
  lists: Record<string, readonly string[]> = {},
): Localized<T> {
  const value = copy(base);
  if (!translation) {
    return {
      value,
      problems: [`${file} is missing: it holds this language's texts`],
      untranslated: [],
      notes: [],
    };
  }
  const defaultFile = file.replace(/^content\/[^/]+\//, 'content/');
  const aligned = alignSources(base, translation, lists, file, defaultFile);
  translation = aligned.translation;
  const problems: string[] = [...aligned.problems];
  const untranslated: string[] = [];
  for (const field of fields) {
    for (const path of expandField(base, field)) {
      if (typeof getField(base, path) !== 'string') continue;
      const text = getField(translation, path);
      const name = fieldName(path);
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${file}: "${name}" is ${text === undefined ? 'missing' : 'not text'}`);
        continue;
      }
      setField(value, path, text);
      if (isUntranslated(text)) untranslated.push(`${file}: ${name}`);
      else if (isDefaultText(text, getField(base, path))) {
        untranslated.push(`${file}: ${name}${defaultTextMark}`);
      }
    }
  }
  return { value, problems, untranslated, notes: aligned.notes };
}
