import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { loadConfig } from '../../config';
import { orderIn } from '../reviews/reviews.fixtures';
import { decideOverdueRefunds } from './overdue-refunds';

// A shop that never answers does not keep the shopper's money (audit AM11): a request it leaves undecided is accepted
// for it, returned goods it leaves unconfirmed count as received and are paid back; the shopper and the shop see by
// when, and the shop is told.

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
const DAYS = { acceptDays: 5, receiveDays: 10 };

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
});
afterAll(() => ctx?.close());

type RefundView = { status: string; createTime: string; returnTime: string | null; shopDeadline: string | null };

const ask = async (token: string, orderNo: string, itemId: number, type: 'refund' | 'return') => {
  const res = await post<{ refundNo: string }>(
    ctx.app,
    '/api/front/order/refund',
    { orderNo, itemIds: [itemId], type, reason: 'Damaged or defective', explain: '', images: [] },
    { headers: bearer(token) },
  );
  expect(res.body.code, res.body.message).toBe(200);
  return res.body.data.refundNo;
};
const shopperView = async (token: string, refundNo: string) =>
  (await get<RefundView>(ctx.app, `/api/front/order/refund/detail/${refundNo}`, bearer(token))).body.data;
const shopView = async (refundNo: string) =>
  (await get<RefundView>(ctx.app, `/api/merchant/refunds/${refundNo}`, bearer(merchant.token))).body.data;
const shopNotices = async (refundNo: string) => {
  const { rows } = await ctx.db.execute<{ kind: string }>(sql`
    SELECT DISTINCT kind FROM notices WHERE audience = 'merchant' AND merchant_id = ${merchant.merchantId}
      AND vars->>'refundNo' = ${refundNo} ORDER BY kind`);
  return rows.map((r) => r.kind);
};
const shopperNotices = async (refundNo: string) => {
  const { rows } = await ctx.db.execute<{ kind: string }>(sql`
    SELECT kind FROM notices WHERE audience = 'shopper' AND vars->>'refundNo' = ${refundNo} ORDER BY id`);
  return rows.map((r) => r.kind);
};
/** The text of the shopper's newest notice of this kind, as the French message centre shows it. */
const shopperReads = async (token: string, kind: string) => {
  const res = await get<{ list: { kind: string; body: string }[] }>(ctx.app, '/api/front/notices', {
    ...bearer(token),
    'accept-language': 'fr',
  });
  return res.body.data.list.find((n) => n.kind === kind)?.body ?? '';
};
const paidBack = async (refundNo: string) => {
  const { rows } = await ctx.db.execute<{ amount: number }>(sql`
    SELECT p.amount FROM payments p JOIN refunds r ON r.order_id = p.order_id
    WHERE r.refund_no = ${refundNo} AND p.status = 'refund'`);
  return rows.map((r) => r.amount);
};
const refundState = async (refundNo: string) => {
  const { rows } = await ctx.db.execute<{ status: string; amount: number }>(
    sql`SELECT status, amount FROM refunds WHERE refund_no = ${refundNo}`,
  );
  return rows[0]!;
};
const days = (iso: string, n: number) => new Date(new Date(iso).getTime() + n * 86_400_000).toISOString();

