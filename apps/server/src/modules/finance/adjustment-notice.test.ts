import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { adminToken } from '../../../test/settle-support';

// Audit AW10: the operator took money from a shop's balance (or gave it) and the shop was never told.

let ctx: TestContext;
let admin: { headers: Record<string, string> };
let staff: { token: string; merchantId: number };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = { headers: bearer(await adminToken(ctx.db)) };
  staff = await merchantToken(ctx.db);
  await ctx.db.execute(sql`UPDATE users SET locale = 'th' WHERE email = 'merchant@example.com'`);
});
afterAll(() => ctx?.close());

const available = async () =>
  Number(
    (
      await ctx.db.execute<{ available: number }>(
        sql`SELECT coalesce((SELECT available FROM merchant_balances WHERE merchant_id = ${staff.merchantId}), 0) AS available`,
      )
    ).rows[0]?.available ?? 0,
  );

describe('an adjustment of a shop balance (audit AW10)', () => {
  it("tells the shop's staff, in their language, the amount, the reason and the resulting balance or debt", async () => {
    const before = await available();
    const taken = before + 30_000; // more than it has: the rest becomes a debt
    const amount = `-${(taken / 100).toFixed(2)}`;
    const reason = 'Contracargo del pedido SH20261204865486';
    const booked = await post(
      ctx.app,
      `/api/admin/finance/shops/${staff.merchantId}/adjustments`,
      { amount, reason, requestId: 'aw10-chargeback-1' },
      admin,
    );
    expect(booked.status, booked.body.message).toBe(200);

    const { rows } = await ctx.db.execute<{ vars: Record<string, string>; channels: string[] }>(sql`
      SELECT n.vars, array_agg(d.channel ORDER BY d.channel) AS channels
      FROM notices n JOIN notice_deliveries d ON d.notice_id = n.id
      WHERE n.kind = 'balance_adjusted' AND n.merchant_id = ${staff.merchantId} GROUP BY n.id`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      vars: { amount, reason, available: '0.00', debt: '300.00' },
      channels: ['email', 'site'],
    });

    const list = await get<{ list: { title: string; body: string; link: string }[] }>(
      ctx.app,
      '/api/merchant/notices?kind=balance_adjusted',
      bearer(staff.token),
    );
    const [told] = list.body.data.list;
    expect(told?.title).toContain('ยอดเงินของร้านถูกปรับ');
    expect(told?.body).toContain(reason);
    expect(told?.body).toContain('หนี้:');
    expect(told?.link).toBe('/merchant/finance');

    // The same form sent again books nothing and tells nothing more.
    await post(
      ctx.app,
      `/api/admin/finance/shops/${staff.merchantId}/adjustments`,
      { amount, reason, requestId: 'aw10-chargeback-1' },
      admin,
    );
    const again = await ctx.db.execute(
      sql`SELECT 1 FROM notices WHERE kind = 'balance_adjusted' AND merchant_id = ${staff.merchantId}`,
    );
    expect(again.rows).toHaveLength(1);
  });
});
