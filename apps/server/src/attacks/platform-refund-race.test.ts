import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../test/harness';
import { postAs } from '../../test/refund-helpers';
import { addAddress, createOrder, pickSku, type Sku, startCheckout } from '../modules/coupons/checkout-fixtures';
import { ledgerDiscrepancies } from '../modules/finance/ledger';
import { createSession } from '../platform/session';

// Audit GN2: the platform refunds a disabled buyer's paid order whole, only before it ships (audit N7). That rule was
// read before the shop order was locked, so a shop shipping at the same moment shipped it and the platform then paid
// it all back: the buyer kept the goods and the money, and the shop lost both. 7 races in 8 ended so.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let admin: string;
let sku: Sku;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  admin = await createSession(ctx.db, rows[0]!.id);
  sku = await pickSku(ctx, shop.merchantId, 1800, 0);
});
afterAll(() => ctx?.close());

/** A paid shop order of a buyer the platform then disabled: its number and id. */
async function disabledBuyersOrder() {
  const buyer = await newShopper(ctx.db, 'gn2');
  const addressId = await addAddress(ctx, buyer.token);
  const pre = await startCheckout(ctx, buyer.token, [{ sku, quantity: 1 }]);
  const created = await createOrder(ctx, buyer.token, pre, addressId);
  expect(created.body.code, created.body.message).toBe(200);
  const paid = await post<{ status: string }>(
    ctx.app,
    '/api/front/pay/testcard/confirm',
    {
      orderNo: created.body.data.orderNo,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      holder: 'Ann Lee',
    },
    { headers: bearer(buyer.token) },
  );
  expect(paid.body.data.status).toBe('succeeded');
  await ctx.db.execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${buyer.id}`);
  const { rows } = await ctx.db.execute<{ order_no: string; id: number }>(sql`
    SELECT so.order_no, so.id FROM shop_orders so JOIN orders o ON o.id = so.order_id
    WHERE o.order_no = ${created.body.data.orderNo}`);
  return rows[0]!;
}

describe("the platform's refund of a disabled buyer's order racing the shop's shipping (audit GN2)", () => {
  it('either ships or is refunded whole, never both', async () => {
    for (let run = 0; run < 8; run++) {
      const order = await disabledBuyersOrder();
      const ship = () =>
        postAs(ctx, `/api/merchant/orders/${order.order_no}/ship`, shop.token, {
          method: 'send',
          courierCompany: 'SF Express',
          trackingNo: 'SF1234567890',
        });
      const refund = () => postAs(ctx, `/api/admin/orders/${order.order_no}/refund`, admin);
      const [shipped, refunded] =
        run % 2 ? await Promise.all([ship(), refund()]) : (await Promise.all([refund(), ship()])).reverse();
      const { rows } = await ctx.db.execute<{ status: string; shipped: boolean; refunds: number }>(sql`
        SELECT so.status, so.shipped_at IS NOT NULL AS shipped,
          (SELECT count(*)::int FROM refunds r WHERE r.shop_order_id = so.id) AS refunds
        FROM shop_orders so WHERE so.id = ${order.id}`);
      const state = rows[0]!;
      const seen = `run ${run}: ship "${shipped!.body.message}", refund "${refunded!.body.message}", ${JSON.stringify(state)}`;
      if (state.shipped) {
        // The shop shipped first: the platform's refund is refused and nothing is paid back.
        expect(state, seen).toEqual({ status: 'to_receive', shipped: true, refunds: 0 });
        expect(refunded!.status, seen).toBe(409);
        expect(refunded!.body.message, seen).toBe('Only a paid order not yet shipped can be refunded by the platform');
      } else {
        expect(state, seen).toEqual({ status: 'refunded', shipped: false, refunds: 1 });
        expect(shipped!.status, seen).not.toBe(200);
      }
    }
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });
});
