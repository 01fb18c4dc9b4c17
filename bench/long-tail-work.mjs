// The long tail's work per search, for a machine too busy to time it: the same long-tail searches as
// `bench/catalog.mjs` (3,000 different words of product names, each in one of the six languages in turn), asked one
// at a time in a fixed order, twice (first sight and second sight), and beside them `/healthz` asked as often. For each:
// the CPU the server and PostgreSQL spent per request (bench/lib/cpu.mjs), the buffers PostgreSQL touched per request
// (pg_stat_statements: shared buffers hit or read), wall time per request and its p95. CPU time and buffers do not
// grow when other work shares the cores the way a latency does, so two builds can be compared in turn on a busy
// machine (issue 25).
//   DATA_DIR=<data> [EMBEDDED_PG_PORT=…] node bench/long-tail-work.mjs [--url http://127.0.0.1:3000] [--db postgres://…] [--words 3000]
import pg from 'pg';
import { cpuText, meterCpu } from './lib/cpu.mjs';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { longTailWords } from './lib/long-tail-words.mjs';
import { loadAverage } from './lib/memory.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) args[process.argv[i].slice(2)] = process.argv[i + 1];
}
const base = (args.url ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const client = new pg.Client({ connectionString: args.db ?? process.env.DATABASE_URL ?? embeddedUrl() });
await client.connect();

const words = await longTailWords(client, Number(args.words ?? 3000));
const LANGS = ['en', 'fr', 'es', 'th', 'lo', 'zh-CN'];
const searches = words.map(
  (w, i) =>
    `${base}/api/front/product/list?keyword=${encodeURIComponent(w)}&page=1&limit=20&lang=${LANGS[i % LANGS.length]}`,
);

/** Shared buffers PostgreSQL has touched in all statements so far (NaN without pg_stat_statements). */
async function buffers() {
  try {
    const { rows } = await client.query(
      'SELECT sum(shared_blks_hit + shared_blks_read)::bigint AS n FROM pg_stat_statements WHERE toplevel',
    );
    return Number(rows[0].n);
  } catch {
    return Number.NaN;
  }
}

async function run(label, urls) {
  const meter = await meterCpu(base, client);
  const before = await buffers();
  const times = [];
  const started = performance.now();
  for (const url of urls) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} for ${url}`);
    times.push(performance.now() - t);
  }
  const wall = (performance.now() - started) / urls.length;
  const cpu = await meter.stop(urls.length);
  const touched = ((await buffers()) - before) / urls.length;
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(
    `${label.padEnd(22)} ${urls.length} requests, ${wall.toFixed(2)} ms each, p95 ${p95.toFixed(1)} ms, ` +
      `${touched.toFixed(0)} buffers each`,
  );
  console.log(`    ${cpuText(cpu, 'request')}`);
}

console.log(`server ${base}; ${searches.length} long-tail searches one at a time; load average ${loadAverage()}`);
await run(
  '/healthz',
  searches.map(() => `${base}/healthz`),
);
await run('long tail, first sight', searches);
await run('long tail, second sight', searches);
console.log(`load average after: ${loadAverage()}`);
await client.end();
