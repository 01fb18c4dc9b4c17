import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantToken, startTestApp, type TestContext } from '../../../test/harness';
import { LedgerError, ledgerDiscrepancies, postEntries, postEntry, shopBalances } from './ledger';

let ctx: TestContext;
let shop: number;

beforeAll(async () => {
  ctx = await startTestApp();
  shop = (await merchantToken(ctx.db)).merchantId;
});
afterAll(async () => ctx?.close());

const sale = (key: string, paid: number, commission: number) => ({
  key,
  kind: 'sale' as const,
  merchantId: shop,
  lines: [
    { account: 'provider_cash' as const, amount: paid },
    { account: 'merchant_pending' as const, merchantId: shop, amount: -paid },
    { account: 'merchant_pending' as const, merchantId: shop, kind: 'commission' as const, amount: commission },
    { account: 'platform_commission' as const, kind: 'commission' as const, amount: -commission },
  ],
});

describe('ledger', () => {
  it('posts an entry once per key and keeps the shop balance with it', async () => {
    const before = await shopBalances(ctx.db, shop);
    expect(await postEntry(ctx.db, sale('test:sale:1', 10_000, 1_000))).toBe(true);
    expect(await postEntry(ctx.db, sale('test:sale:1', 10_000, 1_000))).toBe(false);
    const after = await shopBalances(ctx.db, shop);
    expect(after.pending - before.pending).toBe(9_000);
    const { rows } = await ctx.db.execute<{ balance_after: number }>(sql`
      SELECT l.balance_after FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
      WHERE e.key = 'test:sale:1' AND l.merchant_id IS NOT NULL ORDER BY l.id`);
    expect(rows.map((r) => Number(r.balance_after))).toEqual([before.pending + 10_000, before.pending + 9_000]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('posts a batch in one go, skipping the entries already there, each line with the balance after it', async () => {
    await postEntry(ctx.db, sale('test:batch:1', 5_000, 500));
    const before = await shopBalances(ctx.db, shop);
    const posted = await ctx.db.transaction((t) =>
      postEntries(t, [
        sale('test:batch:1', 5_000, 500),
        sale('test:batch:2', 2_000, 200),
        sale('test:batch:3', 700, 70),
      ]),
    );
    expect([...posted].sort()).toEqual(['test:batch:2', 'test:batch:3']);
    const after = await shopBalances(ctx.db, shop);
    expect(after.pending - before.pending).toBe(1_800 + 630);
    const { rows } = await ctx.db.execute<{ key: string; balance_after: number }>(sql`
      SELECT e.key, l.balance_after FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id
      WHERE e.key LIKE 'test:batch:%' AND e.key <> 'test:batch:1' AND l.merchant_id IS NOT NULL ORDER BY l.id`);
    const p = before.pending;
    expect(rows.map((r) => [r.key, Number(r.balance_after)])).toEqual([
      ['test:batch:2', p + 2_000],
      ['test:batch:2', p + 1_800],
      ['test:batch:3', p + 2_500],
      ['test:batch:3', p + 2_430],
    ]);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([]);
  });

  it('refuses an entry that does not balance, fractions of a cent, and a shop account without a shop', async () => {
    const bad = sale('test:sale:2', 10_000, 1_000);
    bad.lines[0]!.amount = 9_999;
    await expect(postEntry(ctx.db, bad)).rejects.toThrow(LedgerError);
    const fraction = sale('test:sale:3', 100.5, 0);
    await expect(postEntry(ctx.db, fraction)).rejects.toThrow(LedgerError);
    await expect(
      postEntry(ctx.db, {
        key: 'test:x',
        kind: 'adjustment',
        lines: [
          { account: 'merchant_available', amount: 5 },
          { account: 'platform_adjustments', amount: -5 },
        ],
      }),
    ).rejects.toThrow(LedgerError);
    const { rows } = await ctx.db.execute(
      sql`SELECT 1 FROM ledger_entries WHERE key LIKE 'test:sale:_' AND key <> 'test:sale:1'`,
    );
    expect(rows).toEqual([]);
  });

  it('lines and entries cannot be changed or deleted, and a tampered cache is found', async () => {
    const cause = (p: Promise<unknown>) =>
      p.then(
        () => '',
        (e: { cause?: Error }) => String(e.cause?.message),
      );
    expect(await cause(ctx.db.execute(sql`UPDATE ledger_lines SET amount = amount + 1`))).toMatch(/append-only/);
    expect(await cause(ctx.db.execute(sql`DELETE FROM ledger_entries`))).toMatch(/append-only/);
    // The demo shop has a settled history (the seed), so its balance is not zero.
    const { available } = await shopBalances(ctx.db, shop);
    await ctx.db.execute(sql`UPDATE merchant_balances SET available = available + 7 WHERE merchant_id = ${shop}`);
    expect(await ledgerDiscrepancies(ctx.db)).toEqual([
      `shop ${shop} available: cached ${available + 7}, lines say ${available}`,
    ]);
  });
});
