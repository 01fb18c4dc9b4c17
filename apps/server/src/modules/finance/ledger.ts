import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { LedgerAccount, LedgerKind } from '../../db/schema';

/**
 * The money ledger's one writer (DESIGN.md section 6): double entry, append-only, integer cents.
 *
 * Every movement is one entry whose lines sum to zero. Lines are signed from the mall's books (positive debit,
 * negative credit). The merchant accounts hold what the mall owes a shop, so a shop's balance there is minus the sum
 * of its lines; `merchant_balances` caches those balances in the same transaction, and `ledgerDiscrepancies` proves
 * that the cache and the sums agree. An entry's `key` makes posting idempotent: the same step posted twice (a job run
 * twice, two processes, a retry after a crash) records once.
 */

export type LineInput = {
  account: LedgerAccount;
  /** Required for the merchant accounts, absent for the mall's own. */
  merchantId?: number;
  /** Defaults to the entry's kind (an entry may mix, e.g. `sale` and `commission` lines of one paid order). */
  kind?: LedgerKind;
  /** Signed cents: positive debit, negative credit. */
  amount: number;
};

export type EntryInput = {
  /** Unique per movement, made from our own numbers: `sale:SH…`, `settle:SH…`, `refund:RE…`, `payout:PO…:paid`. */
  key: string;
  kind: LedgerKind;
  merchantId?: number;
  shopOrderId?: number;
  refundId?: number;
  payoutId?: number;
  memo?: string;
  createdBy?: number;
  lines: LineInput[];
};

const BALANCE_COLUMN = {
  merchant_pending: 'pending',
  merchant_available: 'available',
  merchant_paying: 'paying',
  merchant_paid_out: 'paid_out',
} as const satisfies Partial<Record<LedgerAccount, string>>;
type MerchantAccount = keyof typeof BALANCE_COLUMN;
const isMerchantAccount = (a: LedgerAccount): a is MerchantAccount => a in BALANCE_COLUMN;

export class LedgerError extends Error {}

/** Checks an entry before anything is written: whole cents, merchant ids where they belong, a sum of zero. */
export function validateEntry(input: EntryInput): void {
  if (input.lines.length < 2) throw new LedgerError(`Entry ${input.key} needs at least two lines`);
  let sum = 0;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amount)) throw new LedgerError(`Entry ${input.key}: ${line.amount} is not cents`);
    if (isMerchantAccount(line.account) !== (line.merchantId !== undefined)) {
      throw new LedgerError(`Entry ${input.key}: ${line.account} ${line.merchantId ? 'takes no' : 'needs a'} shop`);
    }
    sum += line.amount;
  }
  if (sum !== 0) throw new LedgerError(`Entry ${input.key} does not balance (${sum})`);
}

/**
 * Posts one entry inside the caller's transaction. Answers false, and writes nothing, when an entry with the same key
 * exists. Shops' balance rows are locked in ascending id order, so concurrent entries never wait in a circle.
 */
export async function postEntry(t: Queryable, input: EntryInput): Promise<boolean> {
  validateEntry(input);
  const lines = input.lines.filter((l) => l.amount !== 0);
  const { rows } = await t.execute<{ id: number }>(sql`
    INSERT INTO ledger_entries (key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by)
    VALUES (${input.key}, ${input.kind}, ${input.merchantId ?? null}, ${input.shopOrderId ?? null},
      ${input.refundId ?? null}, ${input.payoutId ?? null}, ${input.memo ?? ''}, ${input.createdBy ?? null})
    ON CONFLICT (key) DO NOTHING RETURNING id`);
  const entryId = rows[0]?.id;
  if (entryId === undefined) return false;

  const merchantIds = [...new Set(lines.flatMap((l) => (l.merchantId === undefined ? [] : [l.merchantId])))].sort(
    (a, b) => a - b,
  );
  const balances = new Map<number, Record<MerchantAccount, number>>();
  for (const merchantId of merchantIds) {
    await t.execute(sql`INSERT INTO merchant_balances (merchant_id) VALUES (${merchantId}) ON CONFLICT DO NOTHING`);
    const { rows: found } = await t.execute<{ pending: number; available: number; paying: number; paid_out: number }>(
      sql`SELECT pending, available, paying, paid_out FROM merchant_balances WHERE merchant_id = ${merchantId} FOR UPDATE`,
    );
    const b = found[0]!;
    balances.set(merchantId, {
      merchant_pending: Number(b.pending),
      merchant_available: Number(b.available),
      merchant_paying: Number(b.paying),
      merchant_paid_out: Number(b.paid_out),
    });
  }

  for (const line of lines) {
    let balanceAfter: number | null = null;
    if (line.merchantId !== undefined && isMerchantAccount(line.account)) {
      const shop = balances.get(line.merchantId)!;
      shop[line.account] -= line.amount;
      balanceAfter = shop[line.account];
    }
    await t.execute(sql`
      INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, balance_after)
      VALUES (${entryId}, ${line.account}, ${line.merchantId ?? null}, ${line.kind ?? input.kind}, ${line.amount},
        ${balanceAfter})`);
  }

  for (const [merchantId, b] of balances) {
    await t.execute(sql`
      UPDATE merchant_balances SET pending = ${b.merchant_pending}, available = ${b.merchant_available},
        paying = ${b.merchant_paying}, paid_out = ${b.merchant_paid_out}, updated_at = now()
      WHERE merchant_id = ${merchantId}`);
  }
  return true;
}

