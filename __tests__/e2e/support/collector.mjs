// A real analytics collector on 127.0.0.1 for the analytics checks: it answers like Plausible's
// /api/event (202 "ok", CORS for any page) and records every request it receives, whatever it is.
import http from 'node:http';

/** Starts the collector on a free port; `requests` holds { method, path, origin, body, at }. */
export async function startCollector() {
  const requests = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({
        method: req.method,
        path: req.url,
        origin: req.headers.origin ?? null,
        contentType: req.headers['content-type'] ?? null,
        cookie: req.headers.cookie ?? null,
        body,
        at: Date.now(),
      });
      res.writeHead(req.method === 'OPTIONS' ? 204 : 202, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Content-Type': 'text/plain',
      });
      res.end(req.method === 'OPTIONS' ? undefined : 'ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    /** What pages served from `origin` sent. */
    from: (origin) => requests.filter((request) => request.origin === origin),
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Plausible events in `requests`: { name, path, props }, page views included (name "pageview"). */
export const plausibleEvents = (requests) =>
  requests
    .filter((request) => request.method === 'POST' && request.path === '/api/event')
    .map((request) => JSON.parse(request.body))
    .map((event) => ({
      name: event.n,
      path: new URL(event.u).pathname,
      props: event.p,
      domain: event.d,
    }));
