// Under `npm run dev`: the one content change a running server cannot take. next.config.mjs reads
// content/site.yaml's `languages` once, as it starts: the pages of the languages after the first
// (app/(lang)/, the files ending in .i18n.tsx) are routes only when there are two or more.
// scripts/owner/dev.mjs says in PORTFOLIO_DEV_LANGUAGES how many the server started with, prints
// this in the terminal, and components/pages/root-document.tsx shows it in the browser's overlay.

/** What to do when `languages` crossed between one and several since the server started. */
export function restartNeeded(
  languages: readonly string[],
  started = process.env.PORTFOLIO_DEV_LANGUAGES,
): string | undefined {
  if (!started) return undefined;
  const wasSeveral = Number(started) > 1;
  if (wasSeveral === languages.length > 1) return undefined;
  const now = languages.length > 1 ? `${languages.length} languages` : 'one language';
  return (
    `content/site.yaml: the site now has ${now} and the dev server started with ` +
    `${wasSeveral ? 'several' : 'one'}: stop it (Ctrl+C) and run \`npm run dev\` again ` +
    `to ${wasSeveral ? 'drop' : 'serve'} the other languages' pages.`
  );
}

/** The overlay's error: its message is the whole story, with no stack of the site's modules. */
export class DevRestartError extends Error {
  override name = 'Restart npm run dev';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
