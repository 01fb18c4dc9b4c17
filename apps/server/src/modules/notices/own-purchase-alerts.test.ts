import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, startTestApp, type TestContext } from '../../../test/harness';
import { placeOrder, postAs, skusOf } from '../../../test/refund-helpers';

// A shop's own people may buy in it (audit CH2); its alerts about that purchase still reach them like any other
// (audit CX-R1: a rule meant only for "X joined your shop" kept the refund alerts, which always reach the owner, from
// the owner who was also the buyer).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe("a shop's alerts about its own people's purchases", () => {
  it('tell the owner of a refund the owner asked as a buyer, as they tell of the order', async () => {
    const owner = await merchantToken(ctx.db);
    const [line] = await skusOf(ctx, owner.merchantId, 1);
    const paid = await placeOrder(ctx, owner.token, [line!]);
    const asked = await postAs<{ refundNo: string }>(ctx, '/api/front/order/refund', owner.token, {
      type: 'refund',
      reason: 'Damaged or defective',
      explain: '',
      images: [],
      orderNo: paid.orderNo,
      itemIds: [paid.items[0]!.id],
    });
    expect(asked.body.code, asked.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ kind: string }>(sql`
      SELECT n.kind FROM notices n JOIN merchant_staff st ON st.user_id = n.user_id AND st.role = 'owner'
      WHERE st.merchant_id = ${owner.merchantId} AND n.audience = 'merchant' AND n.kind IN ('new_order', 'refund_asked')
      ORDER BY n.kind`);
    expect(rows.map((r) => r.kind)).toEqual(['new_order', 'refund_asked']);
  });
});
