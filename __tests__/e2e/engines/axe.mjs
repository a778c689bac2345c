// axe-core in Firefox and WebKit: the engine server serves it from the page's origin (server.mjs),
// a script element brings it in, and it runs as in the Chromium suite (../support/page.mjs).
import { assert } from '../support/page.mjs';
import { axePath } from './server.mjs';

/** Runs axe-core on the engine page; throws with one summary per violation. */
export async function axe(page) {
  const violations = await page.eval(async (src) => {
    if (!window.axe) {
      await new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = () => reject(new Error(`axe-core did not load from ${src}`));
        document.head.append(script);
      });
    }
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map(
      (v) => `${v.id} (${v.impact}) at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, axePath);
  assert(violations.length === 0, `${violations.length} violation(s): ${violations.join('; ')}`);
}
