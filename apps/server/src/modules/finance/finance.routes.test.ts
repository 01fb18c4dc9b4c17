import type { AdminFinanceShop, AdminFinanceSummary, FinanceSummary, LedgerLine, Page } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, merchantToken, newShopper, startTestApp, type TestContext } from '../../../test/harness';
import { getAs, type Line, otherShopStaff, placeOrder, postAs, skusOf } from '../../../test/refund-helpers';
import { adminToken } from '../../../test/settle-support';
import { csvCell, csvNumber, csvTime } from '../../platform/csv';
import { ledgerDiscrepancies, postEntries, postEntry } from './ledger';
import { COUNT_CAP } from './statements';

let ctx: TestContext;
let merchant: { token: string; merchantId: number };
let admin: string;
let lines: Line[];

beforeAll(async () => {
  ctx = await startTestApp();
  merchant = await merchantToken(ctx.db);
  admin = await adminToken(ctx.db);
  lines = await skusOf(ctx, merchant.merchantId, 2);
});
afterAll(async () => ctx?.close());

const today = () => new Date().toISOString().slice(0, 10);

async function adjust(amount: number, memo: string) {
  await postEntry(ctx.db, {
    key: `test:adjust:${Math.random()}`,
    kind: 'adjustment',
    merchantId: merchant.merchantId,
    memo,
    lines: [
      { account: 'merchant_available', merchantId: merchant.merchantId, amount: -amount },
      { account: 'platform_adjustments', amount },
    ],
  });
}

/** An entry booked at a chosen moment (the ledger's writer stamps now()): lines that cancel out within an account. */
async function bookedAt(at: string, merchantId: number | null, amount: number): Promise<number[]> {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`
    INSERT INTO ledger_entries (key, kind, merchant_id, created_at)
    VALUES (${`test:at:${at}:${Math.random()}`}, 'sale', ${merchantId}, ${at}::timestamptz) RETURNING id`);
  const entryId = rows[0]!.id;
  const lines =
    merchantId === null
      ? [
          { account: 'provider_cash', kind: 'sale', amount },
          { account: 'platform_commission', kind: 'commission', amount: -amount },
        ]
      : [
          { account: 'merchant_pending', kind: 'sale', amount: -amount },
          { account: 'merchant_pending', kind: 'commission', amount },
        ];
  const ids: number[] = [];
  for (const l of lines) {
    const { rows: line } = await ctx.db.execute<{ id: number }>(sql`
      INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, created_at)
      VALUES (${entryId}, ${l.account}, ${merchantId}, ${l.kind}, ${l.amount}, ${at}::timestamptz) RETURNING id`);
    ids.push(Number(line[0]!.id));
  }
  return ids;
}

