// The first seconds after a start against a minute later: starts the built server on an existing data directory
// (the 1M catalogue, say), waits for `/healthz`, then loads it at 32 connections for 10 s from 2 s after the
// first answer, and the same again from 60 s. Prints both windows and their ratio
// (issue 25, goal 3: the first minute as fast as any later minute). Build the server first (`npm run build`).
// The first window also carries warming up on both sides (the pool's new connections, both processes' JIT): the
// demo shop, with nothing to do after its start, shows about 50 %; compare builds by alternating runs.
//   DATA_DIR=/work/bench1m EMBEDDED_PG_PORT=54500 npx node bench/after-start.mjs [--port 3100] [--main path/to/main.js]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { header, load, row } from './lib/load.mjs';
import { loadAverage } from './lib/memory.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const port = Number(arg('port', 3100));
const base = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`load average before: ${loadAverage()}`);
const t0 = performance.now();
const server = spawn(process.execPath, ['--max-semi-space-size=8', arg('main', 'apps/server/dist/main.js')], {
  cwd: root,
  env: {
    SEED_DEMO: 'false',
    RATE_LIMIT_FACTOR: '1000',
    CATALOG_CACHE_TTL_MS: '0',
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '65536',
    ...process.env,
    PORT: String(port),
  },
  stdio: 'ignore',
});
try {
  for (;;) {
    if (performance.now() - t0 > 120_000) throw new Error('the server did not answer /healthz in 2 minutes');
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(100);
  }
  const up = performance.now();
  console.log(`first /healthz answer ${((up - t0) / 1000).toFixed(1)} s after the spawn`);
  /** `/healthz` for 10 s from `from` seconds after the first answer. */
  const healthzFrom = async (from) => {
    await sleep(Math.max(0, up + from * 1000 - performance.now()));
    return load({ urls: [`${base}/healthz`], connections: 32, seconds: 10, warmup: 0 });
  };
  const early = await healthzFrom(2);
  const later = await healthzFrom(60);
  console.log(header);
  console.log(row('/healthz 2-12 s after the start', early));
  console.log(row('/healthz 60-70 s after the start', later));
  console.log(`first seconds at ${Math.round((100 * early.rps) / later.rps)} % of a minute later`);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  server.kill('SIGINT');
}
