// Deliberately slow files, per browser context: a context created with
// `extraHTTPHeaders: slowAssets({ css: 1500, js: 2500 })` gets every stylesheet and script that
// many ms late from the test server, whose `delay` hook is `slowAssetDelay`.
import path from 'node:path';

const header = 'x-e2e-slow';

export const slowAssets = (delays) => ({
  [header]: Object.entries(delays)
    .map(([extension, ms]) => `${extension}=${ms}`)
    .join(','),
});

export function slowAssetDelay(req) {
  const delays = req.headers[header];
  if (!delays) return 0;
  const extension = path.extname(new URL(req.url ?? '/', 'http://localhost').pathname).slice(1);
  const match = delays.split(',').find((entry) => entry.startsWith(`${extension}=`));
  return match ? Number(match.split('=')[1]) : 0;
}
