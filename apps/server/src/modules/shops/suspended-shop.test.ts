import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { acceptRefund, askRefund, paidOrder } from '../../../test/money-fixtures';
import { adminToken } from '../../../test/settle-support';
import { pickSku } from '../coupons/checkout-fixtures';

// A suspended shop still owes its shoppers what they paid for (decision 0043): its staff ship and refund, and sell
// nothing until the platform reopens it.

let ctx: TestContext;
let staff: { token: string; merchantId: number };
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  ctx = await startTestApp();
  staff = await merchantToken(ctx.db);
  admin = { headers: bearer(await adminToken(ctx.db)) };
});
afterAll(() => ctx?.close());

const as = (headers: Record<string, string> = {}) => ({ headers: { ...bearer(staff.token), ...headers } });

describe('the staff of a suspended shop', () => {
  it('ship and refund what was paid before, read their console, and sell nothing until it reopens', async () => {
    const sku = await pickSku(ctx, staff.merchantId, 2500);
    const shopper = await newShopper(ctx.db, 'stranded');
    const toRefund = await paidOrder(ctx, shopper.token, [{ sku, quantity: 1 }]);
    const toShip = await paidOrder(ctx, shopper.token, [{ sku, quantity: 1 }]);
    const suspended = await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/suspend`, undefined, admin);
    expect(suspended.body.code, suspended.body.message).toBe(200);

    // The shopper asks for their money back; the shop gives it.
    const refundNo = await askRefund(
      ctx,
      shopper.token,
      toRefund.shopOrderNo,
      [toRefund.items[0]!.id],
      'No longer needed',
    );
    await acceptRefund(ctx, staff.token, refundNo);
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM refunds WHERE refund_no = ${refundNo}`,
    );
    expect(rows[0]!.status).toBe('refunded');
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${toShip.shopOrderNo}/ship`,
      { courierCompany: 'Speedy Post', trackingNo: 'SP123456789' },
      as(),
    );
    expect(shipped.body.code, shipped.body.message).toBe(200);
    expect((await get(ctx.app, '/api/merchant/finance/summary', bearer(staff.token))).status).toBe(200);
    expect((await get(ctx.app, '/api/merchant/products', bearer(staff.token))).status).toBe(200);

    // Selling waits, and the staff are told why in their language.
    const onSale = await post(
      ctx.app,
      `/api/merchant/products/${sku.productId}/sale`,
      { onSale: false },
      as({ 'accept-language': 'fr' }),
    );
    expect(onSale.status).toBe(403);
    expect(onSale.body.message).toBe(
      'Cette boutique est suspendue : seuls ses commandes, remboursements, messages et versements peuvent être traités',
    );
    const coupon = await post(ctx.app, '/api/merchant/coupons', { name: 'x' }, as());
    expect(coupon.status).toBe(403);
    const { rows: product } = await ctx.db.execute<{ on_sale: boolean }>(
      sql`SELECT on_sale FROM products WHERE id = ${sku.productId}`,
    );
    expect(product[0]!.on_sale).toBe(true);

    const reopened = await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/reopen`, undefined, admin);
    expect(reopened.body.code, reopened.body.message).toBe(200);
    const again = await post(ctx.app, `/api/merchant/products/${sku.productId}/sale`, { onSale: false }, as());
    expect(again.body.code, again.body.message).toBe(200);
  });

  it('the platform pays back a refund of a suspended shop whose staff do not act, and only then', async () => {
    const sku = await pickSku(ctx, staff.merchantId, 2500);
    const shopper = await newShopper(ctx.db, 'left-alone');
    const order = await paidOrder(ctx, shopper.token, [{ sku, quantity: 1 }]);
    const refundNo = await askRefund(ctx, shopper.token, order.shopOrderNo, [order.items[0]!.id], 'No longer needed');
    const status = async () =>
      (await ctx.db.execute<{ status: string }>(sql`SELECT status FROM refunds WHERE refund_no = ${refundNo}`)).rows[0]!
        .status;

    // An open shop decides its own refunds: the platform is told so and changes nothing.
    const early = await post(ctx.app, `/api/admin/refunds/${refundNo}/accept`, undefined, admin);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The shop decides its own refunds; the platform steps in only while a shop is suspended',
    );
    expect(await status()).toBe('review');

    expect((await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/suspend`, undefined, admin)).status).toBe(
      200,
    );
    try {
      const listed = await get<{ list: { refundNo: string; shopSuspended: boolean }[] }>(
        ctx.app,
        `/api/admin/refunds?merId=${staff.merchantId}`,
        admin.headers,
      );
      expect(listed.body.data.list.find((r) => r.refundNo === refundNo)?.shopSuspended).toBe(true);
      const accepted = await post<{ status: string; shopSuspended: boolean }>(
        ctx.app,
        `/api/admin/refunds/${refundNo}/accept`,
        undefined,
        admin,
      );
      expect(accepted.body.code, accepted.body.message).toBe(200);
      expect(accepted.body.data).toMatchObject({ status: 'refunded', shopSuspended: true });
      expect(await status()).toBe('refunded');
      // Once: a second accept changes nothing.
      expect((await post(ctx.app, `/api/admin/refunds/${refundNo}/accept`, undefined, admin)).status).toBe(409);
      // A shopper or the shop's staff cannot use the platform's call.
      expect((await post(ctx.app, `/api/admin/refunds/${refundNo}/accept`, undefined, as())).status).toBe(403);
    } finally {
      await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/reopen`, undefined, admin);
    }
  });
});

describe("a suspended shop's products on sale (audit FO8)", () => {
  it('are counted as shoppers see them: none while suspended, all again once reopened, as the operator dashboard counts', async () => {
    const counts = async () => {
      const mine = await get<{ productsOnSale: number }>(ctx.app, '/api/merchant/dashboard', bearer(staff.token));
      const listed = await get<{ list: { id: number; onSaleCount: number; productCount: number }[] }>(
        ctx.app,
        `/api/admin/merchants?limit=100`,
        admin.headers,
      );
      const platform = await get<{ productsOnSale: number }>(ctx.app, '/api/admin/dashboard', admin.headers);
      const row = listed.body.data.list.find((m) => m.id === staff.merchantId)!;
      return {
        dashboard: mine.body.data.productsOnSale,
        list: row.onSaleCount,
        platform: platform.body.data.productsOnSale,
      };
    };
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM products WHERE merchant_id = ${staff.merchantId} AND on_sale`,
    );
    const marked = rows[0]!.n;
    expect(marked).toBeGreaterThan(0);
    const open = await counts();
    expect(open).toMatchObject({ dashboard: marked, list: marked });

    expect((await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/suspend`, undefined, admin)).status).toBe(
      200,
    );
    try {
      const product = await ctx.db.execute<{ id: number }>(
        sql`SELECT id FROM products WHERE merchant_id = ${staff.merchantId} AND on_sale LIMIT 1`,
      );
      expect((await get(ctx.app, `/api/front/product/detail/${product.rows[0]!.id}`)).status).toBe(404);
      const suspended = await counts();
      expect(suspended).toEqual({ dashboard: 0, list: 0, platform: open.platform - marked });
    } finally {
      await post(ctx.app, `/api/admin/merchants/${staff.merchantId}/reopen`, undefined, admin);
    }
    expect(await counts()).toEqual(open);
  });
});
