// WebKitWebDriver for the cross-engine suite: Xvfb on a free display number, the driver on a free
// port of 127.0.0.1 with that display, and a W3C WebDriver client over fetch.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { sleep } from '../support/page.mjs';

// E2E_WEBDRIVER_TIMEOUT_MS shortens it, to try the suite's handling of a browser that hangs.
const COMMAND_TIMEOUT_MS = Number(process.env.E2E_WEBDRIVER_TIMEOUT_MS ?? 120_000);

export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

/** Starts Xvfb on the first free display from :90 (its lock file tells which are taken). */
async function startXvfb() {
  for (let display = 90; display < 200; display += 1) {
    if (existsSync(`/tmp/.X${display}-lock`)) continue;
    const xvfb = spawn('Xvfb', [`:${display}`, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => xvfb.once('exit', () => resolve(true)));
    for (let i = 0; i < 50; i += 1) {
      if (existsSync(`/tmp/.X11-unix/X${display}`)) return { display: `:${display}`, xvfb };
      if (await Promise.race([exited, sleep(100).then(() => false)])) break;
    }
    xvfb.kill();
  }
  throw new Error('Xvfb: no free display between :90 and :199');
}

/** A WebDriver command the driver or the browser did not answer in time. */
export class HungError extends Error {}

/**
 * Starts Xvfb and WebKitWebDriver; `call(method, path, body)` sends a WebDriver command. Xvfb has
 * no GPU, so WebKitGTK paints with Skia on the CPU. Its DMA-BUF renderer is off (WebKitGTK then
 * draws pages without accelerated compositing: about 100 frames a second here rather than 55, so
 * the checks' move recorder sees several frames before a page hydrates) unless `viewTransitions`:
 * without that renderer MiniBrowser's UI process has no accelerated backing store, yet a page that
 * calls document.startViewTransition() still enters accelerated compositing, and WebKitGTK 2.50
 * then dereferences the missing store and segfaults (in webkitWebViewBaseEnterAcceleratedCompositingMode,
 * as gdb shows; a page that only calls startViewTransition() is enough).
 */
export async function startWebKitDriver({ viewTransitions = false } = {}) {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  const env = { ...process.env, DISPLAY: display, WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' };
  if (viewTransitions) delete env.WEBKIT_DISABLE_DMABUF_RENDERER;
  else env.WEBKIT_DISABLE_DMABUF_RENDERER = '1';
  const driver = spawn(webkitDriverPath, [`--port=${port}`, '--host=127.0.0.1'], {
    env,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      // A driver or browser that stopped answering fails the command rather than the whole check.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error) => {
      if (error?.name !== 'TimeoutError') throw error;
      throw new HungError(
        `WebDriver ${method} ${path.split('/').at(-1) || path}: no answer in ${COMMAND_TIMEOUT_MS / 1000} s`,
      );
    });
    const { value } = await response.json();
    if (!response.ok)
      throw new Error(
        `WebDriver ${path.split('/').at(-1)}: ${[value?.error, value?.message].filter(Boolean).join(': ')}`,
      );
    return value;
  };
  for (let i = 0; ; i += 1) {
    try {
      if ((await call('GET', '/status')).ready) break;
    } catch (error) {
      if (i > 100) throw error;
    }
    await sleep(100);
  }
  return {
    call,
    close() {
      driver.kill();
      xvfb.kill();
    },
  };
}
