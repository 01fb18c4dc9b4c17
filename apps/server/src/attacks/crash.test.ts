import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port';
import { startTestApp, type TestContext } from '../../test/harness';
import { credit } from '../../test/payout-helpers';
import { type ServerProcess, startServerProcess } from '../../test/server-process';
import { bookedShopOrders } from '../../test/settlement-fixture';
import { connect, type Db } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { ledgerDiscrepancies } from '../modules/finance/ledger';
import { recordBankTransfer } from '../modules/finance/payout-bank';
import { payoutProviders } from '../modules/finance/payout-providers';
import { resumeStuckPayouts } from '../modules/finance/payouts';
import { settleDue } from '../modules/finance/settlement';
import { resumeStuckRefunds } from '../modules/refunds/merchant-refunds.service';
import { createSession } from '../platform/session';

/**
 * Crash safety: real server processes are killed with SIGKILL at random moments while shoppers check out, pay,
 * cancel and ask refunds that the merchant accepts; then a new process starts and the books must balance: every
 * order whole or absent, stock, coupons, points and money adding up, no paid order lost. The second part kills the
 * database server itself (the embedded PostgreSQL) and lets it recover. The settlement job gets its own runs: two
 * processes run it at once, one is killed inside a batch (held there by a row lock another session keeps), and the
 * restarted job must move every due shop order exactly once.
 */

const RUNS = Number(process.env.CRASH_RUNS ?? 50);
const DB_RUNS = Number(process.env.CRASH_DB_RUNS ?? 8);
const BUYERS = 6;

type Shopper = { id: number; token: string; addressId: number };
type World = {
  db: Db;
  url: string;
  skus: { productId: number; skuId: number }[];
  shoppers: Shopper[];
  merchant: string;
  couponId: number;
  /** A platform administrator's session (payouts are approved while the server is killed). */
  admin: string;
};

const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

async function api(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: number; message: string; data: Record<string, unknown> | null };
  if (process.env.CRASH_DEBUG && answer.code !== 200) console.log(method, url, answer.code, answer.message);
  return answer;
}

/** Sets up buyers with addresses and points, and a few SKUs with stock, in the given database. */
async function prepare(db: Db, url: string): Promise<World> {
  const { rows: skus } = await db.execute<{ product_id: number; sku_id: number; merchant_id: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id, p.merchant_id FROM product_skus s JOIN products p ON p.id = s.product_id
    JOIN merchants m ON m.id = p.merchant_id
    WHERE p.on_sale AND m.status = 'open' AND m.id = (SELECT merchant_id FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE u.email = 'merchant@example.com')
    ORDER BY s.id LIMIT 3`);
  for (const s of skus) {
    await db.execute(sql`UPDATE product_skus SET stock = 10000 WHERE id = ${s.sku_id}`);
    await db.execute(sql`
      UPDATE products SET stock = (SELECT sum(stock) FROM product_skus WHERE product_id = ${s.product_id})
      WHERE id = ${s.product_id}`);
  }
  const shoppers: Shopper[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO users (nickname, email) VALUES (${`crash buyer ${i}`}, ${`crash${i}.${Date.now()}@example.org`}) RETURNING id`);
    const id = rows[0]!.id;
    const { rows: addr } = await db.execute<{ id: number }>(sql`
      INSERT INTO addresses (user_id, real_name, country, region_code, region, detail, post_code, country_code, phone,
        is_default)
      VALUES (${id}, 'Crash Buyer', 'US', 'US-NY', 'New York', '1 Crash Road', '10001', '+1', '2125550100', true)
      RETURNING id`);
    await db.execute(sql`
      INSERT INTO points_ledger (user_id, type, points, title) VALUES (${id}, 'earn', 5000, 'crash test grant')`);
    shoppers.push({ id, token: await createSession(db, id), addressId: addr[0]!.id });
  }
  const { rows: coupon } = await db.execute<{ id: number }>(sql`
    INSERT INTO coupons (merchant_id, name, use_type, amount, min_spend, total, per_user, valid_days)
    VALUES (0, 'Crash test', 1, 50, 0, 0, 100000, 30) RETURNING id`);
  const { rows: staff } = await db.execute<{ user_id: number }>(sql`
    SELECT s.user_id FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE u.email = 'merchant@example.com'`);
  // The shop has money to pay out and a confirmed payout account (the code step is tested in modules/finance).
  const merchantId = skus[0]!.merchant_id;
  await credit(db, merchantId, 5_000_000);
  await db.execute(sql`
    INSERT INTO payout_accounts (merchant_id, method, holder, bank_text) VALUES (${merchantId}, 'offline', 'Crash Shop', 'Crash Bank')
    ON CONFLICT (merchant_id) DO UPDATE SET held_until = NULL`);
  const { rows: admin } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  return {
    db,
    url,
    skus: skus.map((s) => ({ productId: s.product_id, skuId: s.sku_id })),
    shoppers,
    merchant: await createSession(db, staff[0]!.user_id),
    couponId: coupon[0]!.id,
    admin: await createSession(db, admin[0]!.id),
  };
}

