import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, newShopper, post, startTestApp, type TestContext } from '../../../test/harness';
import { orderIn, review, submit } from './reviews.fixtures';

let ctx: TestContext;
let techzone: { token: string; merchantId: number };
/** Staff of another shop than TechZone. */
let otherShop: { token: string; merchantId: number };
beforeAll(async () => {
  ctx = await startTestApp();
  techzone = await merchantToken(ctx.db);
  const staff = await newShopper(ctx.db, 'otherstaff');
  const { rows } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM merchants WHERE id <> ${techzone.merchantId} AND status = 'open' ORDER BY id LIMIT 1`,
  );
  await ctx.db.execute(sql`INSERT INTO merchant_staff (merchant_id, user_id) VALUES (${rows[0]!.id}, ${staff.id})`);
  otherShop = { token: staff.token, merchantId: rows[0]!.id };
});
afterAll(() => ctx?.close());

type Page<T> = { list: T[]; total: number };
type ShopReview = {
  id: number;
  orderNo: string | null;
  comment: string;
  merchantReply: string | null;
  nickname: string;
};

const shopReviews = (token: string, query = '') =>
  get<Page<ShopReview>>(ctx.app, `/api/merchant/reviews?limit=100${query}`, bearer(token));
const replyTo = (token: string, id: number, reply: unknown) =>
  post(ctx.app, `/api/merchant/reviews/${id}/reply`, { reply }, { headers: bearer(token) });

describe('the shop answers its reviews', () => {
  it("lists its own reviews, filtered by replied or not; another shop's are not among them", async () => {
    const order = await orderIn(ctx, 'to_review');
    const created = await submit(ctx, order.token, review(order, 0, { comment: 'Where is the manual?' }));
    const id = created.body.data.id;
    const all = await shopReviews(techzone.token);
    expect(all.body.data.list.find((r) => r.id === id)).toMatchObject({
      orderNo: order.orderNo,
      comment: 'Where is the manual?',
      merchantReply: null,
      nickname: 'reviewer',
    });
    expect((await shopReviews(techzone.token, '&replied=false')).body.data.list.some((r) => r.id === id)).toBe(true);
    expect((await shopReviews(techzone.token, '&replied=true')).body.data.list.some((r) => r.id === id)).toBe(false);
    expect((await shopReviews(otherShop.token)).body.data.list.some((r) => r.id === id)).toBe(false);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM reviews WHERE merchant_id = ${techzone.merchantId}`,
    );
    expect(all.body.data.total).toBe(rows[0]!.n);
  });

  it('pages its reviews newest first, with the total of the filter', async () => {
    const { rows: expected } = await ctx.db.execute<{ id: number }>(sql`
      SELECT id FROM reviews WHERE merchant_id = ${techzone.merchantId} AND product_score >= 4
      ORDER BY created_at DESC, id DESC`);
    expect(expected.length).toBeGreaterThan(4);
    for (const page of [1, 2]) {
      const { body } = await get<Page<ShopReview>>(
        ctx.app,
        `/api/merchant/reviews?type=1&limit=2&page=${page}`,
        bearer(techzone.token),
      );
      expect(body.data.list.map((r) => r.id)).toEqual(expected.slice((page - 1) * 2, page * 2).map((r) => r.id));
      expect(body.data.total).toBe(expected.length);
    }
  });

  it('the reply shows in my reply list and on the goods detail', async () => {
    const order = await orderIn(ctx, 'to_review', { offset: 1 });
    const created = await submit(ctx, order.token, review(order, 0, { comment: 'Box was dented.' }));
    const id = created.body.data.id;
    const res = await replyTo(techzone.token, id, '  Sorry about the box, a new one is on its way.  ');
    expect(res.body).toMatchObject({ code: 200, message: 'Reply saved' });

    const mine = await get<Page<{ id: number; merchantReply: string | null; replyTime: string | null }>>(
      ctx.app,
      '/api/front/order/reply/list',
      bearer(order.token),
    );
    expect(mine.body.data.list[0]).toMatchObject({
      id,
      merchantReply: 'Sorry about the box, a new one is on its way.',
    });
    expect(mine.body.data.list[0]!.replyTime).not.toBeNull();
    const onDetail = await get<Page<{ id: number; merchantReply: string | null }>>(
      ctx.app,
      `/api/front/product/reply/list/${order.items[0]!.productId}?type=1&limit=100`,
    );
    expect(onDetail.body.data.list.find((r) => r.id === id)?.merchantReply).toBe(
      'Sorry about the box, a new one is on its way.',
    );
    expect((await shopReviews(techzone.token, '&replied=true')).body.data.list.some((r) => r.id === id)).toBe(true);

    // A correction replaces the reply.
    await replyTo(techzone.token, id, 'The new box left today.');
    const corrected = await get<Page<{ merchantReply: string | null }>>(
      ctx.app,
      '/api/front/order/reply/list',
      bearer(order.token),
    );
    expect(corrected.body.data.list[0]!.merchantReply).toBe('The new box left today.');
  });

  it('a merchant of another shop cannot reply, a shopper cannot reply, and the reply is checked', async () => {
    const order = await orderIn(ctx, 'to_review', { offset: 2 });
    const id = (await submit(ctx, order.token, review(order))).body.data.id;
    const foreign = await replyTo(otherShop.token, id, 'Not our review');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Review not found');
    const shopper = await replyTo(order.token, id, 'Replying to myself');
    expect(shopper.status).toBe(403);
    expect((await get(ctx.app, '/api/merchant/reviews', bearer(order.token))).status).toBe(403);
    expect((await replyTo(techzone.token, 99999999, 'Nobody')).status).toBe(404);

    const empty = await replyTo(techzone.token, id, '   ');
    expect(empty.body.message).toBe('Fill in the reply');
    const long = await replyTo(techzone.token, id, 'x'.repeat(501));
    expect(long.body.message).toBe('The reply must be at most 500 characters');
    const { rows } = await ctx.db.execute<{ merchant_reply: string | null }>(
      sql`SELECT merchant_reply FROM reviews WHERE id = ${id}`,
    );
    expect(rows[0]!.merchant_reply).toBeNull();
  });

  it('counts a reply in the characters its writer sees, in the reader’s language (audit FC3)', async () => {
    const order = await orderIn(ctx, 'to_review', { offset: 3 });
    const id = (await submit(ctx, order.token, review(order))).body.data.id;
    const stored = async () =>
      (await ctx.db.execute<{ r: string | null }>(sql`SELECT merchant_reply AS r FROM reviews WHERE id = ${id}`))
        .rows[0]!.r;
    // 501 emoji or Thai syllables under their marks: one too many as seen, told in the writer's language.
    for (const [language, reply, told] of [
      ['th', 'กี่'.repeat(501), 'ข้อความตอบกลับต้องไม่เกิน 500 ตัวอักษร'],
      ['fr', '😀'.repeat(501), 'La réponse ne doit pas dépasser 500 caractères'],
    ] as const) {
      const refused = await post(
        ctx.app,
        `/api/merchant/reviews/${id}/reply`,
        { reply },
        { headers: { ...bearer(techzone.token), 'accept-language': language } },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(told);
    }
    expect(await stored()).toBeNull();
    // 500 of either (1,000 UTF-16 units, 1,500 code points): taken whole.
    for (const reply of ['😀'.repeat(500), 'กี่'.repeat(500)]) {
      const taken = await replyTo(techzone.token, id, reply);
      expect(taken.status, taken.body.message).toBe(200);
      expect(await stored()).toBe(reply);
    }
  });
});
