// What `npm run bench` and `npm run bench:lcp` share: their command line, and a session that serves
// the export and the framework floor on 127.0.0.1 and runs Lighthouse (mobile preset, default
// simulated throttling) on one Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../test/chromium.mjs';
import { floorExport } from './hello-world.mjs';
import { startStaticServer } from '../test/static-server.mjs';

/** `--root DIR`, `--runs N` and the routes named (arguments starting with "/"). */
export function benchArgs(args, { runs }) {
  const option = (name, fallback) =>
    args.includes(name) ? args[args.indexOf(name) + 1] : fallback;
  const values = ['--root', '--runs'].map((name) => args.indexOf(name) + 1).filter(Boolean);
  return {
    root: option('--root', 'out'),
    runs: Number(option('--runs', runs)),
    routes: args.filter((arg, i) => arg.startsWith('/') && !values.includes(i)),
  };
}

/** Serves `root` and the floor; `run(url)` is one Lighthouse run, `close()` ends the session. */
export async function lighthouseSession(root, { categories = ['performance'] } = {}) {
  const servers = await Promise.all(
    [root, floorExport()].map((dir) => startStaticServer({ root: dir, port: 0 })),
  );
  const [site, floor] = servers.map((s) => `http://127.0.0.1:${s.address().port}`);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
    logLevel: 'silent',
  });
  return {
    site,
    floor: `${floor}/`,
    async run(url) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
      });
      if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      return result;
    },
    close() {
      chrome.kill();
      for (const server of servers) server.close();
    },
  };
}
