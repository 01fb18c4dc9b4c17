import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, type TestContext } from '../../../test/harness';
import { type Line, postAs } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import { closedForServiceSteps } from '../../../test/stripe-refund-steps';
import type { StripeStandin } from '../../../test/stripe-standin';
import { disputeObject, refundObject, stripeMall } from '../../../test/stripe-webhook';

/**
 * To-do notices settled by what Stripe and the operator do (brief GG, after audit FZ3): a shop order emptied before it
 * shipped no longer asks its shop to ship it, a closed dispute no longer asks for evidence, and the money held for
 * the buyer of a refund closed for customer service no longer asks the operator to pay it once it is all paid.
 */
const stripe = stripeMall('whsec_todo_settled_test', 'todo');
const { deliver } = stripe;
const { refundFirstItem, failThrice } = closedForServiceSteps(stripe);

let ctx: TestContext;
let fake: StripeStandin;
let shop: { token: string; merchantId: number; userId: number };
let admin: { token: string; userId: number };
let lines: Line[];

beforeAll(async () => {
  const started = await stripe.start(1);
  ({ ctx, fake, lines } = started);
  const userOf = async (email: string) =>
    (await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id;
  shop = { ...started.merchant, userId: await userOf('merchant@example.com') };
  admin = { token: await adminToken(ctx.db), userId: await userOf('admin@example.com') };
});
afterAll(stripe.close);

/** What the reader's bell counts, as their console asks it. */
const bell = async (route: 'admin' | 'merchant', token: string) =>
  (await get<{ total: number }>(ctx.app, `/api/${route}/notices/unread`, bearer(token))).body.data.total;

/** Whether each reader's notice of `kind` about order `orderNo` (or refund `refundNo`) is read. */
async function readBy(kind: string, about: { orderNo?: string; refundNo?: string }) {
  const { rows } = await ctx.db.execute<{ user_id: number; read: boolean }>(sql`
    SELECT user_id, read_at IS NOT NULL AS read FROM notices
    WHERE kind = ${kind} AND (vars->>'orderNo' = ${about.orderNo ?? null} OR vars->>'refundNo' = ${about.refundNo ?? null})
    ORDER BY user_id, id`);
  return rows.map((r) => ({ userId: Number(r.user_id), read: r.read }));
}

/** The last notice's id: what the readers were told after it is not the to-do. */
const lastNotice = async () =>
  Number((await ctx.db.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0) AS id FROM notices`)).rows[0]!.id);
/** Unread notices told to `userId` after notice `since` (what the action told, beside the to-do it settled). */
const toldSince = async (userId: number, since: number) =>
  Number(
    (
      await ctx.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM notices WHERE user_id = ${userId} AND id > ${since} AND read_at IS NULL`,
      )
    ).rows[0]!.n,
  );

