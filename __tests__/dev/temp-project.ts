import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');
const skipped = new Set(['node_modules', '.next', 'out', 'artifacts', 'coverage', '.git']);

/** Calls `probe` until it returns something other than undefined; fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A throwaway copy of the project in the system temp folder: sources copied, node_modules
 * hard-linked (Turbopack refuses a node_modules symlinked from outside the project root).
 */
export function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portfolio-dev-'));
  for (const name of fs.readdirSync(repo)) {
    if (!skipped.has(name))
      fs.cpSync(path.join(repo, name), path.join(dir, name), { recursive: true });
  }
  try {
    execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(dir, 'node_modules')]);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `cannot hard-link node_modules into ${dir} (${(error as Error).message.trim()}); ` +
        'set TMPDIR to a folder on the same file system as the project',
    );
  }
  return dir;
}

export type DevServer = { origin: string; output: () => string; stop: () => Promise<void> };

/**
 * `npm run dev` (scripts/owner/dev.mjs) in `dir` on a free port of 127.0.0.1, in its own process
 * group, with this process's environment or `env`.
 */
export async function startDevServer(
  dir: string,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DevServer> {
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['scripts/owner/dev.mjs', '--port', '0', '--hostname', '127.0.0.1'],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, NO_COLOR: '1' },
    },
  );
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Signals the whole process group (dev.mjs, next dev and its workers); false once none is left.
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-child.pid!, name);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    if (!signal('SIGTERM')) return;
    await waitFor(
      'the dev server to stop',
      async () => (signal(0) ? undefined : true),
      15_000,
    ).catch(() => signal('SIGKILL'));
    await exited;
  };
  try {
    const origin = await waitFor(
      'next dev to print its address',
      async () => {
        if (child.exitCode !== null) throw new Error(`the dev server exited:\n${log}`);
        return /Local:\s+(http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      },
      timeoutMs,
    );
    return { origin, output: () => log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
