// The CMS for `npm run dev`: /admin/ made as the build makes it (scripts/build/post/admin.mjs) into
// .next/cms/ and served on its own port of localhost (CMS_PORT, else 3001), beside the site. There
// "Work with Local Repository" opens this project's folder (Chrome, Edge, Brave: the File System
// Access API), and saving writes content/ directly; `next dev` shows the change on the next
// request. `cms: false` in content/site.yaml: no CMS here either.
import path from 'node:path';
import { register } from 'node:module';
import { writeAdmin } from '../build/post/admin.mjs';
import { startStaticServer } from '../test/static-server.mjs';

register('../shared/typescript-hooks.mjs', import.meta.url);

/** Writes /admin/ into .next/cms/ and serves it; returns the server, or undefined when off. */
export async function startDevCms({ port = Number(process.env.CMS_PORT ?? 3001) } = {}) {
  const { cmsEnabled } = await import('../../lib/owner/site.ts');
  if (!cmsEnabled) return undefined;
  const { languages } = await import('../../lib/i18n/languages.ts');
  const { cmsConfig } = await import('../../lib/cms/config.ts');
  const root = path.join('.next', 'cms');
  // The local repository is the only way in here; the GitHub settings do not matter.
  const config = cmsConfig({ languages, repo: 'local/repository', branch: 'main' });
  writeAdmin(root, { enabled: true, config, title: 'Edit (local)' });
  const server = await startStaticServer({ root, port, host: 'localhost' });
  console.log(
    `cms: http://localhost:${port}/admin/ (Work with Local Repository, then pick this folder)`,
  );
  return server;
}
