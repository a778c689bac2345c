// `npm run dev` says in the terminal when content/site.yaml's languages cross between one and
// several, which the running server cannot take (lib/site/dev-restart.ts says why); the pages say
// it in the browser's overlay. `started`: how many languages the server started with.
import { readFileSync, watch } from 'node:fs';
import { parse } from 'yaml';

const SITE = 'content/site.yaml';

/** The languages the file lists now, or undefined while it does not parse (the overlay says why). */
function languagesNow() {
  try {
    const value = parse(readFileSync(SITE, 'utf8'))?.siteConfig?.languages;
    return Array.isArray(value) && value.length > 0
      ? value
      : value === undefined
        ? ['en']
        : undefined;
  } catch {
    return undefined;
  }
}

/** Watches content/site.yaml; returns the closer. */
export async function watchLanguages(started, { log = console.warn } = {}) {
  const { restartNeeded } = await import('../../lib/site/dev-restart.ts');
  let said;
  let timer;
  const watcher = watch('content', (_event, name) => {
    if (name !== 'site.yaml') return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const languages = languagesNow();
      const message = languages && restartNeeded(languages, String(started));
      if (message && message !== said) log(`\nnpm run dev: ${message}\n`);
      said = message;
    }, 300);
  });
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
