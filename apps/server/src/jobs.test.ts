import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newShopper, post, startTestApp, type TestContext } from '../test/harness';
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

describe('jobs in PostgreSQL (pg-boss)', () => {
  it('cancels an unpaid order at its deadline and gives the stock back', async () => {
    const { token } = await newShopper(ctx.db);
    const { rows } = await ctx.db.execute<{ product_id: number; sku_id: number; stock: number }>(sql`
      SELECT p.id AS product_id, s.id AS sku_id, s.stock FROM product_skus s JOIN products p ON p.id = s.product_id
      WHERE p.on_sale AND s.stock > 3 ORDER BY s.id LIMIT 1`);
    const sku = rows[0]!;
    const addr = await post<{ id: number }>(
      ctx.app,
      '/api/front/address/edit',
      {
        realName: 'Ann',
        country: 'US',
        regionCode: 'US-NY',
        detail: '1 Road',
        postCode: '10001',
        countryCode: '+1',
        phone: '2125550100',
      },
      { headers: bearer(token) },
    );
    const pre = await post<{ preOrderNo: string }>(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: sku.product_id, skuId: sku.sku_id, quantity: 2 }] },
      { headers: bearer(token) },
    );
    const order = await post<{ orderNo: string }>(
      ctx.app,
      '/api/front/order/create',
      { preOrderNo: pre.body.data.preOrderNo, addressId: addr.body.data.id, payType: 'card' },
      { headers: bearer(token) },
    );
    const orderNo = order.body.data.orderNo;
    await ctx.db.execute(sql`UPDATE orders SET pay_deadline = now() + interval '1 second' WHERE order_no = ${orderNo}`);
    await jobs.scheduleCancel(orderNo, new Date(Date.now() + 1000));
    const deadline = Date.now() + 20_000;
    let status = 'unpaid';
    while (Date.now() < deadline && status === 'unpaid') {
      await new Promise((r) => setTimeout(r, 300));
      const { rows: o } = await ctx.db.execute<{ status: string }>(
        sql`SELECT status FROM orders WHERE order_no = ${orderNo}`,
      );
      status = o[0]!.status;
    }
    expect(status).toBe('cancelled');
    const { rows: after } = await ctx.db.execute<{ stock: number }>(
      sql`SELECT stock FROM product_skus WHERE id = ${sku.sku_id}`,
    );
    expect(after[0]!.stock).toBe(sku.stock);
  }, 30_000);
});
