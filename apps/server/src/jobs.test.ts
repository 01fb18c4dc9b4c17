import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, startTestApp, type TestContext } from '../test/harness';
import { placeOrder } from '../test/refund-helpers';
import { type Jobs, startJobs } from './jobs';

let ctx: TestContext;
let jobs: Jobs;
beforeAll(async () => {
  ctx = await startTestApp();
  jobs = await startJobs({
    connectionString: ctx.url,
    db: ctx.db,
    log: ctx.app.log,
    autoReceiveDays: 10,
    pollingIntervalSeconds: 0.5,
  });
});
afterAll(async () => {
  await jobs?.stop();
  await ctx?.close();
});

/** A shopper's checkout of two units of one SKU, unpaid, due `seconds` from now. */
async function placeUnpaid(seconds: number) {
  const { token } = await newShopper(ctx.db);
  const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number; stock: number }>(sql`
    SELECT p.id AS product_id, s.id AS sku_id, s.stock FROM product_skus s JOIN products p ON p.id = s.product_id
    WHERE p.on_sale AND s.stock > 3 ORDER BY s.id LIMIT 1`);
  const sku = rows[0]!;
  const { parentNo: orderNo } = await placeOrder(
    ctx,
    token,
    [{ productId: sku.product_id, skuId: sku.sku_id, quantity: 2 }],
    false,
  );
  const at = new Date(Date.now() + seconds * 1000);
  await ctx.db.execute(sql`UPDATE orders SET pay_deadline = ${at.toISOString()} WHERE order_no = ${orderNo}`);
  return { orderNo, sku, at };
}

const statusOf = async (orderNo: string) => {
  const { rows } = await ctx.db.execute<{ status: string }>(sql`SELECT status FROM orders WHERE order_no = ${orderNo}`);
  return rows[0]!.status;
};

/** Waits until the order is no longer unpaid (at most `ms`); answers its status and when it changed. */
async function settled(orderNo: string, ms: number) {
  const until = Date.now() + ms;
  let status = await statusOf(orderNo);
  while (Date.now() < until && status === 'unpaid') {
    await new Promise((r) => setTimeout(r, 100));
    status = await statusOf(orderNo);
  }
  return { status, at: Date.now() };
}

describe('jobs in PostgreSQL (pg-boss) and the pay-deadline timer', () => {
  it('cancels an unpaid order at its deadline and gives the stock back', async () => {
    const { orderNo, sku, at } = await placeUnpaid(1);
    await jobs.scheduleCancel(orderNo, at);
    expect(await settled(orderNo, 20_000)).toMatchObject({ status: 'cancelled' });
    const { rows: after } = await ctx.db.execute<{ stock: number }>(
      sql`SELECT stock FROM product_skus WHERE id = ${sku.sku_id}`,
    );
    expect(after[0]!.stock).toBe(sku.stock);
  }, 30_000);

  it('cancels on time a checkout placed by another process, and queues no job per checkout', async () => {
    // The first is placed "here" (scheduled); the second as if by another process (nothing scheduled here). The
    // timer reads the next unpaid deadline after each run, so the second is cancelled on time too: not at the next
    // minute's sweep or the timer's one-minute recheck.
    const here = await placeUnpaid(1);
    const elsewhere = await placeUnpaid(2.5);
    await jobs.scheduleCancel(here.orderNo, here.at);
    expect(await settled(here.orderNo, 10_000)).toMatchObject({ status: 'cancelled' });
    const other = await settled(elsewhere.orderNo, 10_000);
    expect(other.status).toBe('cancelled');
    expect(other.at - elsewhere.at.getTime()).toBeLessThan(2500);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-cancel-unpaid'`,
    );
    expect(rows[0]!.n).toBe(0);
  }, 30_000);

  it('leaves a paid checkout alone at its deadline', async () => {
    const paid = await placeUnpaid(1);
    await ctx.db.execute(sql`UPDATE orders SET status = 'paid', paid_at = now() WHERE order_no = ${paid.orderNo}`);
    await jobs.scheduleCancel(paid.orderNo, paid.at);
    await new Promise((r) => setTimeout(r, 2500));
    expect(await statusOf(paid.orderNo)).toBe('paid');
  }, 30_000);
});
