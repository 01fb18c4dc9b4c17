// The search documents' refresher (decision 0048) on a big catalogue: how many products a second it rebuilds while
// the shop is open. A glossary change or a migration that changes how documents are derived queues its products in
// `search_refresh_queue`, and every process's refresher works the queue down a batch at a time; until its turn a
// product answers from its old words and facets. The change made here is a glossary change's kind: each product gets
// an attribute more (its documents' keys and pairs move, its name and words do not); then the attributes are put back
// and the queue is timed again. Beside it, `/healthz` at 32 connections in the same run (the floor), and the server's
// RSS and PostgreSQL's PSS while the refresher works. Start the server (it runs the refresher) on a big catalogue:
//   DATA_DIR=/work/seed1m EMBEDDED_PG_PORT=5560 npx node bench/refresh.mjs [--url http://127.0.0.1:3000] [--db …]
//     [--products 10000] [--seconds 8]
// The refresher looks at the queue once a minute when idle: the first batch may wait up to a minute; the rate is
// timed from the first batch taken to the queue's end.
import pg from 'pg';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { loadAverage, memoryText, sampleMemory } from './lib/memory.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const dbUrl = arg('db', process.env.DATABASE_URL ?? embeddedUrl());
const PRODUCTS = Number(arg('products', 10_000));
const seconds = Number(arg('seconds', 8));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const { rows: counts } = await db.query('SELECT count(*)::int AS products FROM products');
console.log(`products ${counts[0].products}; server ${base}; node ${process.version}; load ${loadAverage()}`);

const queued = async () => (await db.query('SELECT count(*)::int AS n FROM search_refresh_queue')).rows[0].n;
if ((await queued()) > 0) {
  console.log('the queue is not empty: wait for the refresher to finish first');
  process.exit(1);
}

// Products spread over the catalogue (every shop, every category), the same ones each run.
const step = Math.max(1, Math.floor(counts[0].products / PRODUCTS));
const { rows: picked } = await db.query('SELECT id FROM products WHERE on_sale AND id % $1 = 0 ORDER BY id LIMIT $2', [
  step,
  PRODUCTS,
]);
const ids = picked.map((r) => r.id);

console.log(header);
console.log(row('/healthz, 32 conn.', await load({ urls: [`${base}/healthz`], connections: 32, seconds })));

/** Queues `ids` after `change` (in one transaction, as a glossary write does) and times the queue worked down. */
async function timed(label, change) {
  await db.query('BEGIN');
  await change();
  await db.query('INSERT INTO search_refresh_queue (product_id) SELECT unnest($1::int[]) ON CONFLICT DO NOTHING', [
    ids,
  ]);
  await db.query('COMMIT');
  const memory = sampleMemory(base);
  const queuedAt = Date.now();
  while ((await queued()) === ids.length) {
    if (Date.now() - queuedAt > 120_000) throw new Error('the refresher took no batch in two minutes');
    await sleep(100);
  }
  const started = Date.now();
  while ((await queued()) > 0) await sleep(100);
  const took = (Date.now() - started) / 1000;
  const peak = await memory.stop();
  console.log(
    `${label}: ${ids.length} products in ${took.toFixed(1)} s: ${Math.round(ids.length / took)} products/s` +
      ` (first batch taken ${((started - queuedAt) / 1000).toFixed(1)} s after queueing) | ${memoryText(peak)}`,
  );
}

const { rows: before } = await db.query('SELECT id, attrs FROM products WHERE id = ANY($1::int[])', [ids]);
await timed('an attribute more (documents move, words stay)', () =>
  db.query(
    `UPDATE products SET attrs = attrs || jsonb_build_array(jsonb_build_object('name', 'Lot',
      'values', jsonb_build_array($2::text))) WHERE id = ANY($1::int[])`,
    [ids, `bench-${Date.now()}`],
  ),
);
await timed('the attributes put back', () =>
  db.query(
    `UPDATE products p SET attrs = b.attrs FROM json_to_recordset($1::json) AS b(id int, attrs jsonb)
      WHERE b.id = p.id`,
    [JSON.stringify(before)],
  ),
);
console.log(`load average after: ${loadAverage()}`);
await db.end();
