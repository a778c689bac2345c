// `npm run dev` says in the terminal when a save in content/ needs the server started again
// (lib/site/dev-restart.ts says which changes do and why); the pages say it in the overlay.
import { readFileSync, watch } from 'node:fs';
import { parse } from 'yaml';

const { restartNeeded, startupSettings } = await import('../../lib/site/dev-restart.ts');

// The files next.config.mjs reads: the languages, Home's intro, and every note in any language.
const relevant = /^(site\.yaml|home\.yaml|([^/]+\/)?notes\/[^/]+\.md)$/;

/** The languages content/site.yaml lists now, or undefined while it does not read. */
function languagesNow() {
  try {
    const value = parse(readFileSync('content/site.yaml', 'utf8'))?.siteConfig?.languages;
    if (value === undefined) return ['en'];
    return Array.isArray(value) && value.length > 0 ? value.map(String) : undefined;
  } catch {
    return undefined;
  }
}

/** What the server starts with, for PORTFOLIO_DEV_STARTUP. */
export const startup = () => JSON.stringify(startupSettings(languagesNow() ?? ['en']));

/** Watches content/ against `started` (startup()'s value); returns the closer. */
export function watchRestart(started, { log = console.warn } = {}) {
  let said;
  let timer;
  const watcher = watch('content', { recursive: true }, (_event, name) => {
    if (!name || !relevant.test(name.split('\\').join('/'))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const languages = languagesNow();
      const message = languages && restartNeeded(startupSettings(languages), started);
      if (message && message !== said) log(`\nnpm run dev: ${message}\n`);
      said = message;
    }, 300);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