/** One shopper's busy minute: buy, maybe pay, maybe cancel, maybe ask a refund the merchant accepts. */
async function shop(base: string, world: World, shopper: Shopper, random: () => number, paid: Set<string>) {
  for (let round = 0; round < 4; round++) {
    const sku = world.skus[Math.floor(random() * world.skus.length)]!;
    const pre = await api(base, shopper.token, 'POST', '/api/front/order/pre/order', {
      type: 'buyNow',
      items: [{ ...sku, quantity: 1 + Math.floor(random() * 3) }],
    });
    const preOrderNo = pre.data?.preOrderNo as string | undefined;
    if (!preOrderNo) continue;
    const couponIds: number[] = [];
    if (random() < 0.4) {
      const taken = await api(base, shopper.token, 'POST', '/api/front/coupon/receive', { couponId: world.couponId });
      if (typeof taken.data?.id === 'number') couponIds.push(taken.data.id);
    }
    const created = await api(base, shopper.token, 'POST', '/api/front/order/create', {
      preOrderNo,
      addressId: shopper.addressId,
      couponIds,
      usePoints: random() < 0.5,
      mark: '',
      payType: 'card',
    });
    const orderNo = created.data?.orderNo as string | undefined;
    if (!orderNo) continue;
    if (random() < 0.25) {
      await api(base, shopper.token, 'POST', `/api/front/order/cancel/${orderNo}`);
      continue;
    }
    await api(base, shopper.token, 'POST', '/api/front/pay/payment', { orderNo, payType: 'card' });
    const result = await api(base, shopper.token, 'POST', '/api/front/pay/testcard/confirm', {
      orderNo,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      holder: 'Crash Buyer',
    });
    if (result.data?.status === 'succeeded') paid.add(orderNo);
    else continue;
    if (random() < 0.5) {
      const detail = await api(base, shopper.token, 'GET', `/api/front/order/detail/${orderNo}`);
      const shopOrders = (detail.data?.shopOrders ?? detail.data?.orders ?? []) as {
        orderNo: string;
        items: { id: number }[];
      }[];
      const first = shopOrders[0];
      if (!first) continue;
      const refund = await api(base, shopper.token, 'POST', '/api/front/order/refund', {
        orderNo: first.orderNo,
        itemIds: first.items.map((i) => i.id),
        type: 'refund',
        reason: 'No longer needed',
        explain: '',
        images: [],
      });
      const refundNo = refund.data?.refundNo as string | undefined;
      if (refundNo) await api(base, world.merchant, 'POST', `/api/merchant/refunds/${refundNo}/accept`);
    }
  }
}

/** A bank payout's transfer as the operator records it: a reference made from its number, and today (UTC). */
const bankTransfer = (payoutNo: string) => ({
  reference: `BANK-${payoutNo}`,
  paidOn: new Date().toISOString().slice(0, 10),
});

/**
 * The shop asks for payouts and the platform approves each one in review, then records its bank transfer, while the
 * server may be killed.
 */
