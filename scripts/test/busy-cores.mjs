// Keeps every core busy (one spinning thread per core), to prove that the tests do not depend on
// an idle machine. Stops by itself after the time limit, and on Ctrl+C or SIGTERM.
// Usage: node scripts/test/busy-cores.mjs [--seconds 900] [--cores N]
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  const value = at === -1 ? fallback : Number(process.argv[at + 1]);
  if (!(value > 0)) throw new Error(`--${name} must be a positive number`);
  return value;
};

const seconds = option('seconds', 900);
const cores = option('cores', availableParallelism());
const spinners = Array.from({ length: cores }, () => new Worker('for (;;);', { eval: true }));

function stop(reason) {
  console.log(`busy-cores: stopped (${reason})`);
  Promise.all(spinners.map((spinner) => spinner.terminate())).then(() => process.exit(0));
}

const limit = setTimeout(() => stop(`${seconds} s limit`), seconds * 1000);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    clearTimeout(limit);
    stop(signal);
  });
}
console.log(`busy-cores: ${cores} busy loop(s) for at most ${seconds} s (pid ${process.pid})`);
