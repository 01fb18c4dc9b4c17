import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSession } from '../../../test/chat-support';
import { bearer, freshIp, get, merchantToken, newShopper, post, type TestContext } from '../../../test/harness';
import { type NoticeRig, startNoticeRig } from '../../../test/notice-rig';
import { credit, forgetChangeWait } from '../../../test/payout-helpers';
import { placeOrder, skusOf } from '../../../test/refund-helpers';
import { companyName, firstChoices, forgetResendWait, uploadPicture } from '../../../test/settle-support';

/**
 * A notice that asks someone to act is settled, for every reader, when the thing it points at is decided (audit FZ3):
 * the operator's bell no longer counts an application approved or a payout decided, nor the shop's a request decided
 * or an order shipped.
 */
let rig: NoticeRig;
let ctx: TestContext;
let admin: { token: string; userId: number };
let otherAdmin: { token: string };
let shop: { token: string; merchantId: number };

beforeAll(async () => {
  rig = await startNoticeRig();
  ctx = rig.ctx;
  admin = await adminSession(ctx.db);
  // A second operator: a to-do is settled for every reader, not only the one who decided.
  const second = await newShopper(ctx.db, 'operator2');
  await ctx.db.execute(sql`UPDATE users SET is_admin = true WHERE id = ${second.id}`);
  otherAdmin = { token: second.token };
  shop = await merchantToken(ctx.db);
});
afterAll(async () => {
  await rig?.close();
});

type Listed = { list: { kind: string; title: string; read: boolean }[] };
const unread = async (route: 'admin' | 'merchant', token: string) =>
  (await get<{ total: number }>(ctx.app, `/api/${route}/notices/unread`, bearer(token))).body.data.total;
const listed = async (route: 'admin' | 'merchant', token: string, kind: string, about: string) =>
  (await get<Listed>(ctx.app, `/api/${route}/notices?kind=${kind}&limit=50`, bearer(token))).body.data.list.filter(
    (n) => n.title.includes(about),
  );

