import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.mjs';

const root = 'out';
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(`${root}/index.html`)) {
  console.error('No exported site in out/. Run `npm run build` first.');
  process.exit(1);
}

await startStaticServer({ root, port });
console.log(`Serving ${root}/ at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
