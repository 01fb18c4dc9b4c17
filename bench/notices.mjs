// Notifications (issue 27): checkout orders per second with notifications off and on (the outbox must not slow
// checkout by more than 10 %), the sender's throughput to a local SMTP server, and event-to-delivery delay p50/p95.
// Starts its own shop (as `npm start` does, from source) on .test-data/bench-notices, twice:
//   node bench/notices.mjs [--buyers 20] [--seconds 20] [--backlog 2000]
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { Agent, request } from 'undici';
import { embeddedUrl } from './lib/embedded-url.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const BUYERS = Number(arg('buyers', 20));
const SECONDS = Number(arg('seconds', 20));
const BACKLOG = Number(arg('backlog', 2000));
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.test-data', 'bench-notices');
await mkdir(dataDir, { recursive: true });

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const pct = (list, p) => list[Math.min(list.length - 1, Math.floor((p / 100) * list.length))];

// The local SMTP server: when each message arrived, by Message-ID.
const received = [];
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  authOptional: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (c) => {
      if (head.length < 4000) head += c.toString('utf8');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*<([^>]+)>/im.exec(head)?.[1] ?? '';
      received.push({ id, at: Date.now() });
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const pgPort = await freePort();
async function startShop(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '100000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTICE_HOURLY_CAP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('The shop is open')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`shop exited ${code}: ${out.slice(-2000)}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function buyersIn(db) {
  const buyers = [];
  for (let i = 0; i < BUYERS; i++) {
    const { rows } = await db.query('INSERT INTO users (nickname, email) VALUES ($1, $2) RETURNING id', [
      `bench ${i}`,
      `bench.${randomBytes(4).toString('hex')}@example.org`,
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
    buyers.push({ id: rows[0].id, token, addressId: addr[0].id });
  }
  return buyers;
}

/** Buyers place and pay orders for SECONDS; answers orders per second and the order/create times. */
async function checkoutLoad(base, db) {
  const { rows: skus } = await db.query(`
    SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
    JOIN merchants m ON m.id = p.merchant_id WHERE p.on_sale AND m.status = 'open' ORDER BY random() LIMIT 40`);
  await db.query('UPDATE product_skus SET stock = 100000 WHERE id = ANY($1)', [skus.map((s) => s.sku_id)]);
  const buyers = await buyersIn(db);
  const agent = new Agent({ connections: BUYERS });
  const call = async (token, p, body) => {
    const res = await request(`${base}${p}`, {
      dispatcher: agent,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.body.json();
  };
  const times = [];
  let paid = 0;
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    buyers.map(async (buyer) => {
      while (performance.now() < until) {
        const sku = skus[Math.floor(Math.random() * skus.length)];
        const pre = await call(buyer.token, '/api/front/order/pre/order', {
          type: 'buyNow',
          items: [{ productId: sku.product_id, skuId: sku.sku_id, quantity: 1 }],
        });
        if (pre.code !== 200) {
          errors++;
          continue;
        }
        const t0 = performance.now();
        const created = await call(buyer.token, '/api/front/order/create', {
          preOrderNo: pre.data.preOrderNo,
          addressId: buyer.addressId,
          payType: 'card',
        });
        times.push(performance.now() - t0);
        if (created.code !== 200) {
          errors++;
          continue;
        }
        const pay = await call(buyer.token, '/api/front/pay/testcard/confirm', {
          orderNo: created.data.orderNo,
          cardNumber: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
          holder: 'Bench Buyer',
        });
        if (pay.code === 200 && pay.data.status === 'succeeded') paid++;
        else errors++;
      }
    }),
  );
  await agent.close();
  times.sort((a, b) => a - b);
  return { perSecond: paid / SECONDS, paid, errors, p50: pct(times, 50), p95: pct(times, 95) };
}

const connectDb = async () => {
  const db = new pg.Client({ connectionString: embeddedUrl('mall') });
  await db.connect();
  return db;
};
process.env.DATA_DIR = dataDir;
process.env.EMBEDDED_PG_PORT = String(pgPort);

// 1. Notifications off, then on: the same load against the same data.
const results = {};
for (const mode of ['off', 'on']) {
  const shop = await startShop({ NOTICES: mode === 'on' ? 'true' : 'false' });
  const db = await connectDb();
  const since = new Date();
  received.length = 0;
  results[mode] = await checkoutLoad(shop.base, db);
  if (mode === 'on') {
    // Event to delivery under load: each email's arrival against its notice's commit.
    // Let the sender catch up (at most a minute) so every email of the run is counted.
    for (let waited = 0; waited < 60_000; waited += 500) {
      const { rows } = await db.query(
        "SELECT count(*)::int AS left FROM notice_deliveries WHERE status IN ('pending', 'claimed') AND channel = 'email'",
      );
      if (rows[0].left === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const { rows } = await db.query(
      `SELECT d.idempotency_key AS key, n.created_at FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
       WHERE d.channel = 'email' AND n.created_at >= $1`,
      [since],
    );
    const made = new Map(rows.map((r) => [r.key, new Date(r.created_at).getTime()]));
    const delays = received
      .map((m) => m.at - (made.get(m.id.replace(/@.*$/, '')) ?? Number.NaN))
      .filter((d) => Number.isFinite(d))
      .sort((a, b) => a - b);
    results.delay = { count: delays.length, p50: pct(delays, 50), p95: pct(delays, 95) };
  }
  await db.end();
  await shop.stop();
}

// 2. Sender throughput: a backlog of emails written while no sender runs, drained by one process.
const shop = await startShop({ JOBS: 'false' });
const db = await connectDb();
const { rows: readers } = await db.query(`SELECT id FROM users WHERE email LIKE 'bench.%' LIMIT 1`);
await db.query(
  `WITH n AS (INSERT INTO notices (kind, user_id, audience, vars, link, dedupe_key)
     SELECT 'order_paid', $2, 'shopper', jsonb_build_object('orderNo', 'PT' || g, 'amount', '1.00 USD'),
       '/order/order_detail?orderNo=PT' || g, 'bench:' || $3 || ':' || g FROM generate_series(1, $1) g RETURNING id)
   INSERT INTO notice_deliveries (notice_id, channel, idempotency_key)
   SELECT id, 'email', 'notice-' || id || '-email' FROM n`,
  [BACKLOG, readers[0].id, randomBytes(3).toString('hex')],
);
await db.end();
await shop.stop();
received.length = 0;
const drainStart = Date.now();
const sender = await startShop({ JOBS: 'true' });
while (received.length < BACKLOG && Date.now() - drainStart < 600_000) await new Promise((r) => setTimeout(r, 200));
const first = received[0]?.at ?? drainStart;
const last = received.at(-1)?.at ?? Date.now();
await sender.stop();
smtp.close();

const { off, on, delay } = results;
console.log(`checkout, ${BUYERS} buyers, ${SECONDS} s each:`);
console.log(
  `  notifications off: ${off.perSecond.toFixed(1)} orders/s (order/create p50 ${off.p50.toFixed(1)} ms, p95 ${off.p95.toFixed(1)} ms, errors ${off.errors})`,
);
console.log(
  `  notifications on:  ${on.perSecond.toFixed(1)} orders/s (order/create p50 ${on.p50.toFixed(1)} ms, p95 ${on.p95.toFixed(1)} ms, errors ${on.errors})`,
);
console.log(`  change: ${(((on.perSecond - off.perSecond) / off.perSecond) * 100).toFixed(1)} %`);
console.log(`event to delivery under that load: p50 ${delay.p50} ms, p95 ${delay.p95} ms (${delay.count} emails)`);
console.log(
  `sender throughput: ${received.length} of ${BACKLOG} emails in ${((last - first) / 1000).toFixed(1)} s = ${(received.length / Math.max(0.001, (last - first) / 1000)).toFixed(0)} emails/s to the local SMTP server`,
);
