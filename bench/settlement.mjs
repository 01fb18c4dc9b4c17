// Money to merchants at scale (issue 13): the settlement job over 100,000 completed shop orders (seconds, and a second
// run that finds nothing to do), and the statement page of a shop with 1,000,000 ledger lines (p95 at 1 and 8
// connections, beside /healthz in the same run). Not in CI. Start the shop on a throwaway data directory first:
//   DATA_DIR=/tmp/bench-data RATE_LIMIT_FACTOR=100000 npm start
//   DATA_DIR=/tmp/bench-data node --import tsx bench/settlement.mjs [--url …] [--db …] [--orders 100000] [--lines 1000000]
// It adds its orders and ledger lines to that database (the ledger stays balanced, ledgerDiscrepancies is checked).
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { embeddedUrl } from './lib/embedded-url.mjs';
import { header, load, row } from './lib/load.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const base = arg('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const url = arg('db', process.env.DATABASE_URL ?? embeddedUrl());
const ORDERS = Number(arg('orders', 100_000));
const LINES = Number(arg('lines', 1_000_000));
const SECONDS = Number(arg('seconds', 8));

// The server's own code for the job (TypeScript, through tsx).
const { connect } = await import('../apps/server/src/db/client.ts');
const { settleDue } = await import('../apps/server/src/modules/finance/settlement.ts');
const { ledgerDiscrepancies } = await import('../apps/server/src/modules/finance/ledger.ts');

const client = new pg.Client({ connectionString: url });
await client.connect();
const database = connect(url, 4);
const tag = randomBytes(3).toString('hex');
const time = async (label, f) => {
  const t0 = performance.now();
  const out = await f();
  const s = (performance.now() - t0) / 1000;
  console.log(`  ${label.padEnd(58)} ${s.toFixed(2).padStart(7)} s`);
  return { out, s };
};

const { rows: shops } = await client.query(`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT 2`);
const [sellerId, statementShopId] = shops.map((s) => s.id);
const { rows: users } = await client.query(`SELECT id FROM users ORDER BY id LIMIT 1`);
const buyer = users[0].id;
console.log(
  `settlement bench: ${ORDERS} orders (shop ${sellerId}), statement of shop ${statementShopId} (${LINES} lines)`,
);