async function payOut(base: string, world: World, random: () => number) {
  for (let round = 0; round < 3; round++) {
    const amount = `${10 + Math.floor(random() * 40)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    await api(base, world.merchant, 'POST', '/api/merchant/finance/payouts', { amount });
    const queue = await api(base, world.admin, 'GET', '/api/admin/finance/payouts?status=reviewing');
    for (const p of (queue.data?.list ?? []) as { payoutNo: string }[]) {
      await api(base, world.admin, 'POST', `/api/admin/finance/payouts/${p.payoutNo}/approve`);
      await api(base, world.admin, 'POST', `/api/admin/finance/payouts/${p.payoutNo}/paid`, bankTransfer(p.payoutNo));
    }
  }
}

/** The books: everything that must add up whatever moment the crash came. */
async function checkBooks(db: Db, paid: Set<string>, stockAndHeld: number | null): Promise<number> {
  const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await db.execute<T>(query)).rows;

  // Every order whole: shop orders and items present, money split adding up.
  expect(
    await one(sql`
      SELECT o.order_no FROM orders o LEFT JOIN shop_orders s ON s.order_id = o.id
      GROUP BY o.id HAVING count(s.id) = 0 OR sum(s.pay_amount) <> o.pay_amount OR sum(s.points_used) <> o.points_used`),
  ).toEqual([]);
  expect(
    await one(sql`
      SELECT s.order_no FROM shop_orders s LEFT JOIN order_items i ON i.shop_order_id = s.id
      GROUP BY s.id HAVING count(i.id) = 0 OR sum(i.price * i.quantity) <> s.pro_total`),
  ).toEqual([]);
  // Products follow their SKUs.
  expect(
    await one(sql`
      SELECT p.id FROM products p JOIN product_skus k ON k.product_id = p.id
      GROUP BY p.id HAVING p.stock <> sum(k.stock)`),
  ).toEqual([]);
  expect(await one(sql`SELECT id FROM product_skus WHERE stock < 0`)).toEqual([]);
  // No paid order lost; a paid order has exactly one successful payment of its amount; a cancelled one none kept.
  if (paid.size > 0) {
    const rows = await one<{ order_no: string; status: string }>(
      sql`SELECT order_no, status FROM orders WHERE order_no IN ${[...paid]}`,
    );
    expect(rows.filter((r) => r.status !== 'paid')).toEqual([]);
    expect(rows.length).toBe(paid.size);
  }
  expect(
    await one(sql`
      SELECT o.order_no FROM orders o
      LEFT JOIN payments p ON p.order_id = o.id AND p.status IN ('succeeded', 'refunded')
      WHERE o.status = 'paid' GROUP BY o.id HAVING count(p.id) <> 1 OR min(p.amount) <> o.pay_amount`),
  ).toEqual([]);
  expect(
    await one(sql`
      SELECT o.order_no FROM orders o JOIN payments p ON p.order_id = o.id AND p.status = 'succeeded'
      WHERE o.status <> 'paid'`),
  ).toEqual([]);
  // Refunds never beyond what a shop order paid; refunded ones carry the provider's reference.
  expect(
    await one(sql`
      SELECT s.order_no FROM shop_orders s JOIN refunds r ON r.shop_order_id = s.id AND r.status NOT IN ('refused', 'revoked')
      GROUP BY s.id HAVING sum(r.amount) > s.pay_amount`),
  ).toEqual([]);
  expect(await one(sql`SELECT refund_no FROM refunds WHERE status = 'refunded' AND provider_ref IS NULL`)).toEqual([]);
  // A refund the crash caught between its claim and the provider is paid back by the next sweep, once.
  await resumeStuckRefunds(db, null, 0);
  expect(await one(sql`SELECT refund_no FROM refunds WHERE status = 'refunding'`)).toEqual([]);
  expect(
    await one(sql`
      SELECT r.refund_no FROM refunds r LEFT JOIN payments p ON p.provider_ref = 'tcr_' || r.refund_no
      WHERE r.status = 'refunded' AND r.amount > 0 GROUP BY r.id HAVING count(p.id) <> 1`),
  ).toEqual([]);
  expect(
    await one(sql`
      SELECT i.id FROM order_items i
      WHERE (i.refund_status = 'applying') <> EXISTS (
        SELECT 1 FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
        WHERE ri.order_item_id = i.id AND r.status NOT IN ('refused', 'revoked', 'refunded'))`),
  ).toEqual([]);
  // Payouts: one a crash left paying is paid by the next sweep (a bank payout: by the operator's record of its
  // transfer), with the same transfer; each paid payout has exactly one approval and one payment on the ledger and its
  // transfer record, none failed; the ledger balances.
  await resumeStuckPayouts(db, payoutProviders(null), 0);
  for (const p of await one<{ payout_no: string }>(sql`SELECT payout_no FROM payouts WHERE status = 'paying'`)) {
    await recordBankTransfer(db, p.payout_no, 1, bankTransfer(p.payout_no));
  }
  expect(await one(sql`SELECT payout_no FROM payouts WHERE status = 'paying'`)).toEqual([]);
  expect(
    await one(sql`
      SELECT p.payout_no FROM payouts p
      WHERE p.status = 'paid' AND (p.transfer_reference IS NULL OR p.transferred_on IS NULL
        OR p.transfer_reference IS DISTINCT FROM p.transfer_id
        OR (SELECT count(*) FROM ledger_entries e WHERE e.payout_id = p.id AND e.key LIKE 'payout:%:approve') <> 1
        OR (SELECT count(*) FROM ledger_entries e WHERE e.payout_id = p.id AND e.key LIKE 'payout:%:paid') <> 1
        OR EXISTS (SELECT 1 FROM ledger_entries e WHERE e.payout_id = p.id AND e.key LIKE 'payout:%:failed'))`),
  ).toEqual([]);
  expect(
    await one(sql`
      SELECT p.payout_no FROM payouts p JOIN ledger_entries e ON e.payout_id = p.id WHERE p.status IN ('reviewing', 'rejected')`),
  ).toEqual([]);
  expect(await one(sql`SELECT merchant_id FROM merchant_balances WHERE paying <> 0`)).toEqual([]);
  expect(await ledgerDiscrepancies(db)).toEqual([]);
  // Coupons: taken and used follow the rows.
  expect(
    await one(sql`
      SELECT c.id FROM coupons c LEFT JOIN coupon_users u ON u.coupon_id = c.id
      GROUP BY c.id HAVING c.taken <> count(u.id) OR c.used <> count(u.id) FILTER (WHERE u.status = 'used')`),
  ).toEqual([]);
  expect(
    await one(sql`
      SELECT u.id FROM coupon_users u JOIN orders o ON o.id = u.used_order_id
      WHERE u.status = 'used' AND o.status = 'cancelled'`),
  ).toEqual([]);
  // Points: nobody below zero; a cancelled checkout's spending came back.
  expect(await one(sql`SELECT user_id FROM points_ledger GROUP BY user_id HAVING sum(points) < 0`)).toEqual([]);
  expect(
    await one(sql`
      SELECT o.order_no FROM orders o
      WHERE o.status = 'cancelled' AND o.points_used > 0
        AND coalesce((SELECT sum(points) FROM points_ledger l WHERE l.order_id = o.id AND l.type IN ('spend', 'return')), 0) <> 0`),
  ).toEqual([]);
  // Stock: what is on the shelves plus what live orders hold stays the same.
  const [{ total }] = (await one<{ total: number }>(sql`
    SELECT (SELECT sum(stock) FROM product_skus)::bigint
      + coalesce((SELECT sum(i.quantity) FROM order_items i JOIN shop_orders s ON s.id = i.shop_order_id
          WHERE s.status <> 'cancelled'), 0)::bigint
      - coalesce((SELECT sum(ri.quantity) FROM refund_items ri JOIN refunds r ON r.id = ri.refund_id
          JOIN shop_orders s ON s.id = r.shop_order_id
          WHERE r.status IN ('refunding', 'refunded')
            AND (r.type = 'return' OR s.shipped_at IS NULL OR s.shipped_at > r.reviewed_at)), 0)::bigint AS total`)) as [
    { total: number },
  ];
  if (stockAndHeld !== null) expect(Number(total)).toBe(stockAndHeld);
  return Number(total);
}

async function startServer(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    PORT: String(await freePort()),
    SEED_DEMO: 'false',
    JOBS: 'false',
    RATE_LIMIT_FACTOR: '1000',
    DB_POOL_SIZE: '8',
    // Without the sweep, every checkout a crash leaves unpaid stays with its buyer across the runs: far more than
    // one account may hold (decision 0010), which would stop the six buyers buying half way through.
    ORDER_HOLD_MAX_ORDERS: '100000',
    ORDER_HOLD_MAX_UNITS: '1000000',
    ORDER_HOLD_MAX_SKU_UNITS: '1000000',
    ORDER_HOLD_SKU_SHARE: '100',
  });
}

async function burst(server: ServerProcess, world: World, random: () => number, paid: Set<string>) {
  return Promise.allSettled([
    ...world.shoppers.map((s) => shop(server.url, world, s, random, paid)),
    payOut(server.url, world, random),
  ]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('crash safety', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx?.close());

  it(`the books balance after ${RUNS} server processes killed with SIGKILL mid-checkout, payment and refund`, async () => {
    const world = await prepare(ctx.db, ctx.url);
    const paid = new Set<string>();
    const invariant = await checkBooks(ctx.db, paid, null);
    const random = seeded(7);
    let server = await startServer(ctx.url);
    for (let run = 0; run < RUNS; run++) {
      const work = burst(server, world, random, paid);
      await sleep(150 + Math.floor(random() * 850));
      server.child.kill('SIGKILL');
      await work;
      server = await startServer(ctx.url);
      await checkBooks(ctx.db, paid, invariant);
    }
    server.child.kill('SIGINT');
    // The runs did real work between the crashes: orders placed, paid, cancelled and refunded.
    const { rows } = await ctx.db.execute<{ orders: number; cancelled: number; refunds: number }>(sql`
      SELECT (SELECT count(*)::int FROM orders) AS orders,
        (SELECT count(*)::int FROM orders WHERE status = 'cancelled') AS cancelled,
        (SELECT count(*)::int FROM refunds) AS refunds`);
    expect(paid.size).toBeGreaterThan(0);
    expect(rows[0]!.orders).toBeGreaterThan(paid.size);
    expect(rows[0]!.cancelled + rows[0]!.refunds).toBeGreaterThan(0);
    const { rows: payouts } = await ctx.db.execute(sql`SELECT 1 FROM payouts WHERE status = 'paid'`);
    expect(payouts.length).toBeGreaterThan(0);
  }, 900_000);
});

/** The settlement job alone in its own process (test/settlement-process.ts), named for pg_stat_activity. */
function startSettlement(
  url: string,
  name: string,
  batch: number,
): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/settlement-process.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, DATABASE_URL: url, SETTLE_BATCH: String(batch), PGAPPNAME: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      if (code !== 0 && code !== null) console.error(`settlement process ${name}:\n${out}`);
      resolve(code);
    }),
  );
  return { child, exited };
}

describe('settlement job crash safety', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp();
  });
  afterAll(() => ctx?.close());

  const SETTLE_RUNS = 2;
  const BATCH = 10;

  it(`settles every due shop order exactly once when its processes are killed with SIGKILL mid-batch (${SETTLE_RUNS} runs)`, async () => {
    const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
      (await ctx.db.execute<T>(query)).rows;
    const { rows: shops } = await ctx.db.execute<{ id: number }>(
      sql`SELECT id FROM merchants WHERE status = 'open' ORDER BY id LIMIT 2`,
    );
    const [shopA, shopB] = shops.map((s) => s.id) as [number, number];
    const due: number[] = [];
    const notDue: number[] = [];
    for (let run = 0; run < SETTLE_RUNS; run++) {
      // Shop A's due orders come first in the queue, then shop B's; orders still inside the after-sales window (or
      // not completed) sit between them and must stay queued.
      const a = await bookedShopOrders(ctx.db, shopA, 3 * BATCH, 30);
      notDue.push(
        ...(await bookedShopOrders(ctx.db, shopA, 3, 1)),
        ...(await bookedShopOrders(ctx.db, shopB, 3, null)),
      );
      const b = await bookedShopOrders(ctx.db, shopB, 3 * BATCH, 30);
      due.push(...a, ...b);

      // Another session holds shop B's balance row: the job's batches of shop A commit, and each process stops inside
      // its first batch of shop B (its settlement entries written, not committed). That is where the kill comes.
      const holder = await ctx.pool.connect();
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM merchant_balances WHERE merchant_id = $1 FOR UPDATE', [shopB]);
      const name = `settle-crash-${run}`;
      const jobs = [startSettlement(ctx.url, `${name}-1`, BATCH), startSettlement(ctx.url, `${name}-2`, BATCH)];
      const deadline = Date.now() + 15_000;
      for (;;) {
        // Not through the holder: inside a transaction, pg_stat_activity answers the snapshot of its first read.
        const waiting = await one<{ n: number }>(sql`
          SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name LIKE ${`${name}-%`}
            AND wait_event_type = 'Lock'`);
        if (waiting[0]!.n === 2) break;
        if (Date.now() > deadline) {
          for (const job of jobs) job.child.kill('SIGKILL');
          await holder.query('ROLLBACK');
          holder.release();
          throw new Error('the settlement processes never reached shop B');
        }
        await sleep(50);
      }
      const { rows: midRun } = await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'settle' AND shop_order_id = ANY($1)`,
        [[...a, ...b]],
      );
      // Shop A's batches committed before the kill; shop B's are all still to do.
      expect(midRun[0]!.n).toBeGreaterThan(0);
      expect(midRun[0]!.n).toBeLessThanOrEqual(a.length);
      const killed = jobs[run % 2]!;
      const survivor = jobs[(run + 1) % 2]!;
      killed.child.kill('SIGKILL');
      expect(await killed.exited).toBeNull();
      await holder.query('ROLLBACK');
      holder.release();
      expect(await survivor.exited).toBe(0);
      // The restarted job finishes what the killed process held, and a second run finds nothing left.
      expect(await startSettlement(ctx.url, `${name}-restart`, BATCH).exited).toBe(0);
      expect(await settleDue(ctx.db, { batch: BATCH })).toBe(0);

      // Every due shop order moved exactly once, all of what it had pending; nothing else moved.
      expect(
        await one(sql`
          SELECT so.id, count(e.id) AS settles FROM shop_orders so
          LEFT JOIN ledger_entries e ON e.shop_order_id = so.id AND e.kind = 'settle'
          WHERE so.id IN ${due} GROUP BY so.id HAVING count(e.id) <> 1`),
      ).toEqual([]);
      expect(
        await one(sql`
          SELECT e.shop_order_id FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
          WHERE e.shop_order_id IN ${due} AND l.account = 'merchant_pending'
          GROUP BY e.shop_order_id HAVING sum(l.amount) <> 0`),
      ).toEqual([]);
      expect(
        await one(sql`SELECT id FROM ledger_entries WHERE kind = 'settle' AND shop_order_id IN ${notDue}`),
      ).toEqual([]);
      expect(
        await one(sql`SELECT shop_order_id FROM ledger_entries WHERE kind = 'settle' GROUP BY 1 HAVING count(*) > 1`),
      ).toEqual([]);
      // The ledger sums to zero and each shop's cached balances equal the sums of its lines.
      expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
      // The queue holds only unsettled orders: the ones not due are all still there, no settled one is.
      expect(
        await one(sql`
          SELECT q.shop_order_id FROM settlement_queue q
          WHERE EXISTS (SELECT 1 FROM ledger_entries e WHERE e.shop_order_id = q.shop_order_id AND e.kind = 'settle')`),
      ).toEqual([]);
      const { rows: queued } = await ctx.db.execute<{ id: number }>(
        sql`SELECT shop_order_id AS id FROM settlement_queue WHERE shop_order_id IN ${[...due, ...notDue]}`,
      );
      expect(queued.map((q) => q.id).sort((x, y) => x - y)).toEqual([...notDue].sort((x, y) => x - y));
    }
  }, 60_000);
});

