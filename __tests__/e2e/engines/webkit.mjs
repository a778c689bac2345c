// WebKit for the cross-engine suite: Debian's WebKitGTK, driven over W3C WebDriver (a small client
// over fetch) through WebKitWebDriver, which starts `MiniBrowser --automation` on an X display of
// Xvfb's that this module starts itself on a free display number. `--full-screen` lets the window
// take any size (a normal MiniBrowser window is at least 447 px wide), so the viewport is exactly the
// window; `--dark-mode` gives pages `prefers-color-scheme: dark`. Nothing is downloaded.
import { existsSync } from 'node:fs';
import { HungError, startWebKitDriver, webkitDriverPath } from './webkit-driver.mjs';

const miniBrowser = [
  process.env.WEBKIT_BROWSER_PATH,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
].find((file) => file && existsSync(file));

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const keys = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
};

class WebKitPage {
  problems = [];

  constructor(engine, session, base) {
    this.engine = engine;
    this.session = session;
    this.base = base;
  }

  call(method, path, body) {
    return this.engine.call(method, `/session/${this.session}${path}`, body);
  }

  async goto(path) {
    await this.collect();
    await this.call('POST', '/url', { url: new URL(path, this.base).href });
  }

  /** Runs `fn(...args)` in the page (a promise it returns is awaited); returns its JSON value. */
  eval(fn, ...args) {
    return this.call('POST', '/execute/sync', {
      script: `return (${fn}).apply(null, arguments)`,
      args,
    });
  }

  async #element(fn, args) {
    const element = await this.eval(fn, ...args);
    if (!element?.[ELEMENT])
      throw new Error(`no element for ${fn.name || 'the query'}(${args.join(', ')})`);
    return element[ELEMENT];
  }

  /** Clicks, like a visitor, the element `fn(...args)` returns in the page. */
  async click(fn, ...args) {
    const id = await this.#element(fn, args);
    // WebKitWebDriver's own scrolling can leave an element below a 390 px wide full-screen window
    // "not interactable"; centre it first, as a visitor scrolling to it would.
    await this.call('POST', '/execute/sync', {
      script: "arguments[0].scrollIntoView({ block: 'center' })",
      args: [{ [ELEMENT]: id }],
    });
    await this.call('POST', `/element/${id}/click`, {});
  }

  async type(fn, text, ...args) {
    await this.call('POST', `/element/${await this.#element(fn, args)}/value`, { text });
  }

  async press(key) {
    const value = keys[key];
    await this.call('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await this.call('DELETE', '/actions');
  }

  /** Drags from the first point to the last through the others (viewport px), by mouse or finger. */
  async drag(points, { touch = false } = {}) {
    const at = ({ x, y }) => ({ x: Math.round(x), y: Math.round(y), origin: 'viewport' });
    const [first, ...rest] = points;
    await this.call('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: touch ? 'finger' : 'mouse',
          parameters: { pointerType: touch ? 'touch' : 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, ...at(first) },
            { type: 'pointerDown', button: 0 },
            ...rest.map((point) => ({ type: 'pointerMove', duration: 50, ...at(point) })),
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.call('DELETE', '/actions');
  }

  back() {
    return this.call('POST', '/back', {});
  }

  async url() {
    return this.call('GET', '/url');
  }

  /** What the probe recorded since the last call (the page's own report: no console access). */
  async collect() {
    const found = await this.eval(() => window.__e2eProblems?.splice(0) ?? null).catch(() => []);
    this.problems.push(...(found ?? []));
    return found;
  }

  async close() {
    await this.collect();
  }
}

export async function launchWebKit() {
  if (!existsSync(webkitDriverPath) || !miniBrowser) {
    throw new Error('WebKitGTK not found: apt-get install webkit2gtk-driver (see npm test)');
  }
  // A driver with MiniBrowser's DMA-BUF renderer on for pages that start view transitions, off for
  // the others (./webkit-driver.mjs says why); the environment is the driver's, so a change of
  // renderer is a new driver.
  let viewTransitions = false;
  let driver = await startWebKitDriver({ viewTransitions });
  // A command that got no answer in time means a browser that hung; lost() counts it as gone.
  let hung = false;
  const call = async (...args) => {
    try {
      return await driver.call(...args);
    } catch (error) {
      if (error instanceof HungError) hung = true;
      throw error;
    }
  };
  // One MiniBrowser at a time (WebKitWebDriver allows one session), kept while checks ask for the
  // same colour scheme and renderer: starting one takes seconds.
  let current = null;
  const session = async (dark, transitions = viewTransitions) => {
    if (transitions !== viewTransitions) {
      if (current) await call('DELETE', `/session/${current.sessionId}`).catch(() => {});
      driver.close();
      current = null;
      viewTransitions = transitions;
      driver = await startWebKitDriver({ viewTransitions });
    }
    if (current?.dark !== dark) {
      if (current) await call('DELETE', `/session/${current.sessionId}`);
      const args = ['--automation', '--full-screen', ...(dark ? ['--dark-mode'] : [])];
      const { sessionId, capabilities } = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: miniBrowser, args } },
        },
      });
      current = { dark, sessionId, version: capabilities.browserVersion };
    }
    return current;
  };
  const engine = {
    name: 'WebKit',
    call,
    version: `WebKitGTK ${(await session(false)).version}`,
    /** A page at `width` x `height`; storage of the previous check is cleared first. */
    async open({ base, width, height, dark = false, viewTransitions: transitions = false }) {
      const { sessionId } = await session(dark, transitions);
      const page = new WebKitPage(engine, sessionId, base);
      await page.eval(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // about:blank has no storage
        }
      });
      await page.call('POST', '/window/rect', { width, height });
      return page;
    },
    /** True when the browser or the driver is gone or hung (under load, not a check's failure). */
    async lost() {
      if (hung) return true;
      if (!current) return false;
      try {
        await call('GET', `/session/${current.sessionId}/url`);
        return false;
      } catch (error) {
        return /invalid session id|fetch failed|abort|timeout|ECONNREFUSED/i.test(String(error));
      }
    },
    /** A new driver and browser after `lost()`. */
    async recover() {
      driver.close();
      current = null;
      hung = false;
      driver = await startWebKitDriver({ viewTransitions });
    },
    async close() {
      if (current) await call('DELETE', `/session/${current.sessionId}`).catch(() => {});
      driver.close();
    },
  };
  return engine;
}
