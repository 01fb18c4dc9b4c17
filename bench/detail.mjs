// Goods detail benchmark (issue 25, goal 1): the goods detail and the server-rendered product page beside /healthz
// (the one-query floor) at 1 and 32 connections in the same run, with the server's peak RSS and PostgreSQL's peak PSS.
//   warm: 2,000 products (1,000 pages) asked for again and again (each once before the timing starts), the read model's hits;
//   miss: 30,000 products each asked for once (more than a process keeps), what a read model miss costs.
// Run against a shop seeded with `npm run seed -- --products 100000` and started with `npm start` (or pass --url
// and --db; DATA_DIR and EMBEDDED_PG_PORT as the server's).
//   npx node bench/detail.mjs [--url http://127.0.0.1:3000] [--db postgres://…] [--seconds 10] [--connections 1,32]
import pg from 'pg';
import { request } from 'undici';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { loadAverage, memoryText } from './lib/memory.mjs';
import { sampleMemoryOffThread } from './lib/memory-worker.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) args[process.argv[i].slice(2)] = process.argv[i + 1];
}
const base = (args.url ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(args.seconds ?? 10);
const connectionList = (args.connections ?? '1,32').split(',').map(Number);

const client = new pg.Client({ connectionString: args.db ?? process.env.DATABASE_URL ?? embeddedUrl() });
await client.connect();
const { rows: count } = await client.query('SELECT count(*)::int AS n FROM products');
const { rows: ids } = await client.query(`SELECT p.id FROM products p JOIN merchants m ON m.id = p.merchant_id
  WHERE p.on_sale AND m.status = 'open' ORDER BY random() LIMIT 32000`);
await client.end();
const hot = ids.slice(0, 2000).map((r) => r.id);
const cold = ids.slice(2000).map((r) => r.id);
console.log(
  `products in the database: ${count[0].n}; server ${base}; node ${process.version}; ${seconds}s per scenario`,
);

/** Asks for every URL once, 32 at a time, so that the timing starts with them kept. */
async function warm(urls) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < urls.length) await (await request(urls[next++])).body.text();
    }),
  );
}

const detail = (id) => `${base}/api/front/product/detail/${id}`;
const page = (id) => `${base}/goods/${id}`;
let misses = 0;
const fresh = (make, n) => cold.slice(misses * n, ++misses * n).map(make);

console.log(`load average before: ${loadAverage()}`);
console.log(header);
// Each scenario right after a floor run: on a machine others share, the load moves from one minute to the next.
for (const connections of connectionList) {
  let floor = 0;
  const run = async (label, urls) => {
    const memory = sampleMemoryOffThread(base);
    const r = await load({ urls, connections, seconds });
    const m = await memory.stop();
    const share = label === '/healthz' ? '' : `  ${((100 * r.rps) / floor).toFixed(0)} % of floor`;
    if (label === '/healthz') floor = r.rps;
    console.log(`${row(`${label}, ${connections} c.`, r)}${share}  | ${memoryText(m)}; load ${loadAverage()}`);
  };
  const floorRun = () => run('/healthz', [`${base}/healthz`]);
  await warm(hot.map(detail));
  await floorRun();
  await run('detail, 2,000 warm', hot.map(detail));
  await floorRun();
  await run('detail, miss', fresh(detail, 7000));
  // A process keeps up to 2,000 pages (16 MB, about 1,200 at 13 KB): 1,000 of them here.
  await warm(hot.slice(0, 1000).map(page));
  await floorRun();
  await run('product page, 1,000 warm', hot.slice(0, 1000).map(page));
  await floorRun();
  await run('product page, miss', fresh(page, 7000));
}
console.log(`load average after: ${loadAverage()}`);
