// The owner's own typeface file (content/theme.yaml `font.file`) opened with HarfBuzz, and its
// rule: a font HarfBuzz can read, variable over the weights the site sets (400 to 600).
// font-file.mjs measures it; `npm run check` and the preflight check it alone (themeFontProblems).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

/** A font file's bytes as a HarfBuzz face (fontverter makes them sfnt first). */
export async function openFace(bytes) {
  return new hb.Face(new hb.Blob(await fontverter.convert(bytes, 'sfnt')));
}

export class FontFileError extends Error {
  name = 'FontFileError';
}

/**
 * The owner's font at `file` (path from the project root), opened; throws a FontFileError naming
 * the field when it is missing, unreadable or not variable over the weights 400-600.
 */
export async function openFontFile(file) {
  const field = 'content/theme.yaml: field "font.file"';
  if (!existsSync(file)) throw new FontFileError(`${field}: ${file} does not exist.`);
  let face;
  try {
    face = await openFace(readFileSync(file));
  } catch (error) {
    throw new FontFileError(
      `${field}: ${file} is not a font file HarfBuzz can read (${error.message}).`,
    );
  }
  const axis = face.getAxisInfos().wght;
  if (!axis || axis.min > 400 || axis.max < 600) {
    const has = axis
      ? `its weight axis runs from ${axis.min} to ${axis.max}`
      : 'it has no weight axis (a static font)';
    throw new FontFileError(
      `${field}: ${file} must be a variable font whose weight axis covers 400 to 600 (the weights the site sets), but ${has}. Most foundries ship a variable woff2 beside the static ones.`,
    );
  }
  return face;
}

/** The theme's font file rule alone (no measuring): for `npm run check` and the preflight. */
export async function themeFontProblems(theme) {
  if (typeof theme.font === 'string') return [];
  try {
    await openFontFile(path.join('content', theme.font.file));
    return [];
  } catch (error) {
    if (error instanceof FontFileError) return [error.message];
    throw error;
  }
}