export type ShopBalances = { pending: number; available: number; paying: number; paidOut: number };

/** A shop's cached balances in cents (zeros for a shop with no entry yet). */
export async function shopBalances(t: Queryable, merchantId: number): Promise<ShopBalances> {
  const { rows } = await t.execute<{ pending: number; available: number; paying: number; paid_out: number }>(
    sql`SELECT pending, available, paying, paid_out FROM merchant_balances WHERE merchant_id = ${merchantId}`,
  );
  const b = rows[0];
  return b
    ? {
        pending: Number(b.pending),
        available: Number(b.available),
        paying: Number(b.paying),
        paidOut: Number(b.paid_out),
      }
    : { pending: 0, available: 0, paying: 0, paidOut: 0 };
}

/**
 * What is wrong with the books, if anything: the whole ledger's sum, entries that do not balance, and shops whose
 * cached balances differ from the sums of their lines. Empty when all is well (tests and an operator's check).
 */
export async function ledgerDiscrepancies(t: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const total = await t.execute<{ sum: number }>(sql`SELECT coalesce(sum(amount), 0)::bigint AS sum FROM ledger_lines`);
  if (Number(total.rows[0]?.sum) !== 0) problems.push(`ledger sums to ${total.rows[0]?.sum}`);
  const entries = await t.execute<{ key: string; sum: number }>(sql`
    SELECT e.key, sum(l.amount)::bigint AS sum FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    GROUP BY e.id, e.key HAVING sum(l.amount) <> 0 LIMIT 20`);
  for (const e of entries.rows) problems.push(`entry ${e.key} sums to ${e.sum}`);
  const shops = await t.execute<{ merchant_id: number; col: string; cached: number; summed: number }>(sql`
    WITH sums AS (
      SELECT merchant_id,
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_pending'), 0) AS pending,
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_available'), 0) AS available,
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_paying'), 0) AS paying,
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_paid_out'), 0) AS paid_out
      FROM ledger_lines WHERE merchant_id IS NOT NULL GROUP BY merchant_id
    )
    SELECT coalesce(b.merchant_id, s.merchant_id) AS merchant_id, c.col, c.cached::bigint, c.summed::bigint
    FROM merchant_balances b FULL JOIN sums s ON s.merchant_id = b.merchant_id
    CROSS JOIN LATERAL (VALUES
      ('pending', coalesce(b.pending, 0), coalesce(s.pending, 0)),
      ('available', coalesce(b.available, 0), coalesce(s.available, 0)),
      ('paying', coalesce(b.paying, 0), coalesce(s.paying, 0)),
      ('paid_out', coalesce(b.paid_out, 0), coalesce(s.paid_out, 0))
    ) AS c(col, cached, summed)
    WHERE c.cached <> c.summed LIMIT 20`);
  for (const s of shops.rows) {
    problems.push(`shop ${s.merchant_id} ${s.col}: cached ${s.cached}, lines say ${s.summed}`);
  }
  return problems;
}

/**
 * Posts many entries in a few statements (the settlement job's batches), with the same rules as `postEntry`: each
 * entry is validated, an entry whose key exists is skipped (with its lines), shops' balance rows are locked in
 * ascending id order and kept with the lines, and each merchant line carries the balance after it, in input order.
 * Answers the keys it posted.
 */