describe('merchant finance', () => {
  it('shows the balances, the rate and the statement with its order, newest first, filtered by kind and date', async () => {
    const buyer = await newShopper(ctx.db);
    const order = await placeOrder(ctx, buyer.token, [lines[0]!]);
    const summary = await getAs<FinanceSummary>(ctx, '/api/merchant/finance/summary', merchant.token);
    expect(summary.body.code).toBe(200);
    const { rows } = await ctx.db.execute<{ pending: number }>(
      sql`SELECT pending FROM merchant_balances WHERE merchant_id = ${merchant.merchantId}`,
    );
    expect(summary.body.data.pending).toBe((Number(rows[0]!.pending) / 100).toFixed(2));
    expect(summary.body.data.commissionRate).toMatch(/^\d+\.\d{2}$/);

    const page = await getAs<Page<LedgerLine>>(ctx, '/api/merchant/finance/ledger?limit=5', merchant.token);
    expect(page.body.data.list.length).toBeGreaterThanOrEqual(2);
    const [commission, sale] = page.body.data.list;
    expect(sale).toMatchObject({ kind: 'sale', balance: 'pending', orderNo: order.orderNo });
    expect(commission).toMatchObject({ kind: 'commission', orderNo: order.orderNo });
    expect(commission!.amount.startsWith('-')).toBe(true);
    expect(commission!.balanceAfter).toBe(summary.body.data.pending);

    const sales = await getAs<Page<LedgerLine>>(ctx, '/api/merchant/finance/ledger?kind=sale', merchant.token);
    expect(sales.body.data.list.every((l) => l.kind === 'sale')).toBe(true);
    const old = await getAs<Page<LedgerLine>>(
      ctx,
      '/api/merchant/finance/ledger?from=2000-01-01&to=2000-12-31',
      merchant.token,
    );
    expect(old.body.data).toMatchObject({ list: [], total: 0 });
    const now = await getAs<Page<LedgerLine>>(
      ctx,
      `/api/merchant/finance/ledger?from=${today()}&to=${today()}`,
      merchant.token,
    );
    expect(now.body.data.list.some((l) => l.orderNo === order.orderNo)).toBe(true);
  });

  it("filters the statement by the shop's days, newest first by time, whatever order the lines were written in", async () => {
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'UTC' WHERE id = ${merchant.merchantId}`);
    const late = await bookedAt('2024-03-11T23:59:59.999Z', merchant.merchantId, 300);
    const early = await bookedAt('2024-03-10T00:00:00Z', merchant.merchantId, 100);
    const middle = await bookedAt('2024-03-11T00:00:00Z', merchant.merchantId, 200);
    await bookedAt('2024-03-09T23:59:59.999Z', merchant.merchantId, 50);
    await bookedAt('2024-03-12T00:00:00Z', merchant.merchantId, 400);
    const page = await getAs<Page<LedgerLine>>(
      ctx,
      '/api/merchant/finance/ledger?from=2024-03-10&to=2024-03-11&limit=10',
      merchant.token,
    );
    expect(page.body.data.total).toBe(6);
    expect(page.body.data.list.map((l) => l.id)).toEqual(
      [...late.reverse(), ...middle.reverse(), ...early.reverse()].map(Number),
    );
    const second = await getAs<Page<LedgerLine>>(
      ctx,
      '/api/merchant/finance/ledger?from=2024-03-10&to=2024-03-11&limit=4&page=2',
      merchant.token,
    );
    expect(second.body.data.list.map((l) => l.createTime)).toEqual([
      '2024-03-10T00:00:00.000Z',
      '2024-03-10T00:00:00.000Z',
    ]);
  });

  it('refuses bad filters with a clear message', async () => {
    const badDate = await getAs(ctx, '/api/merchant/finance/ledger?from=2024-02-30', merchant.token);
    expect(badDate.status).toBe(400);
    expect(badDate.body.message).toContain('Choose a valid date');
    const order = await getAs(ctx, '/api/merchant/finance/ledger?from=2024-03-02&to=2024-03-01', merchant.token);
    expect(order.body.message).toContain('The end date must not be before the start date');
    expect((await getAs(ctx, '/api/merchant/finance/ledger?kind=gift', merchant.token)).status).toBe(400);
    expect((await getAs(ctx, '/api/merchant/finance/ledger?limit=1000', merchant.token)).status).toBe(400);
    // A year JavaScript reads and PostgreSQL has not (audit AW14: a 500), in the statement and the operator's summary.
    for (const [url, token] of [
      ['/api/merchant/finance/ledger?from=0000-01-01', merchant.token],
      ['/api/merchant/finance/ledger?to=0000-12-31', merchant.token],
      ['/api/admin/finance/summary?from=0000-01-01&to=0000-12-31', admin],
    ] as const) {
      const res = await getAs(ctx, url, token);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toContain('Choose a valid date');
    }
  });

  it('exports the statement as CSV whose cells cannot run as formulas', async () => {
    await adjust(-1, '=HYPERLINK("http://evil.example","x")');
    await adjust(1, '@SUM(A1)');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/finance/ledger?format=csv&kind=adjustment',
      headers: { authorization: `Bearer ${merchant.token}`, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = res.body;
    expect(text.startsWith('\uFEFF"Date","Type"')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'@SUM(A1)"`);
    expect(text).toContain('"Ajustement"');
    expect(text).not.toMatch(/(^|,)"[=+@]/m);
  });

  it('writes amounts as numbers a spreadsheet adds up and times in the shop time zone (issue 22, item 9)', async () => {
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'Asia/Bangkok' WHERE id = ${merchant.merchantId}`);
    await adjust(-1110, 'refund of a damaged mug');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/finance/ledger?format=csv&kind=adjustment',
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    const rows = res.body.trim().split('\r\n').slice(1);
    const mug = rows.find((r) => r.includes('damaged mug')) as string;
    // A bare negative number, never the text "'-11.10"; a local time a spreadsheet reads, never raw UTC ISO.
    expect(mug).toMatch(/,-11\.10,/);
    expect(mug).not.toContain("'-11.10");
    const time = mug.split(',')[0] as string;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const { rows: created } = await ctx.db.execute<{ local: string }>(sql`
      SELECT to_char(created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD HH24:MI:SS') AS local FROM ledger_entries
      WHERE memo = 'refund of a damaged mug'`);
    expect(time).toBe(created[0]?.local);
    expect(csvNumber('-11.10')).toBe('-11.10');
    expect(csvNumber('=1+1')).toBe(`"'=1+1"`);
    expect(csvTime('2026-01-01T00:00:00.000Z', 'Asia/Bangkok')).toBe('2026-01-01 07:00:00');
  });

  it('filters the statement and its CSV by days in the shop time zone, the one they print (audit AW1)', async () => {
    await ctx.db.execute(sql`UPDATE merchants SET time_zone = 'Asia/Bangkok' WHERE id = ${merchant.merchantId}`);
    // In Bangkok (UTC+7): 4 Dec 23:59:59, 5 Dec 06:38, 5 Dec 23:59, 6 Dec 00:00.
    await bookedAt('2025-12-04T16:59:59.999Z', merchant.merchantId, 10);
    const morning = await bookedAt('2025-12-04T23:38:00Z', merchant.merchantId, 20);
    const night = await bookedAt('2025-12-05T16:59:00Z', merchant.merchantId, 30);
    await bookedAt('2025-12-05T17:00:00Z', merchant.merchantId, 40);
    const page = await getAs<Page<LedgerLine>>(
      ctx,
      '/api/merchant/finance/ledger?from=2025-12-05&to=2025-12-05&limit=10',
      merchant.token,
    );
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.list.map((l) => l.id)).toEqual([...night.reverse(), ...morning.reverse()].map(Number));
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/merchant/finance/ledger?format=csv&from=2025-12-05&to=2025-12-05',
      headers: { authorization: `Bearer ${merchant.token}` },
    });
    const times = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split(',')[0]);
    expect(times).toEqual(['2025-12-05 23:59:00', '2025-12-05 23:59:00', '2025-12-05 06:38:00', '2025-12-05 06:38:00']);
  });

  it('quotes every cell and defuses every formula start', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('1-2')).toBe('"1-2"');
  });
});

describe('a statement longer than the count', () => {
  it('stops counting at the cap and keeps offering the next page while full pages come back', async () => {
    const shop = await otherShopStaff(ctx, merchant.merchantId);
    const entries = Array.from({ length: COUNT_CAP / 2 + 5 }, (_, i) => ({
      key: `test:many:${shop.merchantId}:${i}`,
      kind: 'adjustment' as const,
      merchantId: shop.merchantId,
      lines: [
        { account: 'merchant_available' as const, merchantId: shop.merchantId, amount: -100 },
        { account: 'merchant_pending' as const, merchantId: shop.merchantId, amount: 50 },
        { account: 'platform_adjustments' as const, amount: 50 },
      ],
    }));
    const before = await ctx.db.execute<{ available: number }>(
      sql`SELECT coalesce((SELECT available FROM merchant_balances WHERE merchant_id = ${shop.merchantId}), 0) AS available`,
    );
    await ctx.db.transaction((t) => postEntries(t, entries));
    const { rows: count } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_lines WHERE merchant_id = ${shop.merchantId}`,
    );
    const n = count[0]!.n;
    expect(n).toBeGreaterThan(COUNT_CAP);
    const first = await getAs<Page<LedgerLine>>(ctx, '/api/merchant/finance/ledger?limit=20', shop.token);
    expect(first.body.data.total).toBe(COUNT_CAP);
    expect(first.body.data.list[0]).toMatchObject({ kind: 'adjustment', balance: 'pending', amount: '-0.50' });
    const full = Math.floor(n / 20) - (n % 20 === 0 ? 1 : 0); // the last full page before the end
    const deep = await getAs<Page<LedgerLine>>(ctx, `/api/merchant/finance/ledger?limit=20&page=${full}`, shop.token);
    expect(deep.body.data.list).toHaveLength(20);
    expect(deep.body.data.total).toBe(full * 20 + 20);
    const lastPage = Math.ceil(n / 20);
    const last = await getAs<Page<LedgerLine>>(
      ctx,
      `/api/merchant/finance/ledger?limit=20&page=${lastPage}`,
      shop.token,
    );
    expect(last.body.data.list).toHaveLength(n - (lastPage - 1) * 20);
    // A full last page cannot know it is the last: one more (empty) page is offered.
    expect(last.body.data.total).toBe(n % 20 === 0 ? n + 20 : n);
    const { rows } = await ctx.db.execute<{ available: number }>(
      sql`SELECT available FROM merchant_balances WHERE merchant_id = ${shop.merchantId}`,
    );
    expect(Number(rows[0]!.available) - Number(before.rows[0]!.available)).toBe((COUNT_CAP / 2 + 5) * 100);
  });
});