/** The last six-digit code mailed to this address (this file's mail goes to the rig's catcher, not the outbox). */
function codeMailedTo(to: string): string {
  const code = /\b(\d{6})\b/.exec(rig.mailsTo(to).at(-1)?.subject ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

async function setPayoutAccount() {
  await forgetChangeWait(ctx.db, shop.merchantId);
  const account = { method: 'offline', holder: 'TechZone Ltd', bankText: 'Bank of Tests, IBAN GB00 0000' };
  const asked = await post(ctx.app, '/api/merchant/finance/payout-account', account, { headers: bearer(shop.token) });
  expect(asked.body.code, asked.body.message).toBe(200);
  const code = codeMailedTo('merchant@example.com');
  const confirmed = await post(
    ctx.app,
    '/api/merchant/finance/payout-account/confirm',
    { code },
    {
      headers: bearer(shop.token),
    },
  );
  expect(confirmed.body.code, confirmed.body.message).toBe(200);
  await ctx.db.execute(sql`UPDATE payout_accounts SET held_until = NULL WHERE merchant_id = ${shop.merchantId}`);
}

async function apply(name: string) {
  const user = await newShopper(ctx.db, 'applicant');
  const email = `apply.${randomBytes(4).toString('hex')}@example.org`;
  await forgetResendWait(ctx.db, email);
  const headers = bearer(user.token);
  await post(ctx.app, '/api/front/merchant/settled/captcha', { email }, { headers, ip: freshIp() });
  const form = {
    name,
    realName: 'Ana Ruiz',
    phone: '5551234567',
    email,
    captcha: codeMailedTo(email),
    ...(await firstChoices(ctx.db)),
    qualificationPictures: [await uploadPicture(ctx.app, user.token), await uploadPicture(ctx.app, user.token)],
    agreement: true,
  };
  const res = await post<{ id: number }>(ctx.app, '/api/front/merchant/settled/apply', form, {
    headers,
    ip: freshIp(),
  });
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.id;
}

describe('the operator’s to-do notices', () => {
  it('settles "new shop application … awaits review" for every operator when one approves it', async () => {
    const name = companyName();
    const id = await apply(name);
    const [before, otherBefore] = [await unread('admin', admin.token), await unread('admin', otherAdmin.token)];
    expect((await listed('admin', admin.token, 'application_submitted', name)).map((n) => n.read)).toEqual([false]);
    const approved = await post(
      ctx.app,
      `/api/admin/merchant/applications/${id}/approve`,
      { version: 1 },
      { headers: bearer(admin.token) },
    );
    expect(approved.body.code, approved.body.message).toBe(200);
    expect(await unread('admin', admin.token)).toBe(before - 1);
    expect(await unread('admin', otherAdmin.token)).toBe(otherBefore - 1);
    expect((await listed('admin', admin.token, 'application_submitted', name)).map((n) => n.read)).toEqual([true]);
    expect((await listed('admin', otherAdmin.token, 'application_submitted', name)).map((n) => n.read)).toEqual([true]);
  });

  it('settles it when the application is rejected too', async () => {
    const name = companyName();
    const id = await apply(name);
    const before = await unread('admin', admin.token);
    const rejected = await post(
      ctx.app,
      `/api/admin/merchant/applications/${id}/reject`,
      { reason: 'The documents are unreadable', version: 1 },
      { headers: bearer(admin.token) },
    );
    expect(rejected.body.code, rejected.body.message).toBe(200);
    expect(await unread('admin', admin.token)).toBe(before - 1);
    expect((await listed('admin', admin.token, 'application_submitted', name)).map((n) => n.read)).toEqual([true]);
  });

  it('leaves no unread "to review" notice of a demo payout already paid', async () => {
    const { rows } = await ctx.db.execute<{ payout_no: string; unread: number }>(sql`
      SELECT p.payout_no, (SELECT count(*)::int FROM notices n
        WHERE n.dedupe_key = 'payout_asked:' || p.payout_no AND n.read_at IS NULL) AS unread
      FROM payouts p WHERE p.status = 'paid'`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.unread > 0)).toEqual([]);
  });

  it('settles "payout … to review" when a payout is approved and paid, or rejected', async () => {
    await setPayoutAccount();
    for (const decision of ['approve', 'reject'] as const) {
      await credit(ctx.db, shop.merchantId, 50_000);
      // The demo's payout waiting in review first, then one asked here.
      const { rows: waiting } = await ctx.db.execute<{ payout_no: string }>(
        sql`SELECT payout_no FROM payouts WHERE merchant_id = ${shop.merchantId} AND status = 'reviewing'`,
      );
      let payoutNo = waiting[0]?.payout_no;
      if (!payoutNo) {
        const asked = await post<{ payoutNo: string }>(
          ctx.app,
          '/api/merchant/finance/payouts',
          { amount: '100.00' },
          { headers: bearer(shop.token) },
        );
        expect(asked.body.code, asked.body.message).toBe(200);
        payoutNo = asked.body.data.payoutNo;
      }
      const before = await unread('admin', admin.token);
      expect((await listed('admin', admin.token, 'payout_asked', payoutNo)).map((n) => n.read)).toEqual([false]);
      const decided = await post(
        ctx.app,
        `/api/admin/finance/payouts/${payoutNo}/${decision}`,
        decision === 'reject' ? { reason: 'Please check the account' } : undefined,
        { headers: bearer(admin.token) },
      );
      expect(decided.body.code, decided.body.message).toBe(200);
      expect(await unread('admin', admin.token)).toBe(before - 1);
      expect((await listed('admin', admin.token, 'payout_asked', payoutNo)).map((n) => n.read)).toEqual([true]);
    }
  });
});

describe('the shop’s to-do notices', () => {
  it('settles "after-sales request … please decide" when the shop accepts it', async () => {
    const shopper = await newShopper(ctx.db, 'asker');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    expect((await listed('merchant', shop.token, 'new_order', order.orderNo)).map((n) => n.read)).toEqual([false]);
    const asked = await post<{ refundNo: string }>(
      ctx.app,
      '/api/front/order/refund',
      { orderNo: order.orderNo, itemIds: [order.items[0]!.id], type: 'refund', reason: 'Damaged or defective' },
      { headers: bearer(shopper.token) },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    const refundNo = asked.body.data.refundNo;
    const before = await unread('merchant', shop.token);
    expect((await listed('merchant', shop.token, 'refund_asked', refundNo)).map((n) => n.read)).toEqual([false]);
    const accepted = await post(ctx.app, `/api/merchant/refunds/${refundNo}/accept`, undefined, {
      headers: bearer(shop.token),
    });
    expect(accepted.body.code, accepted.body.message).toBe(200);
    expect((await listed('merchant', shop.token, 'refund_asked', refundNo)).map((n) => n.read)).toEqual([true]);
    // The request is settled; the whole order refunded before shipping leaves nothing to ship either way.
    expect(await unread('merchant', shop.token)).toBeLessThan(before);
  });

  it('settles "new order … to ship" when the whole order is refunded before it ships (brief GG, item 2)', async () => {
    const shopper = await newShopper(ctx.db, 'changed-mind');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    const asked = await post<{ refundNo: string }>(
      ctx.app,
      '/api/front/order/refund',
      { orderNo: order.orderNo, itemIds: [order.items[0]!.id], type: 'refund', reason: 'Ordered by mistake' },
      { headers: bearer(shopper.token) },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    const refundNo = asked.body.data.refundNo;
    const before = await unread('merchant', shop.token);
    expect((await listed('merchant', shop.token, 'new_order', order.orderNo)).map((n) => n.read)).toEqual([false]);
    const accepted = await post(ctx.app, `/api/merchant/refunds/${refundNo}/accept`, undefined, {
      headers: bearer(shop.token),
    });
    expect(accepted.body.code, accepted.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ status: string; read: boolean }>(sql`
      SELECT s.status, n.read_at IS NOT NULL AS read FROM shop_orders s
      JOIN notices n ON n.kind = 'new_order' AND n.vars->>'orderNo' = s.order_no WHERE s.order_no = ${order.orderNo}`);
    expect(rows).toEqual([{ status: 'refunded', read: true }]);
    expect((await listed('merchant', shop.token, 'new_order', order.orderNo)).map((n) => n.read)).toEqual([true]);
    // Neither the request (decided) nor the order (nothing left to ship) is counted any more.
    expect(await unread('merchant', shop.token)).toBe(before - 2);
  });

  it('settles "new order … to ship" when the shop ships it', async () => {
    const shopper = await newShopper(ctx.db, 'waiter');
    const order = await placeOrder(ctx, shopper.token, await skusOf(ctx, shop.merchantId, 1));
    const before = await unread('merchant', shop.token);
    expect((await listed('merchant', shop.token, 'new_order', order.orderNo)).map((n) => n.read)).toEqual([false]);
    const shipped = await post(
      ctx.app,
      `/api/merchant/orders/${order.orderNo}/ship`,
      { method: 'send', courierCompany: 'DHL', trackingNo: 'DHL123456789' },
      { headers: bearer(shop.token) },
    );
    expect(shipped.body.code, shipped.body.message).toBe(200);
    expect(await unread('merchant', shop.token)).toBe(before - 1);
    expect((await listed('merchant', shop.token, 'new_order', order.orderNo)).map((n) => n.read)).toEqual([true]);
  });
});
