// Firefox for the cross-engine suite: Debian's firefox-esr, driven by puppeteer-core over WebDriver
// BiDi (puppeteer-core never downloads a browser). Each check gets a fresh browser context; a
// second Firefox, started only when a check asks for it, has `prefers-color-scheme: dark` (BiDi has
// no media emulation). BiDi gives console messages, errors and responses, which join what the
// served probe records.
import puppeteer from 'puppeteer-core';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

class FirefoxPage {
  problems = [];

  constructor(page, context, base) {
    this.page = page;
    this.context = context;
    this.base = base;
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.problems.push(`uncaught page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Next aborts prefetches it no longer needs.
      if (!/NS_BINDING_ABORTED/.test(error)) {
        this.problems.push(`request failed (${error}): ${request.url()}`);
      }
    });
    page.on('request', (request) => {
      const url = request.url();
      if (/^https?:/.test(url) && new URL(url).origin !== new URL(base).origin) {
        this.problems.push(`request to another origin: ${url}`);
      }
    });
  }

  async goto(path) {
    await this.collect();
    await this.page.goto(new URL(path, this.base).href, { waitUntil: 'load' });
  }

  eval(fn, ...args) {
    return this.page.evaluate(fn, ...args);
  }

  async #element(fn, args) {
    const handle = (await this.page.evaluateHandle(fn, ...args)).asElement();
    if (!handle) throw new Error(`no element for ${fn.name || 'the query'}(${args.join(', ')})`);
    return handle;
  }

  async click(fn, ...args) {
    await (await this.#element(fn, args)).click();
  }

  /** Types at the end of the field's text, like WebDriver's Element Send Keys. */
  async type(fn, text, ...args) {
    await (await this.#element(fn, args)).focus();
    await this.page.keyboard.press('End');
    await this.page.keyboard.type(text);
  }

  press(key) {
    return this.page.keyboard.press(key);
  }

  /** Drags from the first point to the last through the others (viewport px), by mouse or finger. */
  async drag(points, { touch = false } = {}) {
    const [first, ...rest] = points;
    if (touch) {
      const finger = await this.page.touchscreen.touchStart(first.x, first.y);
      for (const { x, y } of rest) await finger.move(x, y);
      await finger.end();
      return;
    }
    await this.page.mouse.move(first.x, first.y);
    await this.page.mouse.down();
    for (const { x, y } of rest) await this.page.mouse.move(x, y);
    await this.page.mouse.up();
  }

  back() {
    return this.page.goBack();
  }

  async url() {
    return this.page.url();
  }

  async collect() {
    const found = await this.eval(() => window.__e2eProblems?.splice(0) ?? null).catch(() => []);
    this.problems.push(...(found ?? []));
    return found;
  }

  async close() {
    await this.collect();
    await this.context.close();
  }
}

export async function launchFirefox() {
  const launch = (dark) =>
    puppeteer.launch({
      browser: 'firefox',
      protocol: 'webDriverBiDi',
      executablePath: firefoxPath,
      headless: true,
      extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1 },
    });
  const browsers = new Map([[false, await launch(false)]]);
  return {
    name: 'Firefox',
    version: `Firefox ${(await browsers.get(false).version()).split('/')[1]}`,
    async open({ base, width, height, dark = false }) {
      if (!browsers.has(dark)) browsers.set(dark, await launch(dark));
      const context = await browsers.get(dark).createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      return new FirefoxPage(page, context, base);
    },
    /** True when a browser process is gone (a crash under load, not a check's failure). */
    async lost() {
      return [...browsers.values()].some((browser) => !browser.connected);
    },
    /** Fresh browsers after `lost()`. */
    async recover() {
      for (const browser of browsers.values()) await browser.close().catch(() => {});
      browsers.clear();
      browsers.set(false, await launch(false));
    },
    async close() {
      for (const browser of browsers.values()) await browser.close().catch(() => {});
    },
  };
}
