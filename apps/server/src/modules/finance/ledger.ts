import { type SQL, sql } from 'drizzle-orm';
import { executePrepared, type Queryable } from '../../db/client';
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

const MERCHANT_ACCOUNTS: ReadonlySet<LedgerAccount> = new Set([
  'merchant_pending',
  'merchant_available',
  'merchant_paying',
  'merchant_paid_out',
]);

export class LedgerError extends Error {}

/** Checks an entry before anything is written: whole cents, merchant ids where they belong, a sum of zero. */
export function validateEntry(input: EntryInput): void {
  if (input.lines.length < 2) throw new LedgerError(`Entry ${input.key} needs at least two lines`);
  let sum = 0;
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.amount)) throw new LedgerError(`Entry ${input.key}: ${line.amount} is not cents`);
    if (MERCHANT_ACCOUNTS.has(line.account) !== (line.merchantId !== undefined)) {
      throw new LedgerError(`Entry ${input.key}: ${line.account} ${line.merchantId ? 'takes no' : 'needs a'} shop`);
    }
    sum += line.amount;
  }
  if (sum !== 0) throw new LedgerError(`Entry ${input.key} does not balance (${sum})`);
}

/**
 * Posts one entry inside the caller's transaction (`postEntries` with one entry). Answers false, and writes nothing,
 * when an entry with the same key exists.
 */
export async function postEntry(t: Queryable, input: EntryInput): Promise<boolean> {
  return (await postEntries(t, [input])).has(input.key);
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
 * Posts entries in one statement, with the same rules for one entry or a settlement batch: each entry is validated,
 * an entry whose key exists is skipped (with its lines), and each merchant line carries the balance after it, in
 * input order. Answers the keys it posted.
 *
 * The shops' balance rows are the hot rows of the ledger (every payment of a shop changes its `pending`): the
 * statement moves them, in ascending shop order, with the entries and their lines, so callers put their other writes
 * before it and a shop's balance is held only for this statement and the commit (issue 25). `alongside`, when given,
 * is one more write of the same statement that reads `posted (id, key, shop_order_id, merchant_id)`, the entries
 * this call posts (the sale's settlement queue rows); it is run whatever it returns.
 */
export async function postEntries(t: Queryable, inputs: EntryInput[], alongside?: SQL): Promise<Set<string>> {
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
  // Zero amounts are left out. A shop's balance is minus the sum of its lines, so its balance after a line is its
  // balance after the whole posting plus the amounts of its later lines in the same account: counted over the lines
  // of the entries actually posted, since an entry already there is skipped with its lines.
  const lines = inputs.flatMap((entry) =>
    entry.lines
      .filter((line) => line.amount !== 0)
      .map((line) => ({
        key: entry.key,
        account: line.account,
        merchant_id: line.merchantId ?? null,
        kind: line.kind ?? entry.kind,
        amount: line.amount,
      })),
  );
  const { rows } = await executePrepared<{ key: string }>(
    t,
    sql`
    WITH posted AS (
      INSERT INTO ledger_entries (key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by)
      SELECT key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by
      FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS x(key text, kind text, merchant_id int,
        shop_order_id int, refund_id int, payout_id int, memo text, created_by int)
      ON CONFLICT (key) DO NOTHING RETURNING id, key, shop_order_id, merchant_id),
    alongside AS (${alongside ?? sql`SELECT 1`}),
    posting AS (
      SELECT p.id AS entry_id, x.account, x.merchant_id, x.kind, x.amount, x.n,
        coalesce(sum(x.amount) OVER (PARTITION BY x.merchant_id, x.account ORDER BY x.n DESC
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS later
      FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS (key text, account text,
        merchant_id int, kind text, amount bigint)) WITH ORDINALITY AS x(key, account, merchant_id, kind, amount, n)
      JOIN posted p ON p.key = x.key),
    moved AS (
      INSERT INTO merchant_balances AS b (merchant_id, pending, available, paying, paid_out)
      SELECT merchant_id,
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_pending'), 0),
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_available'), 0),
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_paying'), 0),
        -coalesce(sum(amount) FILTER (WHERE account = 'merchant_paid_out'), 0)
      FROM posting WHERE account IN ('merchant_pending', 'merchant_available', 'merchant_paying', 'merchant_paid_out')
      GROUP BY merchant_id ORDER BY merchant_id
      ON CONFLICT (merchant_id) DO UPDATE SET pending = b.pending + excluded.pending,
        available = b.available + excluded.available, paying = b.paying + excluded.paying,
        paid_out = b.paid_out + excluded.paid_out, updated_at = now()
      RETURNING b.merchant_id, b.pending, b.available, b.paying, b.paid_out),
    written AS (
      INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, balance_after)
      SELECT x.entry_id, x.account, x.merchant_id, x.kind, x.amount,
        CASE x.account WHEN 'merchant_pending' THEN m.pending WHEN 'merchant_available' THEN m.available
          WHEN 'merchant_paying' THEN m.paying WHEN 'merchant_paid_out' THEN m.paid_out END + x.later
      FROM posting x LEFT JOIN moved m ON m.merchant_id = x.merchant_id
      ORDER BY x.n)
    SELECT key FROM posted`,
  );
  return new Set(rows.map((r) => r.key));
}
