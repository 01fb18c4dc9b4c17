import type { Page, Payout } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, merchantToken, post, startTestApp, type TestContext } from '../../../test/harness';
import { credit, payoutRow, shopBalances } from '../../../test/payout-helpers';
import { adminToken } from '../../../test/settle-support';
import { ledgerDiscrepancies } from './ledger';
import { payoutProviders } from './payout-providers';
import { resumeStuckPayouts } from './payouts';

// Issue 22, item 11: a bank payout is paid when the operator records the transfer's reference and day, and the shop
// sees both in its payout history.

let ctx: TestContext;
let shop: { token: string; merchantId: number };
let admin: string;
let payoutNo: string;
let amount: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The day now in the zone this many hours from UTC: +14 is the latest day begun on Earth, -12 the earliest. */
const dayIn = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString().slice(0, 10);
const dayAfter = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);
const markPaid = (body: unknown, lang = 'en') =>
  post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/paid`, body, {
    headers: { ...bearer(admin), 'accept-language': lang },
  });

beforeAll(async () => {
  ctx = await startTestApp();
  shop = await merchantToken(ctx.db);
  admin = await adminToken(ctx.db);
  // The demo shop's payout in review, asked for a day ago in a shop kept on UTC for the test's dates.
  await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'UTC' WHERE id = ${shop.merchantId}`);
  const { rows } = await ctx.db.execute<{ payout_no: string; amount: number }>(sql`
    SELECT payout_no, amount FROM payouts WHERE merchant_id = ${shop.merchantId} AND status = 'reviewing'`);
  payoutNo = rows[0]!.payout_no;
  amount = Number(rows[0]!.amount);
  await ctx.db.execute(sql`UPDATE payouts SET created_at = now() - interval '1 day' WHERE payout_no = ${payoutNo}`);
});
afterAll(() => ctx?.close());

