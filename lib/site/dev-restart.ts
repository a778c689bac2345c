// Under `npm run dev`: the content changes a running server cannot take. next.config.mjs reads
// three things once, as it starts: whether there are several languages (the pages of the others,
// app/(lang)/ files ending in .i18n.tsx, are routes only then), which notes' pages exist (files
// ending in .notes.tsx, lib/notes/routes.ts) and whether Home has an intro (`intro: none` swaps
// its component). scripts/owner/dev.mjs passes what the server started with in
// PORTFOLIO_DEV_STARTUP, prints this in the terminal, and components/pages/root-document.tsx shows
// it in the browser's overlay.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { noteRouteExtensions } from '@/lib/notes/routes';

export type Startup = { languages: number; noteRoutes: string[]; noIntro: boolean };

/** What next.config.mjs would read now, for a site of `languages`. */
export function startupSettings(languages: readonly string[], root = process.cwd()): Startup {
  let noIntro = false;
  try {
    const home = parse(fs.readFileSync(path.join(root, 'content/home.yaml'), 'utf8'));
    noIntro = home?.intro === 'none';
  } catch {
    // A file that does not read is the content check's to report.
  }
  return { languages: languages.length, noteRoutes: noteRouteExtensions(languages, root), noIntro };
}

/** What to do when `now` differs from what the server started with; undefined when it does not. */
export function restartNeeded(
  now: Startup,
  started = process.env.PORTFOLIO_DEV_STARTUP,
): string | undefined {
  if (!started) return undefined;
  const was = JSON.parse(started) as Startup;
  const reasons: string[] = [];
  const wasSeveral = was.languages > 1;
  if (wasSeveral !== now.languages > 1) {
    const has = now.languages > 1 ? `${now.languages} languages` : 'one language';
    reasons.push(
      `content/site.yaml: the site now has ${has} and the dev server started with ${wasSeveral ? 'several' : 'one'}`,
    );
  }
  if (was.noteRoutes.join() !== now.noteRoutes.join()) {
    reasons.push(
      'content/notes/: the notes now need other pages than when the dev server started (a first note or tag, more than ten notes, or the last one gone)',
    );
  }
  if (was.noIntro !== now.noIntro) {
    reasons.push(
      `content/home.yaml: the intro is now ${now.noIntro ? 'off (intro: none)' : 'on'} and the dev server started with it ${was.noIntro ? 'off' : 'on'}`,
    );
  }
  if (reasons.length === 0) return undefined;
  return `${reasons.join('; ')}: stop it (Ctrl+C) and run \`npm run dev\` again.`;
}

/** The overlay's error: its message is the whole story, with no stack of the site's modules. */
export class DevRestartError extends Error {
  override name = 'Restart npm run dev';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