describe('"new order … to ship" of a shop order emptied before it shipped (brief GG, item 2)', () => {
  it('is settled when Stripe refunds the whole order from its dashboard', async () => {
    const paid = await stripe.paid([lines[0]!]);
    const [order] = paid.shops;
    expect(await readBy('new_order', { orderNo: order!.order_no })).toEqual([{ userId: shop.userId, read: false }]);
    const before = await bell('merchant', shop.token);
    const since = await lastNotice();
    const refund = fake.dashboardRefund(paid.intent, order!.pay_amount);
    expect(await deliver('refund.created', refundObject(refund))).toBe('applied');
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id = ${order!.id}`,
    );
    expect(rows[0]!.status).toBe('refunded');
    expect(await readBy('new_order', { orderNo: order!.order_no })).toEqual([{ userId: shop.userId, read: true }]);
    // "Do not ship order …" is told; "to ship" is no longer counted.
    expect(await bell('merchant', shop.token)).toBe(before - 1 + (await toldSince(shop.userId, since)));
  });

  it('is settled when a lost dispute closes it, and the dispute’s own to-dos with it (item 3)', async () => {
    const paid = await stripe.paid([lines[0]!]);
    const [order] = paid.shops;
    const id = `dp_todo_lost_${paid.intent}`;
    expect(
      await deliver('charge.dispute.created', disputeObject(id, paid.charge, order!.pay_amount, 'needs_response')),
    ).toBe('applied');
    const about = { orderNo: order!.order_no };
    expect(await readBy('dispute_opened', about)).toEqual([{ userId: shop.userId, read: false }]);
    expect(await readBy('dispute_opened_seen', about)).toEqual([{ userId: admin.userId, read: false }]);
    const [shopBefore, adminBefore] = [await bell('merchant', shop.token), await bell('admin', admin.token)];
    const since = await lastNotice();
    expect(await deliver('charge.dispute.closed', disputeObject(id, paid.charge, order!.pay_amount, 'lost'))).toBe(
      'applied',
    );
    const { rows } = await ctx.db.execute<{ status: string }>(
      sql`SELECT status FROM shop_orders WHERE id = ${order!.id}`,
    );
    expect(rows[0]!.status).toBe('refunded');
    expect(await readBy('new_order', about)).toEqual([{ userId: shop.userId, read: true }]);
    expect(await readBy('dispute_opened', about)).toEqual([{ userId: shop.userId, read: true }]);
    expect(await readBy('dispute_opened_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    // The shop's bell counts neither "to ship" nor "disputed", the operator's not "evidence due".
    expect(await bell('merchant', shop.token)).toBe(shopBefore - 2 + (await toldSince(shop.userId, since)));
    expect(await bell('admin', admin.token)).toBe(adminBefore - 1 + (await toldSince(admin.userId, since)));
  });
});

describe('an open dispute’s to-dos (brief GG, item 3)', () => {
  it('are settled for the shop and the operator when it is won, the order still to ship', async () => {
    const paid = await stripe.paid([lines[0]!]);
    const [order] = paid.shops;
    const id = `dp_todo_won_${paid.intent}`;
    const open = disputeObject(id, paid.charge, order!.pay_amount, 'needs_response');
    expect(await deliver('charge.dispute.created', open)).toBe('applied');
    expect(await deliver('charge.dispute.funds_withdrawn', open)).toBe('applied');
    const about = { orderNo: order!.order_no };
    const [shopBefore, adminBefore] = [await bell('merchant', shop.token), await bell('admin', admin.token)];
    const since = await lastNotice();
    expect(await deliver('charge.dispute.closed', { ...open, status: 'won' })).toBe('applied');
    expect(await readBy('dispute_opened', about)).toEqual([{ userId: shop.userId, read: true }]);
    expect(await readBy('dispute_opened_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    // Won, the order still waits to be shipped: its "to ship" stays.
    expect(await readBy('new_order', about)).toEqual([{ userId: shop.userId, read: false }]);
    expect(await bell('merchant', shop.token)).toBe(shopBefore - 1 + (await toldSince(shop.userId, since)));
    expect(await bell('admin', admin.token)).toBe(adminBefore - 1 + (await toldSince(admin.userId, since)));
  });
});

describe('"pay the buyer another way" (brief GG, item 4; decision 0052)', () => {
  const pay = (refundNo: string, cents: number, requestId: string) =>
    postAs(ctx, `/api/admin/refunds/${refundNo}/paid-another-way`, admin.token, {
      amount: (cents / 100).toFixed(2),
      note: `Bank transfer ${requestId}`,
      requestId,
    });

  it('is settled for the operator once what is held for the buyer is all paid another way', async () => {
    const paid = await stripe.paid([lines[0]!]);
    const refundNo = await refundFirstItem(paid);
    // Its card refund fails three times: closed for customer service, the operator asked to pay another way.
    const closed = await failThrice(refundNo);
    const about = { refundNo };
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: false }]);

    // A part paid: the rest is still to pay.
    const part = await pay(refundNo, 100, `todo-part-${refundNo}`);
    expect(part.body.code, part.body.message).toBe(200);
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: false }]);
    const before = await bell('admin', admin.token);
    const since = await lastNotice();
    const rest = await pay(refundNo, closed.amount - 100, `todo-rest-${refundNo}`);
    expect(rest.body.code, rest.body.message).toBe(200);
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    expect(await bell('admin', admin.token)).toBe(before - 1 + (await toldSince(admin.userId, since)));
  });

  it('settles "held for the buyer again" too, told once per Stripe refund that gave the holding back', async () => {
    const paid = await stripe.paid([lines[0]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    // A dashboard refund pays the holding, then fails: the operator is told it is held for the buyer again.
    const dash = fake.dashboardRefund(paid.intent, closed.amount);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    const about = { refundNo };
    // Paid by the dashboard refund, nothing was held: the first "pay another way" is settled then.
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    expect(await deliver('refund.updated', { ...fake.failRefund(dash.id) })).toBe('applied');
    expect(await readBy('refund_held_again_seen', about)).toEqual([{ userId: admin.userId, read: false }]);
    const before = await bell('admin', admin.token);
    const since = await lastNotice();
    const all = await pay(refundNo, closed.amount, `todo-all-${refundNo}`);
    expect(all.body.code, all.body.message).toBe(200);
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    expect(await readBy('refund_held_again_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    expect(await bell('admin', admin.token)).toBe(before - 1 + (await toldSince(admin.userId, since)));
  });

  it('is settled when a refund made at Stripe’s dashboard pays the buyer all that was held', async () => {
    const paid = await stripe.paid([lines[0]!]);
    const refundNo = await refundFirstItem(paid);
    const closed = await failThrice(refundNo);
    const about = { refundNo };
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: false }]);
    const before = await bell('admin', admin.token);
    const since = await lastNotice();
    // Stripe's dashboard refunds the card what the mall held for the buyer: nothing is left to pay another way.
    const dash = fake.dashboardRefund(paid.intent, closed.amount);
    expect(await deliver('refund.created', refundObject(dash))).toBe('applied');
    expect(await readBy('refund_held_released_seen', about)).toEqual([{ userId: admin.userId, read: false }]);
    expect(await readBy('refund_failed_closed_seen', about)).toEqual([{ userId: admin.userId, read: true }]);
    expect(await bell('admin', admin.token)).toBe(before - 1 + (await toldSince(admin.userId, since)));
  });
});
