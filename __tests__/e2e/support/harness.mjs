// The suite's small test harness: a check opens its own browser contexts, reports one line per
// step, and every request, console message and page error in its contexts is audited.
import { installProbes } from './probes.mjs';
import { trackRequests } from './page.mjs';
import { missingRoutes, viewports } from './site.mjs';

// Generous: on a loaded machine a check can take several times as long as on an idle one.
const CHECK_TIMEOUT_MS = 180_000;

/**
 * A named check; `serial` ones run alone, before the parallel batch (timing-sensitive). A check
 * with a `site` runs against that site instead of out/: `{ name, start() }`, where start() (run
 * once, before any check) returns `{ base, basePath?, allowedOrigins?, close() }` plus anything the check uses.
 */
export const check = (name, run, { serial = false, site } = {}) => ({ name, run, serial, site });

const reasonOf = (error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 400);

export class Reporter {
  passed = 0;
  failed = 0;
  /** Each check's name and wall time in ms, for the slowest-checks line at the end of a run. */
  times = [];

  /** The `count` slowest checks, as "name 12.3 s" parts (a busy run's figures are relative). */
  slowest(count = 8) {
    return [...this.times]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`);
  }

  line(ok, label, reason) {
    if (ok) this.passed += 1;
    else this.failed += 1;
    console.log(ok ? `ok   ${label}` : `FAIL ${label}: ${reason}`);
  }
}

export class CheckContext {
  #contexts = [];
  #allowed404 = new Set();
  problems = [];
  /** Content-Security-Policy violations the pages reported (also counted in `problems`). */
  violations = [];
  requests = [];
  status = undefined;
  #reported = 0;
  #step = undefined;
  #last = undefined;
  lines = 0;

  /**
   * `base` is the server's origin; `basePath` the sub-path the site is served under, if any;
   * `allowedOrigins` other origins the check talks to on purpose, failures included (a form endpoint).
   */
  constructor(name, { browser, base, basePath = '', reporter, allowedOrigins = [] }) {
    this.name = name;
    this.browser = browser;
    this.base = base;
    this.basePath = basePath;
    this.reporter = reporter;
    this.allowedOrigins = new Set(allowedOrigins);
  }

  #allowed(url) {
    return /^https?:/.test(url) && this.allowedOrigins.has(new URL(url).origin);
  }

  /** The address of a site path ("/portfolio/") on the server, base path included. */
  url(path) {
    return new URL(`${this.basePath}${path}`, this.base).href;
  }

  /** The site path of an address on the server (without the base path). */
  path(url) {
    const root = `${this.base}${this.basePath}`;
    return url.startsWith(root) ? url.slice(root.length) || '/' : url;
  }

  /** A fresh browser context whose traffic and console are audited. */
  async context({ viewport = viewports.desktop, ...options } = {}) {
    const context = await this.browser.newContext({ viewport, ...options });
    context.setDefaultTimeout(15_000);
    this.#contexts.push(context);
    trackRequests(context);
    const scripts = options.javaScriptEnabled !== false;
    if (scripts) {
      await context.exposeBinding('__e2eCspViolation', (_source, violation) => {
        this.violations.push(violation);
        this.problems.push(`CSP violation: ${violation}`);
      });
      await context.addInitScript(installProbes, this.basePath);
    }
    const origin = new URL(this.base).origin;
    context.on('request', (request) => {
      const url = request.url();
      this.requests.push(url);
      if (
        !/^(data|blob|about):/.test(url) &&
        new URL(url).origin !== origin &&
        !this.#allowed(url)
      ) {
        this.problems.push(`request to another origin: ${url}`);
      }
    });
    context.on('response', (response) => {
      const deliberate =
        response.status() === 404 &&
        response.request().resourceType() === 'document' &&
        this.#allowed404.has(response.url());
      if (response.status() >= 400 && !deliberate && !this.#allowed(response.url())) {
        this.problems.push(`HTTP ${response.status()} for ${this.path(response.url())}`);
      }
    });
    context.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      // Next aborts prefetches it no longer needs, and with JavaScript off Chromium blocks scripts.
      const expected =
        error === 'net::ERR_ABORTED' ||
        (!scripts && error === 'csp' && request.resourceType() === 'script');
      if (!expected && !this.#allowed(request.url())) {
        this.problems.push(`request failed (${error}): ${this.path(request.url())}`);
      }
    });
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      const deliberate =
        (/status of 404/.test(message.text()) && this.#allowed404.has(url)) ||
        (/^Failed to load resource/.test(message.text()) && this.#allowed(url));
      if (!deliberate) this.problems.push(`console error: ${message.text().slice(0, 200)}`);
    });
    context.on('weberror', (error) => {
      this.problems.push(`uncaught page error: ${reasonOf(error.error())}`);
    });
    return context;
  }

  /**
   * Opens `path` in a new context and page. Routes the site does not have are expected to answer
   * 404 (with 404.html); every other document must answer 200.
   */
  /** Opens `path` in a fresh context; `prepare(context, path)` runs before the page loads. */
  async open(path, { waitUntil = 'load', prepare, ...options } = {}) {
    const context = await this.context(options);
    await prepare?.(context, path);
    const page = await context.newPage();
    await this.goto(page, path, { waitUntil });
    if (options.javaScriptEnabled === false) await page.evaluate(installProbes, this.basePath);
    return page;
  }

  async goto(page, path, { waitUntil = 'load' } = {}) {
    const url = this.url(path);
    const expected = missingRoutes.includes(path) ? 404 : 200;
    if (expected === 404) this.#allowed404.add(url);
    const response = await page.goto(url, { waitUntil });
    this.status = response?.status();
    if (this.status !== expected) {
      throw new Error(`${path} answered ${this.status}, expected ${expected}`);
    }
    return response;
  }

  /** Where the check stands, for a timeout's message. */
  #where() {
    if (this.#step) return `in step "${this.#step}"`;
    return this.#last ? `after step "${this.#last}"` : 'before its first step';
  }

  /** Runs one step and reports it as one line. Returns whether it passed. */
  async step(name, fn) {
    this.#step = name;
    try {
      await fn();
      this.#line(true, name);
      return true;
    } catch (error) {
      this.#line(false, name, reasonOf(error));
      return false;
    } finally {
      this.#last = name;
      this.#step = undefined;
    }
  }

  /** A step that fails on anything the audit recorded so far in this check. */
  clean(name = 'console and network clean (no errors, no 4xx/5xx, no other origin)') {
    return this.step(name, () => this.#throwUnreported());
  }

  #throwUnreported() {
    const fresh = this.problems.slice(this.#reported);
    this.#reported = this.problems.length;
    if (fresh.length) throw new Error([...new Set(fresh)].join('; '));
  }

  #line(ok, step, reason) {
    this.lines += 1;
    this.reporter.line(ok, step ? `${this.name} › ${step}` : this.name, reason);
  }

  async run(fn) {
    let timer;
    const started = Date.now();
    try {
      await Promise.race([
        fn(this),
        new Promise((_, reject) => {
          timer = setTimeout(
            () =>
              reject(new Error(`timed out after ${CHECK_TIMEOUT_MS / 1000} s ${this.#where()}`)),
            CHECK_TIMEOUT_MS,
          );
        }),
      ]);
      if (this.lines === 0) this.#line(true);
    } catch (error) {
      this.#line(false, null, reasonOf(error));
    } finally {
      clearTimeout(timer);
      this.reporter.times.push({ name: this.name, ms: Date.now() - started });
      await Promise.all(this.#contexts.map((context) => context.close().catch(() => {})));
      try {
        this.#throwUnreported();
      } catch (error) {
        this.#line(false, 'console and network', reasonOf(error));
      }
    }
  }
}