describe('bank payouts', () => {
  it('cannot be marked paid before approval', async () => {
    expect((await markPaid({ reference: 'REF-1', paidOn: day(0) })).body).toMatchObject({
      code: 409,
      message: 'Only an approved bank payout waiting for its transfer can be marked paid',
    });
  });

  it('approval leaves a bank payout paying, and the sweep does not pay it on its own', async () => {
    const before = await shopBalances(ctx.db, shop.merchantId);
    const res = await post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/approve`, undefined, {
      headers: bearer(admin),
    });
    expect(res.body).toMatchObject({ code: 200 });
    await resumeStuckPayouts(ctx.db, payoutProviders(null), 0);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying', transfer_id: null });
    expect(await shopBalances(ctx.db, shop.merchantId)).toMatchObject({
      available: before.available - amount,
      paying: before.paying + amount,
    });
  });

  it('refuses a missing or long reference, a malformed, future or too early day, and a shop', async () => {
    const refused = [
      { reference: '', paidOn: day(0) },
      { reference: '   ', paidOn: day(0) },
      { reference: 'x'.repeat(65), paidOn: day(0) },
      { reference: 'REF-1', paidOn: '2026-02-30' },
      { reference: 'REF-1', paidOn: 'yesterday' },
      { reference: 'REF-1' },
      { reference: 'REF-1', paidOn: day(0), extra: 1 },
    ];
    for (const body of refused) expect((await markPaid(body)).body.code, JSON.stringify(body)).toBe(400);
    // Asked a day ago: from that day in UTC-12 to today in UTC+14, whatever the operator's zone (audits AW6, CE11).
    expect((await markPaid({ reference: 'REF-1', paidOn: dayAfter(dayIn(14)) })).body).toMatchObject({
      code: 400,
      message: `The day of the transfer must be from ${dayIn(-36)} to ${dayIn(14)}`,
    });
    expect((await markPaid({ reference: 'REF-1', paidOn: day(-3) }, 'fr')).body).toMatchObject({
      code: 400,
      message: `La date du virement doit être comprise entre le ${dayIn(-36)} et le ${dayIn(14)}`,
    });
    const asShop = await post(
      ctx.app,
      `/api/admin/finance/payouts/${payoutNo}/paid`,
      { reference: 'REF-1', paidOn: day(0) },
      { headers: bearer(shop.token) },
    );
    expect(asShop.status).toBeGreaterThanOrEqual(401);
    expect(asShop.status).toBeLessThanOrEqual(403);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying' });
  });

  it('the recorded transfer pays it once, and the shop sees the reference and day', async () => {
    const before = await shopBalances(ctx.db, shop.merchantId);
    const res = await markPaid({ reference: '  BBL 0042-7781  ', paidOn: day(-1) });
    expect(res.body).toMatchObject({ code: 200, message: 'The bank transfer was recorded and the payout is paid' });
    expect((await markPaid({ reference: 'AGAIN', paidOn: day(0) })).body.code).toBe(409);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid', transfer_id: 'BBL 0042-7781' });
    expect(await shopBalances(ctx.db, shop.merchantId)).toMatchObject({
      available: before.available,
      paying: before.paying - amount,
    });
    const mine = await get<Page<Payout>>(ctx.app, '/api/merchant/finance/payouts', bearer(shop.token));
    expect(mine.body.data.list.find((p) => p.payoutNo === payoutNo)).toMatchObject({
      status: 'paid',
      transferReference: 'BBL 0042-7781',
      transferredOn: day(-1),
    });
    const { rows } = await ctx.db.execute<{ key: string }>(sql`
      SELECT key FROM ledger_entries WHERE key LIKE ${`payout:${payoutNo}:%`} ORDER BY id`);
    expect(rows.map((r) => r.key)).toEqual([`payout:${payoutNo}:approve`, `payout:${payoutNo}:paid`]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('the demo paid payouts carry a reference and a day', async () => {
    const { rows } = await ctx.db.execute(sql`
      SELECT payout_no FROM payouts WHERE status = 'paid' AND account->>'method' = 'offline'
        AND (transfer_reference IS NULL OR transferred_on IS NULL)`);
    expect(rows).toEqual([]);
  });
});

describe('the day of a bank transfer, in whichever zone the operator sits (audit AW6)', () => {
  /** A new bank payout of the demo shop, approved, asked at `askedAt` (SQL) in a shop kept in `zone`. */
  async function approved(zone: string, askedAt: ReturnType<typeof sql>) {
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = ${zone} WHERE id = ${shop.merchantId}`);
    await credit(ctx.db, shop.merchantId, 5_000);
    const asked = await post<{ payoutNo: string }>(
      ctx.app,
      '/api/merchant/finance/payouts',
      { amount: '50.00' },
      { headers: bearer(shop.token) },
    );
    expect(asked.body.code, asked.body.message).toBe(200);
    payoutNo = asked.body.data.payoutNo;
    await ctx.db.execute(sql`UPDATE payouts SET created_at = ${askedAt} WHERE payout_no = ${payoutNo}`);
    const approval = await post(ctx.app, `/api/admin/finance/payouts/${payoutNo}/approve`, undefined, {
      headers: bearer(admin),
    });
    expect(approval.body.code).toBe(200);
  }

  it("an operator east of the shop records their today, already the shop's tomorrow", async () => {
    await approved('UTC', sql`now()`);
    const res = await markPaid({ reference: 'KBANK-0002', paidOn: dayIn(14) }, 'th');
    expect(res.body.code, res.body.message).toBe(200);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid' });
  });

  it("an operator west of the shop records the request's day, already the next day in the shop", async () => {
    // Asked at 23:43 UTC yesterday: 06:43 today in Bangkok, 23:43 yesterday for an operator on UTC.
    await approved(
      'Asia/Bangkok',
      sql`(date_trunc('day', now() AT TIME ZONE 'UTC') - interval '17 minutes') AT TIME ZONE 'UTC'`,
    );
    const res = await markPaid({ reference: 'BBL-0010', paidOn: day(-1) }, 'es');
    expect(res.body.code, res.body.message).toBe(200);
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paid' });
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it("refuses a day not yet begun anywhere on Earth, or over everywhere before the request's day (audit CE11)", async () => {
    // Asked at 23:00 UTC on 10 January: already the 11th east of UTC+1, still the 10th in UTC-12, never the 9th.
    await approved('UTC', sql`'2026-01-10T23:00:00Z'::timestamptz`);
    const bounds = `The day of the transfer must be from 2026-01-10 to ${dayIn(14)}`;
    expect((await markPaid({ reference: 'CE11-EARLY', paidOn: '2026-01-09' })).body).toMatchObject({
      code: 400,
      message: bounds,
    });
    // Before 10:00 UTC, the UTC day plus one has begun nowhere yet (it was let through).
    expect((await markPaid({ reference: 'CE11-LATE', paidOn: dayAfter(dayIn(14)) })).body).toMatchObject({
      code: 400,
      message: bounds,
    });
    expect(await payoutRow(ctx.db, payoutNo)).toMatchObject({ status: 'paying' });
    const res = await markPaid({ reference: 'CE11-ON-TIME', paidOn: '2026-01-10' });
    expect(res.body.code, res.body.message).toBe(200);
  });
});
