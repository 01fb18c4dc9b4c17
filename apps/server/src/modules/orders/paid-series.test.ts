import type { Dashboard } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { paidOrder } from '../../../test/money-fixtures';
import { postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import { pickSku } from '../coupons/checkout-fixtures';

// Issue 22, item 10: "Today's sales" on both dashboards is what shoppers paid today less what refunds paid back today,
// the figure the ledger books as sales (the provider cash of the `sale` and `refund` entries).

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let admin: string;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  admin = await adminToken(ctx.db);
});
afterAll(() => ctx?.close());

const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const shopToday = async () =>
  cents(
    (await get<Dashboard>(ctx.app, '/api/merchant/dashboard?tzOffset=0', bearer(shop.token))).body.data.today.sales,
  );
const mallToday = async () =>
  cents(
    (await get<{ today: { sales: string } }>(ctx.app, '/api/admin/dashboard?tzOffset=0', bearer(admin))).body.data.today
      .sales,
  );
/** The ledger's sales today (UTC): provider cash in by sales, out by refunds, for the shop or the mall. */
async function ledgerToday(merchantId?: number) {
  const { rows } = await ctx.db.execute<{ n: string }>(sql`
    SELECT coalesce(sum(l.amount), 0)::bigint AS n FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.kind IN ('sale', 'refund') AND l.account = 'provider_cash'
      AND (e.created_at AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date
      ${merchantId ? sql`AND e.merchant_id = ${merchantId}` : sql``}`);
  return Number(rows[0]!.n);
}

describe("today's sales", () => {
  it('leaves out what a refund paid back, and moves as the ledger does on both dashboards', async () => {
    const before = { shop: await shopToday(), mall: await mallToday(), ledger: await ledgerToday(shop.merchantId) };
    const mallLedger = await ledgerToday();
    const sku = await pickSku(ctx, shop.merchantId, 2500, 0);
    const buyer = await newShopper(ctx.db);
    const order = await paidOrder(ctx, buyer.token, [{ sku, quantity: 2 }]);
    expect(await shopToday()).toBe(before.shop + order.payAmount);
    const applied = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', buyer.token, {
      type: 'refund',
      reason: 'Damaged or defective',
      orderNo: order.shopOrderNo,
      itemIds: [order.items[0]!.id],
    });
    expect(applied.body.code, applied.body.message).toBe(200);
    await postAs(ctx, `/api/merchant/refunds/${applied.body.data.refundNo}/accept`, shop.token);
    const { rows } = await ctx.db.execute<{ amount: number }>(sql`
      SELECT amount FROM refunds WHERE refund_no = ${applied.body.data.refundNo} AND status = 'refunded'`);
    const refunded = Number(rows[0]!.amount);
    expect(refunded).toBeGreaterThan(0);
    const ledgerMoved = (await ledgerToday(shop.merchantId)) - before.ledger;
    expect(ledgerMoved).toBe(order.payAmount - refunded);
    expect((await shopToday()) - before.shop).toBe(ledgerMoved);
    expect((await mallToday()) - before.mall).toBe((await ledgerToday()) - mallLedger);
  });
});
