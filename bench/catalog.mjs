// Catalogue benchmark: keyword search and product detail over HTTP at 1 and 32 connections, and the same search
// query's time in plain SQL. The keywords are read in English, then again in the six languages in turn. Run against a shop seeded with `npm run seed -- --products 100000` and started
// with `npm start` (or pass --url and --db).
//   node bench/catalog.mjs [--url http://127.0.0.1:3000] [--db postgres://…] [--seconds 10]
//     [--only long-tail]   (only the scenarios whose label contains this text, beside /healthz; no plain SQL)
// Each scenario also prints the CPU the server, PostgreSQL and the load generator spent per request over its measured
// requests, without the warm-up (bench/lib/cpu.mjs: the server's /metrics and /proc; statements per request when
// pg_stat_statements is loaded), and the machine's idle, disk-wait and stolen shares.
import pg from 'pg';
import { cpuText, meterCpu } from './lib/cpu.mjs';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { longTailWords } from './lib/long-tail-words.mjs';
import { loadAverage, withMemory } from './lib/memory.mjs';

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
const tailUrls = (await longTailWords(client))
  .sort(() => Math.random() - 0.5)
  .map((w) => `${base}/api/front/product/list?keyword=${encodeURIComponent(w)}&page=1&limit=20`);
// The same keywords read in the six languages in turn (the page's names, ranks and phrases are the reader's).
const LANGS = ['en', 'fr', 'es', 'th', 'lo', 'zh-CN'];
const inLanguages = (urls) => urls.map((u, i) => `${u}&lang=${LANGS[i % LANGS.length]}`);
const detailUrls = ids.map((r) => `${base}/api/front/product/detail/${r.id}`);

// Each scenario beside the floor (/healthz: hooks and one database round trip) in the same run, with the server's
// peak RSS and PostgreSQL's peak PSS while it ran, and the machine's load average.
console.log(`load average before: ${loadAverage()}`);
console.log(header);
const floor = {};
for (const connections of [1, 32]) {
  const run = async (label, urls) => {
    if (args.only && label !== '/healthz' && !label.includes(args.only)) return;
    const { result: r, memory } = await withMemory(base, () =>
      load({ urls, connections, seconds, meter: () => meterCpu(base, client) }),
    );
    if (label === '/healthz') floor[connections] = r.rps;
    const share = label === '/healthz' ? '' : `  ${((100 * r.rps) / floor[connections]).toFixed(0)} % of floor`;
    console.log(`${row(`${label}, ${connections} conn.`, r)}${share}  | ${memory}`);
    console.log(`    ${cpuText(r.metered, 'request')}`);
  };
  await run('/healthz', [`${base}/healthz`]);
  await run('search', searchUrls);
  await run('long-tail search', tailUrls);
  await run('search, six languages', inLanguages(searchUrls.flatMap((u) => LANGS.map(() => u))));
  await run('long-tail, six languages', inLanguages(tailUrls));
  await run('detail', detailUrls);
}
console.log(`load average after: ${loadAverage()}`);

// The same search in plain SQL: what the endpoint runs for a keyword without an explicit sort since decision 0034,
// the matches counted and ranked on the postings alone (for a keyword of several words the endpoint then reads the
// names of the page's top matches to tell phrases; not measured here; one word's count stops at 10,001). Latin keywords only, folded as the server
// folds them (lower case, no accents); Thai, Lao and Chinese need the server's ICU segmentation and are measured over
// HTTP above. English is the first language (bit 1).
if (args.only) {
  await client.end();
  process.exit(0);
}
console.log('\nplain SQL, per Latin keyword, in English (EXPLAIN ANALYZE execution time, best of 5):');
const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
for (const k of KEYWORDS.filter((w) => /^[\p{Script=Latin}\s]+$/u.test(w))) {
  const words = fold(k).split(/\s+/).filter(Boolean);
  // Each word's posting list joined on the product (the planner starts from the rarest), as search-ranked.ts does.
  const lists = words.map((_, i) =>
    i === 0
      ? `(SELECT product_id, own, shown, sales FROM search_postings WHERE term = $1) p0`
      : `JOIN (SELECT product_id, own, shown FROM search_postings WHERE term = $${i + 1}) p${i} ON p${i}.product_id = p0.product_id`,
  );
  const bits = (column) => words.map((_, i) => `p${i}.${column}`).join(' & ');
  // One word walks its list in a page's order (migration 0027) and counts it up to the cap, in product order.
  const walked = `EXPLAIN (ANALYZE, FORMAT JSON)
    SELECT (SELECT count(*)::int FROM (
        SELECT 1 FROM search_postings p0 WHERE p0.term = $1 ORDER BY p0.product_id LIMIT 10001) c) AS matches,
      ARRAY(SELECT p0.product_id FROM search_postings p0 WHERE p0.term = $1 AND (p0.own & 1) <> 0
        ORDER BY p0.sales DESC, p0.product_id DESC LIMIT 20) AS ids`;
  const joined = `EXPLAIN (ANALYZE, FORMAT JSON)
    WITH m AS MATERIALIZED (
      SELECT p0.product_id, p0.sales, (${bits('own')} & 1) <> 0 AS own, (${bits('shown')} & 1) <> 0 AS shown
      FROM ${lists.join(' ')})
    SELECT (SELECT count(*)::int FROM m) AS matches, ARRAY(
      SELECT product_id FROM m ORDER BY own::int * 2 + shown::int DESC, sales DESC, product_id DESC LIMIT 20) AS ids`;
  const sql = words.length === 1 ? walked : joined;
  let best = Infinity;
  for (let i = 0; i < 5; i++) {
    const { rows } = await client.query(sql, words);
    const plan = rows[0]['QUERY PLAN'][0];
    best = Math.min(best, plan['Execution Time']);
  }
  const { rows } = await client.query(sql.replace('EXPLAIN (ANALYZE, FORMAT JSON)', ''), words);
  console.log(`  ${k.padEnd(16)} ${best.toFixed(2).padStart(8)} ms   (${rows[0].matches} matches)`);
}
await client.end();