describe('refunds the shop leaves unanswered', () => {
  it('REFUND_AUTO_ACCEPT_DAYS is 5 and RETURN_AUTO_RECEIVE_DAYS 10 unless set', () => {
    expect(loadConfig({}).REFUND_AUTO_ACCEPT_DAYS).toBe(5);
    expect(loadConfig({}).RETURN_AUTO_RECEIVE_DAYS).toBe(10);
    expect(loadConfig({ REFUND_AUTO_ACCEPT_DAYS: '2' }).REFUND_AUTO_ACCEPT_DAYS).toBe(2);
    expect(() => loadConfig({ RETURN_AUTO_RECEIVE_DAYS: '0' })).toThrow(/RETURN_AUTO_RECEIVE_DAYS/);
  });

  it('a request not decided in time is accepted for the shop and paid back, once; both sides saw by when', async () => {
    const order = await orderIn(ctx, 'to_receive');
    const refundNo = await ask(order.token, order.orderNo, order.items[0]!.id, 'refund');
    const shown = await shopperView(order.token, refundNo);
    expect(shown.shopDeadline).toBe(days(shown.createTime, 5));
    expect((await shopView(refundNo)).shopDeadline).toBe(shown.shopDeadline);

    expect(await decideOverdueRefunds(ctx.db, null, DAYS)).toBe(0);
    await ctx.db.execute(
      sql`UPDATE refunds SET created_at = now() - interval '5 days 1 minute' WHERE refund_no = ${refundNo}`,
    );
    const [first, second] = await Promise.all([
      decideOverdueRefunds(ctx.db, null, DAYS),
      decideOverdueRefunds(ctx.db, null, DAYS),
    ]);
    expect(first + second).toBe(1);

    const refund = await refundState(refundNo);
    expect(refund.status).toBe('refunded');
    expect(await paidBack(refundNo)).toEqual([refund.amount]);
    const after = await shopperView(order.token, refundNo);
    expect(after).toMatchObject({ status: 'refunded', shopDeadline: null });
    expect(await shopNotices(refundNo)).toEqual(['refund_asked', 'refund_auto_accepted']);
    // The shopper is told the mall decided because the shop did not, not that the shop accepted.
    expect(await shopperNotices(refundNo)).toEqual(['refund_accepted_overdue', 'refund_paid']);
    expect(await shopperReads(order.token, 'refund_accepted_overdue')).toMatch(
      / n’a pas répondu à temps à votre demande après-vente RE\d+ : le centre commercial l’a acceptée pour la boutique, pour \d/,
    );
  });

  it('returned goods not confirmed in time count as received: back in stock and paid back', async () => {
    const order = await orderIn(ctx, 'to_receive', { offset: 1 });
    const refundNo = await ask(order.token, order.orderNo, order.items[0]!.id, 'return');
    const accepted = await post(ctx.app, `/api/merchant/refunds/${refundNo}/accept`, undefined, {
      headers: bearer(merchant.token),
    });
    expect(accepted.body.code).toBe(200);
    expect((await shopperView(order.token, refundNo)).shopDeadline).toBeNull();
    const sent = await post(
      ctx.app,
      `/api/front/order/refund/return/${refundNo}`,
      { courier: 'DHL', trackingNo: 'JD0001' },
      { headers: bearer(order.token) },
    );
    expect(sent.body.code).toBe(200);
    const shown = await shopperView(order.token, refundNo);
    expect(shown.status).toBe('returning');
    expect(shown.shopDeadline).toBe(days(shown.returnTime!, 10));
    expect((await shopView(refundNo)).shopDeadline).toBe(shown.shopDeadline);

    await ctx.db.execute(
      sql`UPDATE refunds SET returned_at = now() - interval '9 days 23 hours' WHERE refund_no = ${refundNo}`,
    );
    expect(await decideOverdueRefunds(ctx.db, null, DAYS)).toBe(0);
    await ctx.db.execute(
      sql`UPDATE refunds SET returned_at = now() - interval '10 days 1 minute' WHERE refund_no = ${refundNo}`,
    );
    expect(await decideOverdueRefunds(ctx.db, null, DAYS)).toBe(1);
    expect(await decideOverdueRefunds(ctx.db, null, DAYS)).toBe(0);

    const refund = await refundState(refundNo);
    expect(refund.status).toBe('refunded');
    expect(await paidBack(refundNo)).toEqual([refund.amount]);
    expect(await shopNotices(refundNo)).toEqual(['refund_asked', 'return_auto_received']);
    expect(await shopperNotices(refundNo)).toEqual(['refund_accepted', 'return_received_overdue', 'refund_paid']);
    expect(await shopperReads(order.token, 'return_received_overdue')).toContain(
      'n’a pas confirmé à temps l’arrivée des articles renvoyés',
    );
  });

  it('a request the shop refused before its deadline stays refused', async () => {
    const order = await orderIn(ctx, 'to_receive', { offset: 2 });
    const refundNo = await ask(order.token, order.orderNo, order.items[0]!.id, 'refund');
    const refused = await post(
      ctx.app,
      `/api/merchant/refunds/${refundNo}/refuse`,
      { reason: 'The parcel was delivered' },
      { headers: bearer(merchant.token) },
    );
    expect(refused.body.code, refused.body.message).toBe(200);
    await ctx.db.execute(sql`UPDATE refunds SET created_at = now() - interval '30 days' WHERE refund_no = ${refundNo}`);
    expect(await decideOverdueRefunds(ctx.db, null, DAYS)).toBe(0);
    expect((await refundState(refundNo)).status).toBe('refused');
  });
});
