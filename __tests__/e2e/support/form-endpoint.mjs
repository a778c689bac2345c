// A real form endpoint on 127.0.0.1 for the contact checks, shaped like Formspree and Web3Forms:
// CORS for the page's origin, a JSON answer chosen by the check, and a record of every POST.
import http from 'node:http';

const replies = {
  ok: { status: 200, body: { ok: true, next: '/thanks' } },
  formspree400: {
    status: 400,
    body: { error: 'Invalid email', errors: [{ field: 'email', message: 'should be an email' }] },
  },
  web3forms400: { status: 400, body: { success: false, message: 'Invalid access key.' } },
  error500: { status: 500, text: 'Internal Server Error' },
};

/** Starts the endpoint on a free port. `reply` is the next answer: a key of `replies`, 'hang' or 'hold'. */
export async function startFormEndpoint() {
  const posts = [];
  const held = [];
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST',
    'Access-Control-Allow-Headers': 'Content-Type, Accept',
  };
  const endpoint = {
    reply: 'ok',
    posts,
    /** Answers the requests held by 'hold' with `reply`. */
    release(reply = 'ok') {
      for (const respond of held.splice(0)) respond(reply);
    },
    /** Stops listening, so the next request is refused. */
    stop() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
  const answer = (res, reply) => {
    const { status, body, text } = replies[reply];
    res.writeHead(status, {
      ...cors,
      'Content-Type': body ? 'application/json' : 'text/plain',
    });
    res.end(body ? JSON.stringify(body) : text);
  };
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      posts.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (endpoint.reply === 'hang') return;
      if (endpoint.reply === 'hold') held.push((reply) => answer(res, reply));
      else answer(res, endpoint.reply);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.url = `http://127.0.0.1:${server.address().port}`;
  return endpoint;
}