export async function postEntries(t: Queryable, inputs: EntryInput[]): Promise<Set<string>> {
  for (const input of inputs) validateEntry(input);
  if (inputs.length === 0) return new Set();
  const entries = inputs.map((e) => ({
    key: e.key,
    kind: e.kind,
    merchant_id: e.merchantId ?? null,
    shop_order_id: e.shopOrderId ?? null,
    refund_id: e.refundId ?? null,
    payout_id: e.payoutId ?? null,
    memo: e.memo ?? '',
    created_by: e.createdBy ?? null,
  }));
  const { rows: posted } = await t.execute<{ id: number; key: string }>(sql`
    INSERT INTO ledger_entries (key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by)
    SELECT key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS x(key text, kind text, merchant_id int,
      shop_order_id int, refund_id int, payout_id int, memo text, created_by int)
    ON CONFLICT (key) DO NOTHING RETURNING id, key`);
  const ids = new Map(posted.map((r) => [r.key, r.id]));
  const todo = inputs.filter((e) => ids.has(e.key));
  if (todo.length === 0) return new Set();

  const merchantIds = [
    ...new Set(todo.flatMap((e) => e.lines.flatMap((l) => (l.merchantId === undefined ? [] : [l.merchantId])))),
  ].sort((a, b) => a - b);
  const balances = new Map<number, Record<MerchantAccount, number>>();
  if (merchantIds.length > 0) {
    const list = JSON.stringify(merchantIds);
    await t.execute(sql`
      INSERT INTO merchant_balances (merchant_id)
      SELECT id::int FROM jsonb_array_elements_text(${list}::jsonb) AS x(id) ORDER BY 1 ON CONFLICT DO NOTHING`);
    const { rows: found } = await t.execute<{
      merchant_id: number;
      pending: number;
      available: number;
      paying: number;
      paid_out: number;
    }>(sql`
      SELECT merchant_id, pending, available, paying, paid_out FROM merchant_balances
      WHERE merchant_id IN (SELECT (x)::int FROM jsonb_array_elements_text(${list}::jsonb) AS x)
      ORDER BY merchant_id FOR UPDATE`);
    for (const b of found) {
      balances.set(Number(b.merchant_id), {
        merchant_pending: Number(b.pending),
        merchant_available: Number(b.available),
        merchant_paying: Number(b.paying),
        merchant_paid_out: Number(b.paid_out),
      });
    }
  }

  const lines: {
    entry_id: number;
    account: string;
    merchant_id: number | null;
    kind: string;
    amount: number;
    balance_after: number | null;
  }[] = [];
  for (const entry of todo) {
    for (const line of entry.lines) {
      if (line.amount === 0) continue;
      let balanceAfter: number | null = null;
      if (line.merchantId !== undefined && isMerchantAccount(line.account)) {
        const shop = balances.get(line.merchantId)!;
        shop[line.account] -= line.amount;
        balanceAfter = shop[line.account];
      }
      lines.push({
        entry_id: ids.get(entry.key)!,
        account: line.account,
        merchant_id: line.merchantId ?? null,
        kind: line.kind ?? entry.kind,
        amount: line.amount,
        balance_after: balanceAfter,
      });
    }
  }
  await t.execute(sql`
    INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, balance_after)
    SELECT entry_id, account, merchant_id, kind, amount, balance_after
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS (entry_id int, account text,
      merchant_id int, kind text, amount bigint, balance_after bigint)) WITH ORDINALITY
      AS x(entry_id, account, merchant_id, kind, amount, balance_after, n)
    ORDER BY n`);
  const rows = [...balances].map(([merchantId, b]) => ({
    merchant_id: merchantId,
    pending: b.merchant_pending,
    available: b.merchant_available,
    paying: b.merchant_paying,
    paid_out: b.merchant_paid_out,
  }));
  if (rows.length > 0) {
    await t.execute(sql`
      UPDATE merchant_balances b SET pending = x.pending, available = x.available, paying = x.paying,
        paid_out = x.paid_out, updated_at = now()
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(merchant_id int, pending bigint, available bigint,
        paying bigint, paid_out bigint)
      WHERE b.merchant_id = x.merchant_id`);
  }
  return new Set(ids.keys());
}