describe('platform finance', () => {
  it('sums a period: what shoppers paid, commission, per day', async () => {
    const res = await getAs<AdminFinanceSummary>(
      ctx,
      `/api/admin/finance/summary?from=${today()}&to=${today()}`,
      admin,
    );
    expect(res.body.code, res.body.message).toBe(200);
    const { rows } = await ctx.db.execute<{ gmv: number; commission: number }>(sql`
      SELECT coalesce(sum(l.amount) FILTER (WHERE e.kind = 'sale' AND l.account = 'provider_cash'), 0)::bigint AS gmv,
        coalesce(-sum(l.amount) FILTER (WHERE l.account = 'platform_commission'), 0)::bigint AS commission
      FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE e.created_at >= current_date AND e.kind IN ('sale', 'refund')`);
    expect(res.body.data.gmv).toBe((Number(rows[0]!.gmv) / 100).toFixed(2));
    expect(res.body.data.commission).toBe((Number(rows[0]!.commission) / 100).toFixed(2));
    expect(res.body.data.days).toEqual([
      { date: today(), gmv: res.body.data.gmv, commission: res.body.data.commission },
    ]);

    const week = await getAs<AdminFinanceSummary>(
      ctx,
      '/api/admin/finance/summary?from=2024-01-01&to=2024-01-07',
      admin,
    );
    expect(week.body.data.days.map((d) => d.date)).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-07',
    ]);

    // Each line counts on its UTC day, the last millisecond of a day included and the next day's first excluded.
    await bookedAt('2024-03-09T23:59:59.999Z', null, 1);
    await bookedAt('2024-03-10T00:00:00Z', null, 1000);
    await bookedAt('2024-03-10T23:59:59.999Z', null, 234);
    await bookedAt('2024-03-11T00:00:00Z', null, 500);
    await bookedAt('2024-03-12T00:00:00Z', null, 7);
    const days = await getAs<AdminFinanceSummary>(
      ctx,
      '/api/admin/finance/summary?from=2024-03-10&to=2024-03-11',
      admin,
    );
    expect(days.body.data).toMatchObject({ gmv: '17.34', commission: '17.34' });
    expect(days.body.data.days).toEqual([
      { date: '2024-03-10', gmv: '12.34', commission: '12.34' },
      { date: '2024-03-11', gmv: '5.00', commission: '5.00' },
    ]);
    const long = await getAs(ctx, '/api/admin/finance/summary?from=2020-01-01&to=2024-01-07', admin);
    expect(long.body.message).toContain('Choose a period of at most 366 days');
    expect((await getAs(ctx, '/api/admin/finance/summary', admin)).status).toBe(400);
  });

  it("lists shops' balances and overrides a shop's rate for orders placed afterwards only", async () => {
    const shops = await getAs<Page<AdminFinanceShop>>(ctx, '/api/admin/finance/shops?limit=100', admin);
    const mine = shops.body.data.list.find((s) => s.merId === merchant.merchantId)!;
    expect(mine).toBeDefined();

    const buyer = await newShopper(ctx.db);
    const before = await placeOrder(ctx, buyer.token, [lines[1]!]);
    const bad = await postAs(ctx, `/api/admin/finance/shops/${merchant.merchantId}/commission`, admin, {
      rate: '100.5',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('The commission rate is a percentage from 0 to 100 with at most two decimals');
    for (const rate of ['-1', '1.234', 'abc', 101]) {
      const r = await postAs(ctx, `/api/admin/finance/shops/${merchant.merchantId}/commission`, admin, { rate });
      expect(r.status).toBe(400);
    }
    const missing = await postAs(ctx, '/api/admin/finance/shops/999999/commission', admin, { rate: '5' });
    expect(missing.status).toBe(404);

    const set = await postAs(ctx, `/api/admin/finance/shops/${merchant.merchantId}/commission`, admin, {
      rate: '7.5',
    });
    expect(set.body.code, set.body.message).toBe(200);
    const after = await getAs<Page<AdminFinanceShop>>(
      ctx,
      `/api/admin/finance/shops?keyword=${encodeURIComponent(mine.name)}`,
      admin,
    );
    expect(after.body.data.list[0]).toMatchObject({
      merId: merchant.merchantId,
      commissionRate: '7.50',
      ownRate: true,
    });
    const summary = await getAs<FinanceSummary>(ctx, '/api/merchant/finance/summary', merchant.token);
    expect(summary.body.data.commissionRate).toBe('7.50');

    const next = await placeOrder(ctx, buyer.token, [lines[1]!]);
    const bp = async (shopOrderId: number) =>
      (
        await ctx.db.execute<{ bp: number }>(
          sql`SELECT commission_bp AS bp FROM order_items WHERE shop_order_id = ${shopOrderId}`,
        )
      ).rows[0]!.bp;
    expect(await bp(next.shopOrderId)).toBe(750);
    expect(await bp(before.shopOrderId)).not.toBe(750);

    const back = await postAs(ctx, `/api/admin/finance/shops/${merchant.merchantId}/commission`, admin, { rate: null });
    expect(back.body.code).toBe(200);
    const reset = await getAs<Page<AdminFinanceShop>>(ctx, '/api/admin/finance/shops?limit=100', admin);
    const again = reset.body.data.list.find((s) => s.merId === merchant.merchantId)!;
    expect(again).toMatchObject({ ownRate: false, commissionRate: again.categoryRate });
  });

  it('reads and saves the settlement settings: the after-sales window and the minimum payout', async () => {
    const saved = await postAs(ctx, '/api/admin/finance/settings', admin, { settlementDays: 10, minPayout: '25.50' });
    expect(saved.body).toMatchObject({ code: 200, data: { settlementDays: 10, minPayout: '25.50' } });
    const read = await getAs(ctx, '/api/admin/finance/settings', admin);
    expect(read.body.data).toEqual({ settlementDays: 10, minPayout: '25.50' });
    const { rows } = await ctx.db.execute<{ key: string; value: Record<string, number> }>(
      sql`SELECT key, value FROM settings WHERE key IN ('afterSales', 'finance') ORDER BY key`,
    );
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ['afterSales', expect.objectContaining({ afterSalesDays: 10 })],
      ['finance', expect.objectContaining({ minPayout: 2550 })],
    ]);
    const bad = await postAs(ctx, '/api/admin/finance/settings', admin, { settlementDays: 91, minPayout: '1.00' });
    expect(bad.body.message).toContain('Settlement days are a whole number from 0 to 90');
    const money = await postAs(ctx, '/api/admin/finance/settings', admin, { settlementDays: 7, minPayout: '1.001' });
    expect(money.body.message).toContain('The minimum payout is an amount from 0.00 to 999999.99');
    await postAs(ctx, '/api/admin/finance/settings', admin, { settlementDays: 7, minPayout: '10.00' });
  });

  it('books an adjustment to a shop once, balanced, with its reason on the shop’s statement', async () => {
    const other = await otherShopStaff(ctx, merchant.merchantId);
    const before = await getAs<FinanceSummary>(ctx, '/api/merchant/finance/summary', other.token);
    const url = `/api/admin/finance/shops/${other.merchantId}/adjustments`;
    const today = new Date().toISOString().slice(0, 10);
    const overview = async () =>
      (await getAs<{ adjustments: string }>(ctx, `/api/admin/finance/summary?from=${today}&to=${today}`, admin)).body
        .data.adjustments;
    const adjustedBefore = Number(await overview());
    const credit = { amount: '12.50', reason: 'Goodwill for a courier delay', requestId: 'adj-test-0001' };
    const booked = await Promise.all([postAs(ctx, url, admin, credit), postAs(ctx, url, admin, credit)]);
    expect(booked.map((r) => r.body.code)).toEqual([200, 200]);
    const charge = { amount: '-2.25', reason: 'Chargeback PT123', requestId: 'adj-test-0002' };
    expect((await postAs(ctx, url, admin, charge)).body.code).toBe(200);
    const after = await getAs<FinanceSummary>(ctx, '/api/merchant/finance/summary', other.token);
    expect(Math.round((Number(after.body.data.available) - Number(before.body.data.available)) * 100)).toBe(1025);
    const statement = await getAs<Page<LedgerLine>>(
      ctx,
      '/api/merchant/finance/ledger?kind=adjustment&page=1&limit=10',
      other.token,
    );
    const ours = statement.body.data.list.filter((l) => l.kind === 'adjustment' && l.balance === 'available');
    expect(ours.slice(0, 2).map((l) => [l.amount, l.memo])).toEqual([
      ['-2.25', 'Chargeback PT123'],
      ['12.50', 'Goodwill for a courier delay'],
    ]);
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE key LIKE 'adjustment:adj-test-%'`,
    );
    expect(rows[0]!.n).toBe(2);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
    // The operator's overview of the day counts them: 12.50 given, 2.25 taken (audit AW9).
    expect(Math.round((Number(await overview()) - adjustedBefore) * 100)).toBe(1025);
    // The same number for another amount, a zero, a fraction of a cent, no reason, another shop's number: refused.
    expect((await postAs(ctx, url, admin, { ...credit, amount: '13.00' })).status).toBe(409);
    for (const bad of [
      { ...credit, requestId: 'adj-test-0003', amount: '0' },
      { ...credit, requestId: 'adj-test-0003', amount: '1.005' },
      { ...credit, requestId: 'adj-test-0003', amount: '1000000.00' },
      { ...credit, requestId: 'adj-test-0003', reason: '\u200b' },
    ])
      expect((await postAs(ctx, url, admin, bad)).status, JSON.stringify(bad)).toBe(400);
    expect(
      (
        await postAs(ctx, '/api/admin/finance/shops/999999/adjustments', admin, {
          ...credit,
          requestId: 'adj-test-0004',
        })
      ).status,
    ).toBe(404);
    expect((await postAs(ctx, url, other.token, { ...credit, requestId: 'adj-test-0005' })).status).toBe(403);
  });

  it('answers only administrators', async () => {
    expect((await getAs(ctx, '/api/admin/finance/shops', merchant.token)).status).toBe(403);
    expect((await get(ctx.app, `/api/admin/finance/summary?from=${today()}&to=${today()}`)).status).toBe(401);
    const shopper = await newShopper(ctx.db);
    const r = await postAs(ctx, `/api/admin/finance/shops/${merchant.merchantId}/commission`, shopper.token, {
      rate: '0',
    });
    expect(r.status).toBe(403);
  });
});
