// `npm start`: serves the export in out/ as a static host would (scripts/test/static-server.mjs),
// under the base path it was built with: a `BASE_PATH=/studio` build is at
// http://127.0.0.1:3000/studio/ (and / leads there), read from the export's own asset URLs, so
// nothing records it in out/. Prints the address to open. PORT=4000 for another port.
import { existsSync } from 'node:fs';
import { exportBasePath, startStaticServer } from '../test/static-server.mjs';

const root = 'out';
const port = Number(process.env.PORT ?? 3000);

function stop(message) {
  console.error(message);
  process.exit(1);
}

if (!existsSync(`${root}/index.html`)) stop('No exported site in out/. Run `npm run build` first.');

const basePath = exportBasePath(root);
if (basePath === undefined) {
  stop(
    'Cannot tell which base path out/ was built for: out/index.html names no /_next/static/ file. Run `npm run build` again.',
  );
}
const built = basePath ? `built with BASE_PATH=${basePath}` : 'built for the root of a domain';
const asked = process.env.BASE_PATH?.trim();
if (asked && asked !== basePath) {
  stop(
    `out/ was ${built}, but BASE_PATH is ${asked} here. Build for it first ` +
      `(BASE_PATH=${asked} npm run build), or start without BASE_PATH to preview out/ as it is.`,
  );
}

// A sub-path build has nothing at /: send the browser to the site.
const toSite = (req, res) => {
  if (!basePath || new URL(req.url ?? '/', 'http://localhost').pathname !== '/') return false;
  res.writeHead(302, { Location: `${basePath}/` }).end();
  return true;
};
const server = await startStaticServer({ root, port, basePath, extra: toSite });
const address = `http://127.0.0.1:${server.address().port}${basePath}/`;
console.log(`Serving ${root}/ (${built}) at ${address} (Ctrl+C to stop)`);
