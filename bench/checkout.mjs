// Checkout throughput: 50 concurrent buyers each place and pay orders (buy now -> create -> test card) for 20 s,
// racing for a small set of SKUs. Prints orders per second, p50/p95 of order/create, and the oversell count.
// Also prints each step's p50/p95 (pre-order, create, pay), /healthz at 32 connections before it in the same run (the
// floor), the server's peak RSS and PostgreSQL's peak PSS during the run, and the machine's load average.
// Also what the database sessions wait on during the run (bench/lib/waits.mjs: pg_stat_activity every 50 ms), and the
// CPU the server and PostgreSQL spent per order (bench/lib/cpu.mjs; with pg_stat_statements loaded, statements too).
// Start the shop with a raised rate limit first:
//   RATE_LIMIT_FACTOR=100000 npm start      then      node bench/checkout.mjs [--url …] [--db …]
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { Agent, request } from 'undici';
import { cpuText, meterCpu } from './lib/cpu.mjs';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';
import { loadAverage, memoryText, sampleMemory } from './lib/memory.mjs';
import { sampleWaits } from './lib/waits.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const dbUrl = arg('db', process.env.DATABASE_URL ?? embeddedUrl());
const db = new pg.Client({ connectionString: dbUrl });
const BUYERS = Number(arg('buyers', 50));
const SECONDS = Number(arg('seconds', 20));
await db.connect();

// 40 SKUs with 200 units each: enough contention to matter, enough stock to keep selling.
const { rows: skus } = await db.query(`
  SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
  JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' ORDER BY random() LIMIT 40`);
await db.query('UPDATE product_skus SET stock = 200 WHERE id = ANY($1)', [skus.map((s) => s.sku_id)]);
const buyers = [];
for (let i = 0; i < BUYERS; i++) {
  const email = `bench.${randomBytes(4).toString('hex')}@example.org`;
  const { rows } = await db.query('INSERT INTO users (nickname, email) VALUES ($1, $2) RETURNING id', [
    `bench ${i}`,
    email,
  ]);
  const token = randomBytes(32).toString('base64url');
  await db.query("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
    createHash('sha256').update(token).digest('hex'),
    rows[0].id,
  ]);
  const { rows: addr } = await db.query(
    "INSERT INTO addresses (user_id, real_name, country, region_code, region, detail, post_code, country_code, phone, is_default) VALUES ($1, 'Bench', 'US', 'US-NY', 'New York', '1 Road', '10001', '+1', '2125550100', true) RETURNING id",
    [rows[0].id],
  );
  buyers.push({ token, addressId: addr[0].id });
}
console.log(`load average before: ${loadAverage()}`);
console.log(header);
console.log(
  row('/healthz, 32 conn. (the floor)', await load({ urls: [`${base}/healthz`], connections: 32, seconds: 5 })),
);
const startedAt = new Date();
const cpu = await meterCpu(base, db);
const memory = sampleMemory(base);
const waits = await sampleWaits(dbUrl);

const agent = new Agent({ connections: BUYERS });
async function call(token, path, body) {
  const res = await request(`${base}${path}`, {
    dispatcher: agent,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.body.json();
}

const createTimes = [];
const preTimes = [];
const payTimes = [];
let paid = 0;
let soldOut = 0;
let errors = 0;
const until = performance.now() + SECONDS * 1000;
await Promise.all(
  buyers.map(async (buyer) => {
    while (performance.now() < until) {
      const sku = skus[Math.floor(Math.random() * skus.length)];
      const quantity = 1 + Math.floor(Math.random() * 3);
      const tPre = performance.now();
      const pre = await call(buyer.token, '/api/front/order/pre/order', {
        type: 'buyNow',
        items: [{ productId: sku.product_id, skuId: sku.sku_id, quantity }],
      });
      preTimes.push(performance.now() - tPre);
      if (pre.code !== 200) {
        if (pre.code === 409) soldOut++;
        else errors++;
        continue;
      }
      const t0 = performance.now();
      const created = await call(buyer.token, '/api/front/order/create', {
        preOrderNo: pre.data.preOrderNo,
        addressId: buyer.addressId,
        payType: 'card',
      });
      createTimes.push(performance.now() - t0);
      if (created.code !== 200) {
        if (created.code === 409) soldOut++;
        else errors++;
        continue;
      }
      const tPay = performance.now();
      const pay = await call(buyer.token, '/api/front/pay/testcard/confirm', {
        orderNo: created.data.orderNo,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        holder: 'Bench Buyer',
      });
      payTimes.push(performance.now() - tPay);
      if (pay.code === 200 && pay.data.status === 'succeeded') paid++;
      else errors++;
    }
  }),
);
await agent.close();
const used = await cpu.stop(paid);
const peak = await memory.stop();
const waitText = await waits.stop();
for (const list of [preTimes, createTimes, payTimes]) list.sort((a, b) => a - b);
const at = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))] ?? Number.NaN;
const pct = (p) => at(createTimes, p);

// Oversell: a SKU below zero, or more units in live orders than the 200 it was given.
const { rows: check } = await db.query(
  `SELECT s.id, s.stock, coalesce(sum(i.quantity) FILTER (WHERE so.status <> 'cancelled' AND so.created_at >= $2), 0)::int AS sold
   FROM product_skus s LEFT JOIN order_items i ON i.sku_id = s.id LEFT JOIN shop_orders so ON so.id = i.shop_order_id
   WHERE s.id = ANY($1) GROUP BY s.id, s.stock`,
  [skus.map((s) => s.sku_id), startedAt],
);
const oversold = check.filter((r) => r.stock < 0 || r.sold > 200 || r.stock + r.sold !== 200).length;
console.log(`buyers ${BUYERS}, ${SECONDS} s, ${skus.length} SKUs x 200 units`);
console.log(`orders placed and paid: ${paid} (${(paid / SECONDS).toFixed(1)} per second)`);
console.log(`order/create p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms (${createTimes.length} calls)`);
console.log(`refused as sold out: ${soldOut}, other errors: ${errors}`);
console.log(`SKUs oversold or out of balance: ${oversold}`);
for (const [step, list] of [
  ['order/pre/order', preTimes],
  ['order/create', createTimes],
  ['pay/testcard/confirm', payTimes],
]) {
  console.log(
    `  ${step.padEnd(22)} p50 ${at(list, 50).toFixed(1)} ms, p95 ${at(list, 95).toFixed(1)} ms (${list.length})`,
  );
}
console.log(cpuText(used, 'order placed and paid'));
console.log(memoryText(peak));
console.log(waitText);
console.log(`load average after: ${loadAverage()}`);
await db.end();
