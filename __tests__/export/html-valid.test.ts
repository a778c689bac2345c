/** @jest-environment node */
// Every exported page of the sample (out/) and of the fixture site (two languages, unlisted and
// protected pages) is valid HTML for the W3C Nu checker (npm vnu-jar, run with the system's Java),
// errors only. One message is the checker's gap, not ours: it knows `blocking` only on stylesheets
// and scripts, not on `<link rel="expect" blocking="render">` (HTML's render-blocking "expect"
// link, which the header and the intro use).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

jest.setTimeout(180_000);

const vnu = require.resolve('vnu-jar/build/dist/vnu.jar');

const knownGap =
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/;

type Message = { type: string; url: string; lastLine?: number; message: string };

/** The Nu checker's errors on every HTML file below `dir`, as "file:line: message". */
function errorsIn(dir: string) {
  const result = spawnSync(
    'java',
    ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', '--skip-non-html', dir],
    { encoding: 'utf8', maxBuffer: 64 << 20 },
  );
  if (result.error)
    throw new Error(
      `cannot run java (apt-get install default-jre-headless): ${result.error.message}`,
    );
  const { messages } = JSON.parse(result.stderr) as { messages: Message[] };
  return messages
    .filter(({ type, message }) => type === 'error' && !knownGap.test(message))
    .map(
      ({ url, lastLine, message }) =>
        `${path.relative(dir, new URL(url).pathname)}:${lastLine}: ${message}`,
    );
}

describe.each([
  ['the sample', path.resolve('out')],
  ['the fixture site', path.resolve('artifacts/fixture/site/out')],
])('%s, exported', (_site, dir) => {
  it('has pages to check', () => {
    expect(fs.existsSync(path.join(dir, 'index.html'))).toBe(true);
  });

  it('is valid HTML on every page', () => {
    expect(errorsIn(dir)).toEqual([]);
  });
});
