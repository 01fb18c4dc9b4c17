// Search with facets (issue 23) beside /healthz in the same run, at 1 and 8 connections: a popular keyword with all
// facets and no selection, the same with three facet groups selected, long-tail keywords, the category page with
// facets, and suggestions while typing. Start the server with the listing cache off (CATALOG_CACHE_TTL_MS=0) on a
// database seeded with `npm run seed -- --products 100000 --reset`.
// Each line carries the server's peak RSS and PostgreSQL's peak PSS while it ran, and the CPU per request of the server,
// PostgreSQL and the load generator with the machine's idle and stolen shares (lib/cpu.mjs); the load average around.
// The category's later pages (2, 3, 5, 10) and its page 1 by price take the kept first view's facets (issue 25); every
// category in price and newest order (pages 1, 2, 5) and shops in each order walk an ordered index (issue 25).
// "category page + facets while orders are paid" sends the change feed's product notice of a checkout and of a payment
// 20 times a second (what the inventory announces for every order) while the category pages are asked for; "...while
// other categories are edited" announces documents written in the other half of the top categories 5 times a second.
//   node bench/search-facets.mjs [--url http://127.0.0.1:3000] [--db postgres://…] [--seconds 8] [--connections 1,8]
//     [--only category]   (only the scenarios whose label contains this text, beside /healthz)
import pg from 'pg';
import { cpuText, meterCpu } from './lib/cpu.mjs';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { loadAverage, withMemory } from './lib/memory.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) args[process.argv[i].slice(2)] = process.argv[i + 1];
}
const base = (args.url ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const dbUrl = args.db ?? process.env.DATABASE_URL ?? embeddedUrl();
const seconds = Number(args.seconds ?? 8);
const POPULAR = ['headphones', 'dress', 'cotton', 'wireless', 'bougie', '耳机', 'ผ้าไหม', 'ກະເປົ໋າ'];

const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const { rows: counts } = await client.query(
  `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM search_documents) AS documents`,
);
console.log(`products ${counts[0].products}, search documents ${counts[0].documents}; server ${base}`);
console.log(`node ${process.version}, ${seconds}s per scenario\n`);

// Three facet groups for each popular keyword: its two biggest shops, its commonest attribute value, in stock.
// "varied" asks each keyword with 48 other selections in turn (one of its six biggest shops or two, one of its four
// commonest attribute values, in stock or not, a rating or not): more than a facet base remembers (decision 0041),
// so that most answers are counted afresh.
const selected = [];
const varied = [];
for (const keyword of POPULAR) {
  const res = await fetch(`${base}/api/front/product/list?keyword=${encodeURIComponent(keyword)}&facets=true`, {
    headers: { cookie: 'locale=en' },
  });
  const { data } = await res.json();
  const shops = (data.facets?.shops ?? []).slice(0, 2).map((s) => s.id);
  const attr = data.facets?.attrs?.[0];
  const value = attr?.values?.[0]?.value;
  const q = new URLSearchParams({ keyword, facets: 'true', inStock: 'true' });
  if (shops.length > 0) q.set('merIds', shops.join(','));
  if (attr && value) q.set('attrs', `${attr.name}:${value}`);
  selected.push(`${base}/api/front/product/list?${q}`);
  const topShops = (data.facets?.shops ?? []).slice(0, 6).map((s) => s.id);
  const values = (attr?.values ?? []).slice(0, 4).map((v) => v.value);
  for (let i = 0; i < 48; i++) {
    const v = new URLSearchParams({ keyword, facets: 'true' });
    if (topShops.length > 0) {
      const first = topShops[i % topShops.length];
      const second = topShops[(i + 1) % topShops.length];
      v.set('merIds', i % 2 === 0 ? String(first) : `${first},${second}`);
    }
    if (attr && values.length > 0) v.set('attrs', `${attr.name}:${values[Math.floor(i / 6) % values.length]}`);
    if (i % 3 !== 0) v.set('inStock', 'true');
    if (i % 4 === 1) v.set('minRating', String(1 + (i % 4)));
    varied.push(`${base}/api/front/product/list?${v}`);
  }
  console.log(`  ${keyword}: total ${data.total}${data.totalCapped ? '+' : ''}; selected: ${q.toString()}`);
}
const plain = POPULAR.map((k) => `${base}/api/front/product/list?keyword=${encodeURIComponent(k)}&facets=true`);
const { rows: words } = await client.query(`
  SELECT word FROM search_words WHERE char_length(word) BETWEEN 4 AND 12 ORDER BY md5(word) LIMIT 2000`);
const tail = words.map((r) => `${base}/api/front/product/list?keyword=${encodeURIComponent(r.word)}&facets=true`);
const { rows: cats } = await client.query('SELECT id FROM categories WHERE parent_id = 0 ORDER BY id');
const categories = cats.map((r) => `${base}/api/front/product/list?cid=${r.id}&facets=true`);
const categoryPages = cats.flatMap((r) =>
  [2, 3, 5, 10].map((page) => `${base}/api/front/product/list?cid=${r.id}&facets=true&page=${page}`),
);
const categoryByPrice = cats.map((r) => `${base}/api/front/product/list?cid=${r.id}&facets=true&priceOrder=asc`);
// Every category (top and second level) in each other order, pages 1, 2 and 5: price both ways, newest both ways,
// each in one of the six languages in turn (the orders' indexes hold one language's documents, migration 0036).
const LANGS = ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'];
const { rows: allCats } = await client.query('SELECT id FROM categories ORDER BY id');
const orders = ['priceOrder=asc', 'priceOrder=desc', 'newOrder=desc', 'newOrder=asc'];
const categoryOrdered = allCats.flatMap((r, i) =>
  orders.flatMap((o, j) =>
    [1, 2, 5].map(
      (page, k) =>
        `${base}/api/front/product/list?cid=${r.id}&facets=true&${o}&page=${page}&lang=${LANGS[(i + j + k) % 6]}`,
    ),
  ),
);
// A shop's page in price order: the ten biggest shops and ten small ones.
const { rows: shops } = await client.query(`
  (SELECT merchant_id AS id FROM products WHERE on_sale GROUP BY 1 ORDER BY count(*) DESC LIMIT 10)
  UNION ALL (SELECT merchant_id FROM products WHERE on_sale GROUP BY 1 ORDER BY count(*) LIMIT 10)`);
const shopByPrice = shops.flatMap((r, i) =>
  ['asc', 'desc'].map(
    (d, j) => `${base}/api/front/product/list?merId=${r.id}&priceOrder=${d}&page=2&lang=${LANGS[(i + j) % 6]}`,
  ),
);
// The same shops' page 2 newest first and by best sellers (a shop's page opens on best sellers).
const shopByOther = shops.flatMap((r, i) =>
  ['newOrder=desc', 'salesOrder=desc'].map(
    (o, j) => `${base}/api/front/product/list?merId=${r.id}&${o}&page=2&lang=${LANGS[(i + j) % 6]}`,
  ),
);
const prefixes = words.flatMap((r) => [r.word.slice(0, 2), r.word.slice(0, 4)]);
const suggest = prefixes.map((p) => `${base}/api/front/search/suggest?q=${encodeURIComponent(p)}`);

console.log(`\nload average before: ${loadAverage()}`);
console.log(header);
for (const connections of (args.connections ?? '1,8').split(',').map(Number)) {
  const run = async (label, urls) => {
    if (args.only && label !== '/healthz' && !label.includes(args.only)) return;
    const { result: r, memory } = await withMemory(base, () =>
      load({ urls, connections, seconds, meter: () => meterCpu(base, client) }),
    );
    console.log(`${row(`${label}, ${connections} conn`, r)}  | ${memory}`);
    console.log(`    ${cpuText(r.metered, 'request')}`);
  };
  await run('/healthz', [`${base}/healthz`]);
  await run('popular + facets, none chosen', plain);
  await run('popular + 3 facet groups chosen', selected);
  await run('popular + varied facet groups chosen', varied);
  await run('long-tail + facets', tail);
  await run('category page + facets', categories);
  await run('category later pages + facets', categoryPages);
  {
    // The inventory announces every checkout and payment on the change feed: 20 orders a second, two notices each.
    const { rows: sold } = await client.query('SELECT id FROM products WHERE on_sale ORDER BY random() LIMIT 40');
    let i = 0;
    const timer = setInterval(() => {
      const id = sold[i++ % sold.length].id;
      client.query("SELECT pg_notify('mall_changes', $1), pg_notify('mall_changes', $1)", [`product:${id}`]);
    }, 50);
    await run('category page + facets while orders are paid', categories);
    clearInterval(timer);
  }
  {
    // Merchants edit products of the last half of the top categories 5 times a second (the documents' writer
    // announces the categories it wrote); the first half's pages are asked for.
    const half = Math.ceil(cats.length / 2);
    const { rows: edited } = await client.query('SELECT id, parent_id FROM categories WHERE parent_id = ANY($1)', [
      cats.slice(half).map((r) => r.id),
    ]);
    let i = 0;
    const timer = setInterval(() => {
      const c = edited[i++ % edited.length];
      client.query("SELECT pg_notify('mall_changes', $1)", [`documents:${c.parent_id},${c.id}`]);
    }, 200);
    await run('category page + facets while other categories are edited', categories.slice(0, half));
    clearInterval(timer);
  }
  await run('category page by price + facets', categoryByPrice);
  await run('category in other orders, pages 1/2/5', categoryOrdered);
  await run('shop page by price', shopByPrice);
  await run('shop page newest or best sellers', shopByOther);
  await run('suggestions', suggest);
}
console.log(`load average after: ${loadAverage()}`);
await client.end();