describe('database crash safety', () => {
  const dir = path.resolve(import.meta.dirname, `../../../../.test-data/crash-pg-${process.pid}`);
  let port: number;
  let stopPg: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stopPg?.().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });

  const killPostgres = async () => {
    const pid = Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    process.kill(pid, 'SIGKILL');
  };

  beforeAll(async () => {
    port = await freePort();
  });

  it(`the books balance after the embedded PostgreSQL is killed ${DB_RUNS} times mid-checkout and recovers`, async () => {
    let pg = await startEmbeddedPostgres({ dir, port, database: 'mall' });
    stopPg = pg.stop;
    const url = pg.url('mall');
    // The first start migrates and seeds the demo shop, as `npm start` does.
    const first = await startServerProcess({
      DATABASE_URL: url,
      PORT: String(await freePort()),
      SEED_DEMO: 'true',
      JOBS: 'false',
      RATE_LIMIT_FACTOR: '1000',
    });
    first.child.kill('SIGINT');
    await new Promise((r) => first.child.once('exit', r));
    let database = connect(url, 4);
    const world = await prepare(database.db, url);
    const paid = new Set<string>();
    const invariant = await checkBooks(database.db, paid, null);
    const random = seeded(11);
    for (let run = 0; run < DB_RUNS; run++) {
      const server = await startServer(url);
      const work = burst(server, { ...world, db: database.db }, random, paid);
      await sleep(50 + Math.floor(random() * 400));
      await killPostgres();
      await work;
      server.child.kill('SIGKILL');
      await database.close().catch(() => undefined);
      pg = await startEmbeddedPostgres({ dir, port, database: 'mall' });
      stopPg = pg.stop;
      database = connect(url, 4);
      await checkBooks(database.db, paid, invariant);
    }
    await database.close();
  }, 900_000);
});
