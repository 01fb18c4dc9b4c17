// A 5,000-row products CSV imported by a merchant on a big catalogue (issue 25, goal 3: "the same after a 5,000-row
// CSV import"): the import's preview and its write, timed, and then the shop's reads in the first seconds after the
// import answered against the same reads a minute later, each beside `/healthz` in the same window.
// The file is the demo merchant's own export: 2,500 SKU rows with a new price (their products rewritten) and 2,500
// rows of new products (names made unique per run), as a merchant updating a season's catalogue would send.
// The reads: the goods detail of the products the file wrote, a keyword search for the new products' word (their
// documents), popular keywords, and the category pages of the new products newest first (an index walk over the
// rows the import added). Start the server with the listing cache off (CATALOG_CACHE_TTL_MS=0) and a raised rate
// limit on a big catalogue (`npm run seed -- --products 1000000 --reset`):
//   DATA_DIR=/work/bench1m EMBEDDED_PG_PORT=54500 npx node bench/import.mjs [--url http://127.0.0.1:3100] [--db …]
//     [--seconds 8] [--rows 5000] [--reads false]   (only the export, preview and import)
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { request } from 'undici';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { loadAverage, memoryText, sampleMemory } from './lib/memory.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const dbUrl = arg('db', process.env.DATABASE_URL ?? embeddedUrl());
const seconds = Number(arg('seconds', 8));
const ROWS = Number(arg('rows', 5000));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const { rows: counts } = await db.query('SELECT count(*)::int AS products FROM products');
console.log(`products ${counts[0].products}; server ${base}; node ${process.version}`);

// The demo merchant signs in (a session row, as the sign-in writes it).
const { rows: staff } = await db.query(`SELECT s.user_id, s.merchant_id FROM merchant_staff s
  JOIN users u ON u.id = s.user_id WHERE u.email = 'merchant@example.com'`);
const token = randomBytes(32).toString('base64url');
await db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
  createHash('sha256').update(token).digest('hex'),
  staff[0].user_id,
]);
const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en', source: 'pc' };

/** RFC 4180 cells of a CSV text (quotes doubled, fields quoted when they hold a comma, quote or line break). */
function parseCsv(text) {
  const rows = [];
  let cells = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(cells);
    cells = [];
  };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) cell += c;
    else if (c === ',') endCell();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
const csvCell = (v) => (/[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

const t0 = performance.now();
const exported = await request(`${base}/api/merchant/products/export.csv`, { headers: auth });
const [head, ...skuRows] = parseCsv(await exported.body.text());
console.log(`export: ${skuRows.length} SKU rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const col = (name) => head.indexOf(name);
const [productId, skuId, name, price] = [col('Product ID'), col('SKU ID'), col('Product name'), col('Price')];
if ([productId, skuId, name, price].includes(-1)) throw new Error(`unexpected export columns: ${head.join(', ')}`);

// Half the file: SKUs of the shop's first products with their price moved by a cent (every SKU of a product, so a
// product is written once); the other half: new products, copies of the next rows without IDs and with a new name.
const run = randomBytes(3).toString('hex');
const word = `zq${run}`;
const updates = [];
const byProduct = Map.groupBy(skuRows, (r) => r[productId]);
for (const group of byProduct.values()) {
  if (updates.length + group.length > ROWS / 2) break;
  for (const r of group) {
    const copy = [...r];
    const cents = Math.round(Number(r[price]) * 100);
    copy[price] = ((cents % 2 === 0 ? cents + 1 : cents - 1) / 100).toFixed(2);
    updates.push(copy);
  }
}
const creates = [];
const later = [...byProduct.values()].slice(-Math.ceil(ROWS / 2));
for (const [i, group] of later.entries()) {
  if (creates.length + group.length > ROWS - updates.length) break;
  for (const r of group) {
    const copy = [...r];
    copy[productId] = '';
    copy[skuId] = '';
    copy[name] = `${r[name].slice(0, 60)} ${word} ${i}`;
    creates.push(copy);
  }
}
// The import takes at most 2 MB: new products' rows are left off the end until the file fits (the export's columns
// grew with `stockExported`).
const render = () => `${[head, ...updates, ...creates].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
let csv = render();
while (Buffer.byteLength(csv) > 2 * 1024 * 1024) {
  creates.splice(-50);
  csv = render();
}
console.log(
  `file: ${updates.length} rows changing a price, ${creates.length} rows of new products, ` +
    `${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB`,
);

async function post(path) {
  const started = performance.now();
  const res = await request(`${base}${path}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ csv }),
    headersTimeout: 900_000,
    bodyTimeout: 900_000,
  });
  const body = await res.body.json();
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${JSON.stringify(body).slice(0, 400)}`);
  return { ms, result: body.data };
}

console.log(`\nload average before: ${loadAverage()}`);
const memory = sampleMemory(base);
const preview = await post('/api/merchant/products/import/preview');
console.log(`preview: ${(preview.ms / 1000).toFixed(1)} s, ${JSON.stringify(preview.result.counts)}`);
const applied = await post('/api/merchant/products/import');
const doneAt = performance.now();
console.log(
  `import: ${(applied.ms / 1000).toFixed(1)} s, ${JSON.stringify(applied.result.counts)}, ` +
    `products ${JSON.stringify(applied.result.products)}`,
);

// What the reads ask for: the written products' details, the new word, popular words, the categories newest first.
const { rows: written } = await db.query(
  `SELECT id, category_id FROM products
   WHERE merchant_id = $1 AND on_sale AND (name LIKE $2 OR id = ANY($3::int[]))`,
  [staff[0].merchant_id, `%${word}%`, [...new Set(updates.map((r) => Number(r[productId])))]],
);
const { rows: parents } = await db.query('SELECT DISTINCT parent_id AS id FROM categories WHERE id = ANY($1::int[])', [
  written.map((r) => r.category_id),
]);
const api = `${base}/api/front/product`;
const scenarios = [
  ['/healthz (the floor)', [`${base}/healthz`]],
  ['goods detail, written products', written.map((r) => `${api}/detail/${r.id}`)],
  ["search: the new products' word", [0, 1, 2, 3].map((p) => `${api}/list?keyword=${word}&page=${p + 1}`)],
  [
    'search: popular words',
    ['headphones', 'dress', 'cotton', 'wireless', 'bougie', '耳机', 'ผ้าไหม'].map(
      (k) => `${api}/list?keyword=${encodeURIComponent(k)}`,
    ),
  ],
  [
    'their categories, newest first',
    [...new Set(written.map((r) => r.category_id)), ...parents.map((r) => r.id)]
      .filter((id) => id > 0)
      .map((id) => `${api}/list?cid=${id}&newOrder=desc`),
  ],
];

async function window(label) {
  console.log(`\n${label}`);
  console.log(header);
  for (const [name, urls] of scenarios) {
    console.log(row(`${name}, 32 conn.`, await load({ urls, connections: 32, seconds })));
  }
}
// The import's own peak, apart from the reads after it.
console.log(`during the preview and the import: ${memoryText(await memory.stop())}`);
if (arg('reads', 'true') === 'false') process.exit(0);
const readsMemory = sampleMemory(base);
await window(`right after the import answered (${((performance.now() - doneAt) / 1000).toFixed(1)} s after)`);
const wait = 60_000 - (performance.now() - doneAt);
if (wait > 0) await sleep(wait);
await window(`a minute later (${((performance.now() - doneAt) / 1000).toFixed(0)} s after)`);
console.log(`\nduring the reads: ${memoryText(await readsMemory.stop())}`);
console.log(`load average after: ${loadAverage()}`);
await db.end();
