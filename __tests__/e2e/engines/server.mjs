// The cross-engine suite's server: out/ served by scripts/test/static-server.mjs on 127.0.0.1, with
// one addition to every HTML page: a script the server itself serves (/__e2e/probe.js), placed
// right after the page's Content-Security-Policy, so the page's own policy applies to it like to
// any script of the site's ('self'). It records what a driver without console access cannot see:
// Content-Security-Policy violations, uncaught errors, console errors, files that failed to load
// and the form's console.log lines. The server logs every response's status. With `moves`, the
// probe also records elements that move where the engine has no layout-shift entries (moves.mjs).
import { startStaticServer } from '../../../scripts/test/static-server.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { installProbes } from '../support/probes.mjs';
import { recordMoves } from './moves.mjs';

export const probePath = '/__e2e/probe.js';
export const axePath = '/__e2e/axe.js';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));

// Runs in the page, first thing in <head>: before the site's own scripts.
function recordProblems() {
  if (window.__e2eProblems) return;
  const problems = (window.__e2eProblems = []);
  const logs = (window.__e2eLogs = []);
  const text = (value) =>
    value instanceof Error ? value.message : typeof value === 'string' ? value : String(value);
  window.__e2eCspViolation = (violation) => problems.push(`CSP violation: ${violation}`);
  addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) {
        problems.push(`uncaught page error: ${event.message}`);
        return;
      }
      const el = event.target;
      const url = el?.currentSrc || el?.src || el?.href || '';
      problems.push(`failed to load: <${el?.localName}> ${url}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${text(event.reason)}`),
  );
  const { error, log } = console;
  console.error = (...args) => {
    problems.push(`console error: ${args.map(text).join(' ').slice(0, 200)}`);
    error.apply(console, args);
  };
  console.log = (...args) => {
    logs.push(JSON.stringify(args));
    log.apply(console, args);
  };
}

const probeSource = `(${recordProblems})();\n(${installProbes})('');\n`;
const movesSource = `(${recordMoves})();\n`;

/**
 * Starts the server on a free port; `log` holds `{ path, status }` of every response but the
 * probe's, so a check can find failed requests and count the requests a step made.
 */
export async function startEngineServer(root = 'out', { moves = false } = {}) {
  const log = [];
  const server = await startStaticServer({
    root,
    port: 0,
    html: (text) =>
      text.replace(
        /(<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>)/,
        `$1<script src="${probePath}"></script>`,
      ),
    extra: (req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === probePath) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        res.end(moves ? probeSource + movesSource : probeSource);
        return true;
      }
      // axe-core for ./axe.mjs, from the page's own origin, so the page's `script-src 'self'`
      // lets it in (WebDriver cannot evaluate its source under a policy without 'unsafe-eval').
      if (path === axePath) {
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
        res.end(axeSource);
        return true;
      }
      res.on('finish', () => log.push({ path: req.url, status: res.statusCode }));
      return false;
    },
  });
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    log,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
