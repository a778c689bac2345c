// The cross-engine suite's harness: the same checks drive Firefox (BiDi) and WebKit (WebDriver)
// through one small page interface (goto, eval, click, type, press, back, url), report one line per
// step like the Chromium suite, and fail on anything the probe, the driver or the server saw.
import { assert, eventually } from '../support/page.mjs';
import { missingRoutes, viewports } from '../support/site.mjs';

const CHECK_TIMEOUT_MS = 240_000;

/**
 * A named check for every engine; `viewport` (390 or 1280 px) goes into its name. `site: 'fixture'`
 * runs it against the fixture build (artifacts/fixture/site/out) instead of out/.
 */
export const engineCheck = (name, run, { viewport = viewports.desktop, site } = {}) => ({
  name: `${name} at ${viewport.width}px`,
  run,
  viewport,
  site,
});

const reasonOf = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 400);

export class EngineContext {
  #pages = [];
  #setAside = () => false;
  #logFrom;
  #reported = 0;
  lines = 0;

  constructor(check, { engine, server, reporter }) {
    this.name = `${engine.name} › ${check.name}`;
    this.viewport = check.viewport;
    this.engine = engine;
    this.server = server;
    this.reporter = reporter;
    this.#logFrom = server.log.length;
  }

  /** Responses the server sent since this check began. */
  responses() {
    return this.server.log.slice(this.#logFrom);
  }

  /** Page problems `fn(problem)` is true for are left out of this check's problem steps. */
  setAside(fn) {
    this.#setAside = fn;
  }

  /**
   * Opens `path` in a fresh page of the check's size (`dark` for the dark colour scheme;
   * `viewTransitions` when the page starts view transitions, which WebKit's launcher must know).
   */
  async open(path, { dark = false, viewTransitions = false } = {}) {
    const { width, height } = this.viewport;
    const { base } = this.server;
    const page = await this.engine.open({ base, width, height, dark, viewTransitions });
    this.#pages.push(page);
    await page.goto(path);
    await this.probed(page);
    return page;
  }

  /** Asserts the served probe ran in the page (it did not if the page's own script loads failed). */
  async probed(page) {
    await eventually(async () => {
      const ran = await page.eval(() => Array.isArray(window.__e2eProblems) && '__e2e' in window);
      assert(ran, "the probe script did not run (the page's scripts did not load)");
    }, 5_000);
  }

  async step(name, fn) {
    try {
      await fn();
      this.#line(true, name);
      return true;
    } catch (error) {
      this.#line(false, name, reasonOf(error));
      return false;
    }
  }

  async #problems() {
    for (const page of this.#pages) await page.collect();
    const fromPages = this.#pages
      .flatMap((page) => page.problems)
      .filter((problem) => !this.#setAside(problem));
    const failed = this.responses()
      .filter(({ path, status }) => status >= 400 && !missingRoutes.includes(path))
      .map(({ path, status }) => `HTTP ${status} for ${path}`);
    return [...fromPages, ...failed];
  }

  /**
   * A step that fails on any console error, CSP violation, page error or failed request so far.
   * With `again`, a video that failed to load where nothing else went wrong is given one more
   * load (`again()` opens the page anew): WebKitGTK's GStreamer has failed a served WebM once in a
   * while on a loaded machine, which passes the second time, while a missing or broken file fails
   * both times.
   */
  clean(name = '0 console errors, 0 CSP violations, no failed request', { again } = {}) {
    return this.step(name, async () => {
      let all = await this.#problems();
      let fresh = all.slice(this.#reported);
      this.#reported = all.length;
      const media = (problem) => /^failed to load: <(video|audio)> /.test(problem);
      if (again && fresh.length > 0 && fresh.every(media)) {
        console.log(`note ${this.name} › ${name}: loaded again after: ${fresh[0]}`);
        await again();
        all = await this.#problems();
        fresh = all.slice(this.#reported);
        this.#reported = all.length;
      }
      if (fresh.length) throw new Error([...new Set(fresh)].join('; '));
    });
  }

  #line(ok, step, reason) {
    this.lines += 1;
    this.reporter.line(ok, step ? `${this.name} › ${step}` : this.name, reason);
  }

  async run(fn) {
    let timer;
    try {
      await Promise.race([
        fn(this),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`timed out after ${CHECK_TIMEOUT_MS / 1000} s`)),
            CHECK_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      this.#line(false, null, reasonOf(error));
    } finally {
      clearTimeout(timer);
      const all = await this.#problems().catch((error) => [reasonOf(error)]);
      const fresh = all.slice(this.#reported);
      if (fresh.length) this.#line(false, 'console and network', [...new Set(fresh)].join('; '));
      await Promise.all(this.#pages.map((page) => page.close().catch(() => {})));
    }
  }
}
