import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, get, startTestApp, type TestContext } from '../../../test/harness';
import { orderIn, type ReceivedOrder, review, shopOrderState, submit, uploadPicture } from './reviews.fixtures';

// The points helper is another module's; the tests watch that an order's completion asks it, and keep its behaviour.
const earned = vi.hoisted(() => [] as number[]);
vi.mock(import('../points/points-ledger'), async (original) => {
  const actual = await original();
  return {
    ...actual,
    earnPointsForShopOrder: async (t, shopOrderId) => {
      earned.push(shopOrderId);
      await actual.earnPointsForShopOrder(t, shopOrderId);
    },
  };
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

type Page<T> = { list: T[]; total: number; page: number; limit: number };
type Pending = { orderNo: string; itemId: number; productId: number; name: string; merName: string };
type Mine = { id: number; orderNo: string | null; comment: string; pics: string[]; merchantReply: string | null };
type Reply = { id: number; comment: string; pics: string[]; merchantReply: string | null; productScore: number };

const pending = (token: string) => get<Page<Pending>>(ctx.app, '/api/front/order/comment/pending', bearer(token));
const mine = (token: string) => get<Page<Mine>>(ctx.app, '/api/front/order/reply/list', bearer(token));
const repliesOf = (productId: number, type: number) =>
  get<Page<Reply>>(ctx.app, `/api/front/product/reply/list/${productId}?type=${type}&limit=100`);
const reviewRows = async (itemId: number) =>
  (await ctx.db.execute(sql`SELECT id FROM reviews WHERE order_item_id = ${itemId}`)).rows.length;

describe('items waiting for a review', () => {
  it('lists the items of received orders only, with order and product, and needs a session', async () => {
    const received = await orderIn(ctx, 'to_review', { items: 2 });
    const list = await pending(received.token);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((i) => i.itemId).sort()).toEqual(received.items.map((i) => i.id).sort());
    expect(list.body.data.list[0]).toMatchObject({ orderNo: received.orderNo, merName: 'TechZone Official Store' });
    expect(list.body.data.list[0]!.name).not.toBe('');

    const shipped = await orderIn(ctx, 'to_receive');
    expect((await pending(shipped.token)).body.data.total).toBe(0);
    expect((await get(ctx.app, '/api/front/order/comment/pending')).status).toBe(401);
  });
});

describe('writing a review', () => {
  it('stores it with product, shop, user, options and order; the item leaves the pending list', async () => {
    const order = await orderIn(ctx, 'to_review', { items: 2 });
    const res = await submit(ctx, order.token, review(order, 0, { productScore: 4, serviceScore: 3 }));
    expect(res.body).toMatchObject({ code: 200, message: 'Thank you for your review' });
    expect(res.body.data.orderCompleted).toBe(false);
    const { rows } = await ctx.db.execute<Record<string, unknown>>(sql`
      SELECT r.product_id, r.merchant_id, r.user_id, r.sku_text = i.sku_text AS same_sku, r.shop_order_id,
        r.order_item_id, r.product_score, r.service_score, i.reviewed
      FROM reviews r JOIN order_items i ON i.id = r.order_item_id WHERE r.id = ${res.body.data.id}`);
    expect(rows[0]).toMatchObject({
      product_id: order.items[0]!.productId,
      merchant_id: order.merchantId,
      user_id: order.userId,
      same_sku: true,
      shop_order_id: order.shopOrderId,
      order_item_id: order.items[0]!.id,
      product_score: 4,
      service_score: 3,
      reviewed: true,
    });
    expect((await pending(order.token)).body.data.list.map((i) => i.itemId)).toEqual([order.items[1]!.id]);
    expect((await shopOrderState(ctx, order.shopOrderId)).status).toBe('to_review');
  });

  it('refuses a review before receipt: paid and waiting, or shipped and not yet received', async () => {
    for (const state of ['to_ship', 'to_receive'] as const) {
      const order = await orderIn(ctx, state);
      const res = await submit(ctx, order.token, review(order));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Only a received order can be reviewed');
      expect(await reviewRows(order.items[0]!.id)).toBe(0);
    }
  });

  it("refuses a review of someone else's order, and an item of another order", async () => {
    const ann = await orderIn(ctx, 'to_review');
    const bob = await orderIn(ctx, 'to_review', { offset: 1 });
    const foreign = await submit(ctx, bob.token, review(ann));
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Order not found');
    const mixed = await submit(ctx, bob.token, { ...review(bob), itemId: ann.items[0]!.id });
    expect(mixed.status).toBe(404);
    expect(mixed.body.message).toBe('This item is not part of the order');
    expect(await reviewRows(ann.items[0]!.id)).toBe(0);
    expect((await submit(ctx, '', review(ann))).status).toBe(401);
  });

  it('refuses a second review of the same item, also when both are sent at once', async () => {
    const order = await orderIn(ctx, 'to_review', { items: 2 });
    expect((await submit(ctx, order.token, review(order))).body.code).toBe(200);
    const again = await submit(ctx, order.token, review(order, 0, { comment: 'Second thoughts' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This item has already been reviewed');

    const racing = await Promise.all(Array.from({ length: 5 }, () => submit(ctx, order.token, review(order, 1))));
    expect(racing.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(racing.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await reviewRows(order.items[1]!.id)).toBe(1);
  });

  it.each([
    ['a product score of 0', { productScore: 0 }, 'productScore: Give the product quality a score from 1 to 5'],
    ['a product score of 6', { productScore: 6 }, 'productScore: Give the product quality a score from 1 to 5'],
    ['a service score of 3.5', { serviceScore: 3.5 }, 'serviceScore: Give the service attitude a score from 1 to 5'],
    ['a service score as text', { serviceScore: '5' }, 'serviceScore: Give the service attitude a score from 1 to 5'],
    ['an empty text', { comment: '' }, 'comment: Please fill in your experience with the product'],
    ['a text of spaces', { comment: '   \n ' }, 'comment: Please fill in your experience with the product'],
    ['no text', { comment: undefined }, 'comment: Please fill in your experience with the product'],
    ['a text of 501 characters', { comment: 'a'.repeat(501) }, 'comment: The review must be at most 500 characters'],
  ])('refuses %s with its message', async (_what, over, message) => {
    const order = await orderIn(ctx, 'to_review');
    const res = await submit(ctx, order.token, review(order, 0, over));
    expect(res.status).toBe(400);
    expect(`${(res.body.data as unknown as { field: string }).field}: ${res.body.message}`).toBe(message);
    expect(await reviewRows(order.items[0]!.id)).toBe(0);
  });

  it('says so in the shopper language, and takes 500 characters after trimming', async () => {
    const order = await orderIn(ctx, 'to_review');
    const zh = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/order/comment',
      headers: { ...bearer(order.token), 'content-type': 'application/json', cookie: 'locale=zh-CN' },
      payload: JSON.stringify(review(order, 0, { comment: ' ' })),
    });
    expect(zh.json().message).toBe('请填写您对商品的使用心得');
    const ok = await submit(ctx, order.token, review(order, 0, { comment: `  ${'好'.repeat(500)}  ` }));
    expect(ok.body.code).toBe(200);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT char_length(comment) AS n FROM reviews WHERE id = ${ok.body.data.id}`,
    );
    expect(rows[0]!.n).toBe(500);
  });

  it('counts the text in characters as the reviewer sees them, bounded in code points too (audit FC3)', async () => {
    const order = await orderIn(ctx, 'to_review');
    // 500 Thai syllables with their marks (1,500 code points): 500 characters, taken.
    const thai = await submit(ctx, order.token, review(order, 0, { comment: 'กี่'.repeat(500) }));
    expect(thai.body.code, thai.body.message).toBe(200);
    const other = await orderIn(ctx, 'to_review');
    const emoji = await submit(ctx, other.token, review(other, 0, { comment: '😀'.repeat(501) }));
    expect(emoji.body.message).toBe('The review must be at most 500 characters');
    // 300 families of four (2,100 code points): under 500 as seen, past four code points a character.
    const heavy = await submit(ctx, other.token, review(other, 0, { comment: '👨‍👩‍👧‍👦'.repeat(300) }));
    expect(heavy.body.message).toBe('This text holds too many joined symbols or marks for its length: shorten it');
    expect(await reviewRows(other.items[0]!.id)).toBe(0);
  });

  it('takes up to 5 uploaded pictures and nothing else', async () => {
    const order = await orderIn(ctx, 'to_review');
    const pics = [];
    for (let i = 0; i < 6; i++) pics.push(await uploadPicture(ctx, order.token, `#00${i}0${i}0`));
    const six = await submit(ctx, order.token, review(order, 0, { pics }));
    expect(six.status).toBe(400);
    expect(six.body.message).toBe('A review takes at most 5 pictures');
    for (const foreign of [
      'https://tracker.example.com/pixel.jpg',
      '/uploads/u/../../../etc/passwd',
      '/uploads/u/2020-01/0123456789abcdef0123456789abcdef.jpg',
      'javascript:alert(1)',
    ]) {
      const res = await submit(ctx, order.token, review(order, 0, { pics: [pics[0], foreign] }));
      expect(res.status, foreign).toBe(400);
      expect(res.body.message, foreign).toMatch(/Review pictures must be uploaded with the upload button$/);
    }
    expect(await reviewRows(order.items[0]!.id)).toBe(0);
    const five = await submit(ctx, order.token, review(order, 0, { pics: pics.slice(0, 5) }));
    expect(five.body.code).toBe(200);
    expect((await mine(order.token)).body.data.list[0]!.pics).toEqual(pics.slice(0, 5));
  });
});

describe("a shop's own staff (audit CH2)", () => {
  it('cannot review its products: refused with the reason, nothing stored, nothing waiting, no review offered', async () => {
    const received = await orderIn(ctx, 'to_review');
    await ctx.db.execute(sql`
      INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${received.merchantId}, ${received.userId}, 'staff')`);
    const res = await submit(ctx, received.token, review(received));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("A shop's own staff cannot review its products");
    expect(await reviewRows(received.items[0]!.id)).toBe(0);
    expect((await pending(received.token)).body.data.total).toBe(0);
    const detail = await get<{ ownShop: boolean }>(
      ctx.app,
      `/api/front/order/detail/${received.orderNo}`,
      bearer(received.token),
    );
    expect(detail.body.data.ownShop).toBe(true);
    expect((await shopOrderState(ctx, received.shopOrderId)).status).toBe('to_review');
  });
});

describe('a member who left the shop (audits CY2, CZ4)', () => {
  it('cannot review what they bought while on its staff, and is told so in those words', async () => {
    const received = await orderIn(ctx, 'to_review');
    // Bought while on the staff (checkout kept it), no longer a member now.
    await ctx.db.execute(sql`UPDATE shop_orders SET own_shop = true WHERE id = ${received.shopOrderId}`);
    const res = await submit(ctx, received.token, review(received));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You bought this while you helped run the shop, so you cannot review it');
    expect(await reviewRows(received.items[0]!.id)).toBe(0);
  });
});

describe('what follows a review', () => {
  it('the order completes with its points once its last item is reviewed', async () => {
    const order = await orderIn(ctx, 'to_review', { items: 2 });
    const first = await submit(ctx, order.token, review(order, 0));
    expect(first.body.data.orderCompleted).toBe(false);
    expect(earned).not.toContain(order.shopOrderId);
    const last = await submit(ctx, order.token, review(order, 1));
    expect(last.body.data.orderCompleted).toBe(true);
    const state = await shopOrderState(ctx, order.shopOrderId);
    expect(state.status).toBe('completed');
    expect(state.completed_at).not.toBeNull();
    expect(earned.filter((id) => id === order.shopOrderId)).toHaveLength(1);
    const detail = await get<{ status: string; completeTime: string | null; items: { reviewed: boolean }[] }>(
      ctx.app,
      `/api/front/order/detail/${order.orderNo}`,
      bearer(order.token),
    );
    expect(detail.body.data).toMatchObject({ status: 'completed', items: [{ reviewed: true }, { reviewed: true }] });
    expect(detail.body.data.completeTime).not.toBeNull();
    expect(
      (await get<{ completed: number }>(ctx.app, '/api/front/order/data', bearer(order.token))).body.data,
    ).toMatchObject({ completed: 1, toReview: 0 });
  });

  it("the shop's rating is the average service score of its reviews, one decimal", async () => {
    const first = await orderIn(ctx, 'to_review');
    await ctx.db.execute(sql`DELETE FROM reviews WHERE merchant_id = ${first.merchantId}`);
    const rating = async () =>
      (await get<{ rating: number }>(ctx.app, `/api/front/merchant/index/info/${first.merchantId}`)).body.data.rating;
    await submit(ctx, first.token, review(first, 0, { serviceScore: 3 }));
    expect(await rating()).toBe(3);
    const second = await orderIn(ctx, 'to_review', { offset: 1 });
    await submit(ctx, second.token, review(second, 0, { serviceScore: 4 }));
    expect(await rating()).toBe(3.5);
    const third = await orderIn(ctx, 'to_review', { offset: 2 });
    await submit(ctx, third.token, review(third, 0, { serviceScore: 4, productScore: 1 }));
    expect(await rating()).toBe(3.7);
  });

  it('shows on the goods detail under all and good with its pictures; the counts and the good rate follow', async () => {
    const order = await orderIn(ctx, 'to_review', { offset: 3 });
    const productId = order.items[0]!.productId;
    const before = await get<{ replyStats: { sumCount: number; goodCount: number } }>(
      ctx.app,
      `/api/front/product/detail/${productId}`,
    );
    const pics = [await uploadPicture(ctx, order.token), await uploadPicture(ctx, order.token, '#2040a0')];
    const res = await submit(ctx, order.token, review(order, 0, { comment: 'Crisp sound, two photos.', pics }));
    const all = await repliesOf(productId, 0);
    const good = await repliesOf(productId, 1);
    const bad = await repliesOf(productId, 3);
    expect(all.body.data.list.find((r) => r.id === res.body.data.id)).toMatchObject({ pics, productScore: 5 });
    expect(good.body.data.list.find((r) => r.id === res.body.data.id)?.comment).toBe('Crisp sound, two photos.');
    expect(bad.body.data.list.find((r) => r.id === res.body.data.id)).toBeUndefined();
    const after = await get<{ replyStats: { sumCount: number; goodCount: number; goodRate: string } }>(
      ctx.app,
      `/api/front/product/detail/${productId}`,
    );
    expect(after.body.data.replyStats.sumCount).toBe(before.body.data.replyStats.sumCount + 1);
    expect(after.body.data.replyStats.goodCount).toBe(before.body.data.replyStats.goodCount + 1);
    const config = await get<{ sumCount: number }>(ctx.app, `/api/front/product/reply/config/${productId}`);
    expect(config.body.data.sumCount).toBe(after.body.data.replyStats.sumCount);
  });

  it('my reviews list is mine alone, newest first, with the order number', async () => {
    const order: ReceivedOrder = await orderIn(ctx, 'to_review', { items: 2 });
    await submit(ctx, order.token, review(order, 0, { comment: 'first' }));
    await submit(ctx, order.token, review(order, 1, { comment: 'second' }));
    const list = await mine(order.token);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((r) => r.comment)).toEqual(['second', 'first']);
    expect(list.body.data.list[0]).toMatchObject({ orderNo: order.orderNo, merchantReply: null });
    const other = await orderIn(ctx, 'to_receive');
    expect((await mine(other.token)).body.data.total).toBe(0);
    expect((await get(ctx.app, '/api/front/order/reply/list')).status).toBe(401);
  });
});
