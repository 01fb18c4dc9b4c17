// Catalogue benchmark: keyword search and product detail over HTTP at 1 and 32 connections, and the same search
// query's time in plain SQL. Run against a shop seeded with `npm run seed -- --products 100000` and started
// with `npm start` (or pass --url and --db).
//   node bench/catalog.mjs [--url http://127.0.0.1:3000] [--db postgres://…] [--seconds 10]
import pg from 'pg';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { loadAverage, memoryText, sampleMemory } from './lib/memory.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) args[process.argv[i].slice(2)] = process.argv[i + 1];
}
const base = (args.url ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const dbUrl = args.db ?? process.env.DATABASE_URL ?? embeddedUrl();
const seconds = Number(args.seconds ?? 10);
const KEYWORDS = [
  'headphones',
  'wireless',
  'dress',
  'running shoes',
  'candle',
  'cotton',
  '耳机',
  'ผ้าไหม',
  'bougie',
  'ກະເປົ໋າ',
];

const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const { rows: countRows } = await client.query('SELECT count(*)::int AS n FROM products');
const { rows: ids } = await client.query('SELECT id FROM products WHERE on_sale ORDER BY random() LIMIT 200');
console.log(`products in the database: ${countRows[0].n}; server ${base}`);
console.log(`node ${process.version}, ${seconds}s per scenario\n`);

const searchUrls = KEYWORDS.map(
  (k) => `${base}/api/front/product/list?keyword=${encodeURIComponent(k)}&page=1&limit=20`,
);
// Long-tail searches: 3,000 different words taken from product names, so that almost every request misses a cache.
const { rows: words } = await client.query(`
  SELECT DISTINCT w FROM (SELECT regexp_split_to_table(lower(name), '[^[:alnum:]]+') AS w FROM products LIMIT 200000) x
  WHERE char_length(w) BETWEEN 3 AND 12 ORDER BY w LIMIT 3000`);
const tailUrls = words
  .map((r) => r.w)
  .sort(() => Math.random() - 0.5)
  .map((w) => `${base}/api/front/product/list?keyword=${encodeURIComponent(w)}&page=1&limit=20`);
const detailUrls = ids.map((r) => `${base}/api/front/product/detail/${r.id}`);

// Each scenario beside the floor (/healthz: hooks and one database round trip) in the same run, with the server's
// peak RSS and PostgreSQL's peak PSS while it ran, and the machine's load average.
console.log(`load average before: ${loadAverage()}`);
console.log(header);
const floor = {};
for (const connections of [1, 32]) {
  const run = async (label, urls) => {
    const memory = sampleMemory(base);
    const r = await load({ urls, connections, seconds });
    const m = await memory.stop();
    if (label === '/healthz') floor[connections] = r.rps;
    const share = label === '/healthz' ? '' : `  ${((100 * r.rps) / floor[connections]).toFixed(0)} % of floor`;
    console.log(`${row(`${label}, ${connections} conn.`, r)}${share}  | ${memoryText(m)}`);
  };
  await run('/healthz', [`${base}/healthz`]);
  await run('search', searchUrls);
  await run('long-tail search', tailUrls);
  await run('detail', detailUrls);
}
console.log(`load average after: ${loadAverage()}`);

// The same search query in plain SQL (what the endpoint runs for a keyword without an explicit sort).
console.log('\nplain SQL, per keyword (EXPLAIN ANALYZE execution time, best of 5):');
for (const k of KEYWORDS) {
  const terms = k.split(/\s+/).filter(Boolean);
  const like = (t) => `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const params = [...terms.map(like), `${like(k).slice(1)}`, like(k)];
  const where = terms
    .map((t, i) => `p.name ILIKE $${i + 1}${[...t].length === 2 ? ` AND p.name_bigrams @> ARRAY[lower('${t}')]` : ''}`)
    .join(' AND ');
  const sql = `EXPLAIN (ANALYZE, FORMAT JSON) SELECT p.id, p.name, coalesce(p.images->>0, '') AS image, p.price, p.ot_price,
    p.sales, p.stock, p.merchant_id, m.name AS mer_name, count(*) OVER () AS total
    FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.on_sale AND m.status = 'open' AND ${where}
    ORDER BY (p.name ILIKE $${terms.length + 1}) DESC, (p.name ILIKE $${terms.length + 2}) DESC, p.sales DESC, p.id DESC
    LIMIT 20`;
  let best = Infinity;
  let total = 0;
  for (let i = 0; i < 5; i++) {
    const { rows } = await client.query(sql, params);
    const plan = rows[0]['QUERY PLAN'][0];
    best = Math.min(best, plan['Execution Time']);
    total = plan.Plan['Actual Rows'];
  }
  console.log(`  ${k.padEnd(16)} ${best.toFixed(2).padStart(8)} ms   (${total} rows returned)`);
}
await client.end();
