// Server-rendered pages (issue 24): product, shop and category pages beside /healthz at 1 and 32 connections, and the
// home page's data (`/api/pc/home/index`, what the app's first screen asks for), then
// the sitemap: the time to stream every child and the server's peak resident memory while it does (from /metrics).
// Each scenario prints the server's peak RSS and PostgreSQL's peak PSS while it ran (bench/lib/memory.mjs).
// Run against a shop seeded with `npm run seed -- --products 100000` (or 1000000) and started with `npm start`.
//   npx node bench/pages.mjs [--url http://127.0.0.1:3000] [--db postgres://…] [--seconds 10] [--sitemap-only]
import pg from 'pg';
import { request } from 'undici';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { withMemory } from './lib/memory.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) args[process.argv[i].slice(2)] = process.argv[i + 1] ?? 'true';
}
const base = (args.url ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const seconds = Number(args.seconds ?? 10);
const client = new pg.Client({ connectionString: args.db ?? process.env.DATABASE_URL ?? embeddedUrl() });
await client.connect();
const { rows: count } = await client.query('SELECT count(*)::int AS n FROM products');
console.log(
  `products in the database: ${count[0].n}; server ${base}; node ${process.version}; ${seconds}s per scenario\n`,
);

async function rss() {
  const res = await request(`${base}/metrics`);
  const text = await res.body.text();
  const match = /^process_resident_memory_bytes (\d+)/m.exec(text);
  return match ? Number(match[1]) / 1048576 : Number.NaN;
}

if (args['sitemap-only'] === undefined) {
  const { rows: ids } = await client.query(`SELECT p.id FROM products p JOIN merchants m ON m.id = p.merchant_id
    WHERE p.on_sale AND m.status = 'open' ORDER BY random() LIMIT 2000`);
  const { rows: shops } = await client.query(`SELECT id FROM merchants WHERE status = 'open'`);
  const { rows: cats } = await client.query('SELECT id FROM categories WHERE visible');
  const langs = ['', '/fr', '/th', '/zh-CN', '/lo', '/es'];
  const productUrls = ids.map((r, i) => `${base}${langs[i % langs.length]}/goods/${r.id}`);
  const shopUrls = shops.map((r) => `${base}/shop/${r.id}`);
  const categoryUrls = cats.map((r) => `${base}/category/${r.id}`);
  console.log(header);
  /** A scenario's load, with the server's and PostgreSQL's peak memory while it ran. */
  const measured = async (options) => {
    const { result, memory } = await withMemory(base, () => load(options));
    return { ...result, memory };
  };
  const line = (label, r) => `${row(label, r)}  | ${r.memory}`;
  for (const connections of [1, 32]) {
    const floor = await measured({ urls: [`${base}/healthz`], connections, seconds });
    console.log(line(`/healthz (floor), ${connections} conn.`, floor));
    const product = await measured({ urls: productUrls, connections, seconds });
    console.log(line(`product page, 2,000 cold, ${connections} c.`, product));
    console.log(`    cold product page / floor: ${((100 * product.rps) / floor.rps).toFixed(1)} %`);
    // The pages a crawler and shoppers ask for again: served from the page cache until the change feed speaks.
    const warm = await measured({ urls: productUrls.slice(0, 100), connections, seconds });
    console.log(line(`product page, 100 warm, ${connections} c.`, warm));
    console.log(`    warm product page / floor: ${((100 * warm.rps) / floor.rps).toFixed(1)} %`);
    console.log(line(`shop page, ${connections} conn.`, await measured({ urls: shopUrls, connections, seconds })));
    console.log(
      line(`category page, ${connections} conn.`, await measured({ urls: categoryUrls, connections, seconds })),
    );
    const home = await measured({ urls: [`${base}/api/pc/home/index`], connections, seconds });
    console.log(line(`home data, ${connections} conn.`, home));
    console.log(`    home data / floor: ${((100 * home.rps) / floor.rps).toFixed(1)} %`);
  }
}

// The sitemap: the index, then every child in turn, streamed; the server's memory sampled every 100 ms.
const before = await rss();
let peak = before;
const sampler = setInterval(async () => {
  peak = Math.max(peak, await rss().catch(() => 0));
}, 100);
const t0 = performance.now();
const index = await (await request(`${base}/sitemap.xml`)).body.text();
// The index's own read (the first after a start or a listings change is not kept) beside one /healthz.
const indexMs = performance.now() - t0;
const h0 = performance.now();
await (await request(`${base}/healthz`)).body.text();
const healthzMs = performance.now() - h0;
const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/^https?:\/\/[^/]+/, base));
let urls = 0;
let bytes = 0;
let largest = 0;
for (const child of children) {
  const text = await (await request(child)).body.text();
  const n = (text.match(/<url>/g) ?? []).length;
  urls += n;
  largest = Math.max(largest, n);
  bytes += text.length;
}
const elapsed = (performance.now() - t0) / 1000;
clearInterval(sampler);
console.log(
  `\nsitemap index: ${indexMs.toFixed(1)} ms (one /healthz beside it: ${healthzMs.toFixed(1)} ms)` +
    `\nsitemap: ${children.length} children, ${urls} URLs (largest child ${largest}), ${(bytes / 1048576).toFixed(1)} MB in ${elapsed.toFixed(1)} s; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB`,
);
await client.end();