// ---- 100,000 completed shop orders, each booked as a sale, past the after-sales window, in the settlement queue.
await time(`fixture: ${ORDERS} completed, booked shop orders`, async () => {
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO orders (order_no, pre_order_no, user_id, status, pay_type, pro_total, freight, pay_amount, address,
       pay_deadline, paid_at)
     SELECT 'PTB${tag}' || g, 'bench-${tag}-' || g, $1, 'paid', 'card', 1000 + g % 5000, 0, 1000 + g % 5000,
       '{}'::jsonb, now(), now() - interval '40 days'
     FROM generate_series(1, $2) g`,
    [buyer, ORDERS],
  );
  await client.query(
    `INSERT INTO shop_orders (order_no, order_id, user_id, merchant_id, status, pro_total, freight, pay_amount,
       paid_at, completed_at)
     SELECT 'SHB${tag}' || substr(o.order_no, 10), o.id, o.user_id, $1, 'completed', o.pro_total, 0, o.pay_amount,
       o.paid_at, now() - interval '30 days'
     FROM orders o WHERE o.pre_order_no LIKE 'bench-${tag}-%'`,
    [sellerId],
  );
  // What recordSale books, in bulk: the shop's goods to pending less 10 % commission.
  await client.query(
    `INSERT INTO ledger_entries (key, kind, merchant_id, shop_order_id)
     SELECT 'sale:' || so.order_no, 'sale', so.merchant_id, so.id FROM shop_orders so WHERE so.order_no LIKE 'SHB${tag}%'`,
  );
  await client.query(
    `INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, balance_after)
     SELECT e.id, x.account, x.merchant_id, x.kind, x.amount, NULL
     FROM ledger_entries e JOIN shop_orders so ON so.id = e.shop_order_id
     CROSS JOIN LATERAL (VALUES
       ('provider_cash', NULL::int, 'sale', so.pay_amount::bigint),
       ('merchant_pending', so.merchant_id, 'sale', -so.pay_amount::bigint),
       ('merchant_pending', so.merchant_id, 'commission', (so.pay_amount / 10)::bigint),
       ('platform_commission', NULL::int, 'commission', -(so.pay_amount / 10)::bigint)
     ) AS x(account, merchant_id, kind, amount)
     WHERE e.key LIKE 'sale:SHB${tag}%'`,
  );
  await client.query(
    `INSERT INTO settlement_queue (shop_order_id, merchant_id)
     SELECT id, merchant_id FROM shop_orders WHERE order_no LIKE 'SHB${tag}%'`,
  );
  await client.query(`INSERT INTO merchant_balances (merchant_id) VALUES ($1) ON CONFLICT DO NOTHING`, [sellerId]);
  await client.query(
    `UPDATE merchant_balances SET pending = pending + (SELECT sum(pay_amount - pay_amount / 10)
       FROM shop_orders WHERE order_no LIKE 'SHB${tag}%') WHERE merchant_id = $1`,
    [sellerId],
  );
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE shop_orders');
  await client.query('VACUUM ANALYZE settlement_queue');
});

const first = await time('settleDue: first run (settles them all)', () => settleDue(database.db));
const again = await time('settleDue: second run (nothing left to do)', () => settleDue(database.db));
const { rows: settled } = await client.query(
  `SELECT count(*)::int AS n FROM ledger_entries WHERE key LIKE 'settle:SHB${tag}%'`,
);
console.log(`  settled ${first.out} (second run ${again.out}); settle entries for the bench orders: ${settled[0].n}`);

// ---- A shop with 1,000,000 ledger lines: sales of one item, each a sale and a commission line on pending.
const { rows: had } = await client.query(`SELECT count(*)::int AS n FROM ledger_lines WHERE merchant_id = $1`, [
  statementShopId,
]);
await time(`fixture: up to ${LINES} statement lines for shop ${statementShopId}`, async () => {
  const entries = Math.max(0, Math.ceil((LINES - had[0].n) / 2));
  if (entries === 0) return;
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO ledger_entries (key, kind, merchant_id, created_at)
     SELECT 'bench:${tag}:' || g, 'sale', $1, now() - make_interval(secs => ($2 - g) * 30)
     FROM generate_series(1, $2) g`,
    [statementShopId, entries],
  );
  const { rows: start } = await client.query(
    `SELECT coalesce((SELECT pending FROM merchant_balances WHERE merchant_id = $1), 0)::bigint AS pending`,
    [statementShopId],
  );
  const p0 = Number(start[0].pending);
  await client.query(
    `INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, balance_after, created_at)
     SELECT e.id, x.account, x.merchant_id, x.kind, x.amount,
       CASE WHEN x.merchant_id IS NULL THEN NULL ELSE $2 + e.n * 900 - x.after_commission END, e.created_at
     FROM (SELECT id, created_at, row_number() OVER (ORDER BY id) AS n FROM ledger_entries
           WHERE key LIKE 'bench:${tag}:%') e
     CROSS JOIN LATERAL (VALUES
       (1, 'provider_cash', NULL::int, 'sale', 1000::bigint, 0),
       (2, 'merchant_pending', $1::int, 'sale', -1000::bigint, -100),
       (3, 'merchant_pending', $1::int, 'commission', 100::bigint, 0),
       (4, 'platform_commission', NULL::int, 'commission', -100::bigint, 0)
     ) AS x(ord, account, merchant_id, kind, amount, after_commission)
     ORDER BY e.id, x.ord`,
    [statementShopId, p0],
  );
  await client.query(`INSERT INTO merchant_balances (merchant_id) VALUES ($1) ON CONFLICT DO NOTHING`, [
    statementShopId,
  ]);
  await client.query(`UPDATE merchant_balances SET pending = pending + $2 WHERE merchant_id = $1`, [
    statementShopId,
    entries * 900,
  ]);
  await client.query('COMMIT');
});
// What autovacuum does to a table at rest (the visibility map lets counts stay in the index).
await time('VACUUM ANALYZE of the ledger', async () => {
  await client.query('VACUUM ANALYZE ledger_lines');
  await client.query('VACUUM ANALYZE ledger_entries');
});
const problems = await ledgerDiscrepancies(database.db);
console.log(`  ledgerDiscrepancies: ${problems.length === 0 ? 'none' : problems.join('; ')}`);

// The shop's staff session.
const { rows: staffUser } = await client.query(
  `INSERT INTO users (nickname, email) VALUES ('bench staff', $1) RETURNING id`,
  [`bench.staff.${tag}@example.org`],
);
await client.query(`INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES ($1, $2, 'owner')`, [
  statementShopId,
  staffUser[0].id,
]);
const token = randomBytes(32).toString('base64url');
await client.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
  createHash('sha256').update(token).digest('hex'),
  staffUser[0].id,
]);
const auth = { authorization: `Bearer ${token}` };
const { rows: lineCount } = await client.query(`SELECT count(*)::int AS n FROM ledger_lines WHERE merchant_id = $1`, [
  statementShopId,
]);
console.log(`  shop ${statementShopId} has ${lineCount[0].n} statement lines`);

console.log(`\n${header}`);
for (const connections of [1, 8]) {
  const scenarios = [
    ['/healthz', [`${base}/healthz`], {}],
    ['statement, first page', [`${base}/api/merchant/finance/ledger?page=1&limit=20`], auth],
    ['statement, kind=commission', [`${base}/api/merchant/finance/ledger?kind=commission&limit=20`], auth],
    ['statement, page 2000', [`${base}/api/merchant/finance/ledger?page=2000&limit=20`], auth],
    ['summary', [`${base}/api/merchant/finance/summary`], auth],
  ];
  for (const [label, urls, headers] of scenarios) {
    const r = await load({ urls, connections, seconds: SECONDS, headers });
    console.log(row(`${label} (${connections} conn)`, r));
  }
}

await database.close();
await client.end();
