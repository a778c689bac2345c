// Serves an export with Debian's nginx and the shipped deploy/nginx.conf, as a site owner would:
// a temporary prefix, a free port on 127.0.0.1, and with a base path the export placed in the
// folder of that name. Only the values deploy/nginx.conf marks "yours" are replaced.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function replaceOnce(text, from, to) {
  const count = text.split(from).length - 1;
  if (count !== 1)
    throw new Error(`deploy/nginx.conf: expected "${from}" once, found it ${count} times`);
  return text.replace(from, () => to);
}

/** deploy/nginx.conf with the owner's values filled in for this export, port and base path. */
export function siteConfig({ exportDir, root, port, basePath }) {
  let conf = readFileSync('deploy/nginx.conf', 'utf8');
  conf = replaceOnce(
    conf,
    'include /var/www/portfolio/out/_csp.nginx.conf;',
    `include ${exportDir}/_csp.nginx.conf;`,
  );
  conf = replaceOnce(conf, 'listen 80;', `listen 127.0.0.1:${port};`);
  conf = replaceOnce(conf, 'listen [::]:80;', '');
  conf = replaceOnce(conf, 'root /var/www/portfolio/out;', `root ${root};`);
  return replaceOnce(conf, 'error_page 404 /404.html;', `error_page 404 ${basePath}/404.html;`);
}

async function ready(url, child, errorLog) {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').trim() : '';
      throw new Error(`nginx exited (${child.exitCode}): ${log.split('\n').slice(-3).join(' | ')}`);
    }
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer at ${url}`);
}

/** Starts nginx for `exportDir` under `basePath`; resolves to { base, basePath, stop }. */
export async function startNginx({ exportDir, basePath = '' }) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const absolute = path.resolve(exportDir);
  let root = absolute;
  if (basePath) {
    root = path.join(prefix, 'www');
    mkdirSync(path.dirname(path.join(root, basePath)), { recursive: true });
    symlinkSync(absolute, path.join(root, basePath));
  }
  const errorLog = path.join(prefix, 'error.log');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(prefix, kind)};`)
    .join('\n');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    writeFileSync(
      path.join(prefix, 'site.conf'),
      siteConfig({ exportDir: absolute, root, port, basePath }),
    );
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root root;\n' : ''}daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${path.join(prefix, 'site.conf')};
}
`,
    );
    const child = spawn(
      nginxPath,
      ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog],
      {
        stdio: 'ignore',
      },
    );
    const base = `http://127.0.0.1:${port}`;
    try {
      await ready(`${base}${basePath}/`, child, errorLog);
    } catch (error) {
      child.kill();
      // Another process may have taken the port between the probe and nginx's bind.
      if (attempt < 3 && /in use/.test(String(error))) continue;
      rmSync(prefix, { recursive: true, force: true });
      throw error;
    }
    const stop = async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    };
    return { base, basePath, stop };
  }
}
