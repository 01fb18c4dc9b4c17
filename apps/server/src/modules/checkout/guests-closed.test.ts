import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, freshIp, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';
import { addAddress, createOrder, pickSku, startCheckout } from '../coupons/checkout-fixtures';

// Decision 0055: visitor sign-in switched off while guests are signed in. No new guest comes in, and a live guest
// starts no new checkout (that would buy as a guest past the switch); it keeps its cart and its orders, and pays
// the one it placed before: nothing it had is lost.

let ctx: TestContext;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = { headers: bearer(await adminToken(ctx.db)) };
});
afterAll(() => ctx?.close());

const switchGuests = (visitorOpen: boolean) =>
  post(
    ctx.app,
    '/api/admin/settings/login-methods',
    { visitorOpen, showGuest: true, googleOpen: false, facebookOpen: false, twitterOpen: false },
    admin,
  );

describe('guests signed in when visitor sign-in is switched off (decision 0055)', () => {
  it('keep their cart and pay the order they placed, but start no new checkout until it is on again', async () => {
    const { merchantId } = await merchantToken(ctx.db);
    const sku = await pickSku(ctx, merchantId, 1500);
    const signedIn = await post<{ token: string }>(
      ctx.app,
      '/api/front/login/register/visitor',
      { countryCode: '+33', email: 'late.guest@example.org', phone: '612345678' },
      { ip: freshIp() },
    );
    expect(signedIn.body.code, signedIn.body.message).toBe(200);
    const token = signedIn.body.data.token;
    const as = (language = 'en') => ({ headers: { ...bearer(token), 'accept-language': language } });
    const addressId = await addAddress(ctx, token);
    const placed = await createOrder(ctx, token, await startCheckout(ctx, token, [{ sku, quantity: 1 }]), addressId);
    expect(placed.body.code, placed.body.message).toBe(200);
    const carted = await post(
      ctx.app,
      '/api/front/cart/save',
      { productId: sku.productId, skuId: sku.skuId, quantity: 2 },
      as(),
    );
    expect(carted.body.code, carted.body.message).toBe(200);

    expect((await switchGuests(false)).body.code).toBe(200);
    // No new guest.
    const another = { countryCode: '+33', email: 'new.guest@example.org', phone: '612345679' };
    expect((await post(ctx.app, '/api/front/login/register/visitor', another, { ip: freshIp() })).status).toBe(403);
    // The live guest: signed in, its cart as it was.
    expect((await get<{ scope: string[] }>(ctx.app, '/api/front/user/info', bearer(token))).body.data.scope).toEqual([
      'guest',
    ]);
    const cart = await get<{ valid: { skuId: number; quantity: number }[] }>(
      ctx.app,
      '/api/front/cart/list',
      bearer(token),
    );
    expect(JSON.stringify(cart.body.data)).toContain(`"skuId":${sku.skuId}`);
    // No new checkout, told why in the guest's language.
    const refused = await post(
      ctx.app,
      '/api/front/order/pre/order',
      { type: 'buyNow', items: [{ productId: sku.productId, skuId: sku.skuId, quantity: 1 }] },
      as('th'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('ปิดการสั่งซื้อแบบผู้เยี่ยมชมแล้ว: โปรดเข้าสู่ระบบหรือสมัครสมาชิกเพื่อสั่งซื้อใหม่');
    // The order placed before is paid.
    const paid = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      {
        orderNo: placed.body.data.orderNo,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
        holder: 'Guest',
      },
      as(),
    );
    expect(paid.body.data?.status, paid.body.message).toBe('succeeded');
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM orders WHERE order_no = ${placed.body.data.orderNo}`,
    );
    expect(rows[0]!.status).not.toBe('unpaid');
    const orders = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE u.guest_email LIKE 'late.guest%'`,
    );
    expect(orders.rows[0]!.n).toBe(1);

    // On again: the same guest checks out.
    expect((await switchGuests(true)).body.code).toBe(200);
    expect((await startCheckout(ctx, token, [{ sku, quantity: 1 }])).length).toBeGreaterThan(0);
  });
});
