import { sql } from 'drizzle-orm';
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
 * Posts entries in two statements, with the same rules for one entry or a settlement batch: each entry is validated,
 * an entry whose key exists is skipped (with its lines), and each merchant line carries the balance after it, in
 * input order. Answers the keys it posted.
 *
 * The shops' balance rows are the hot rows of the ledger (every payment of a shop changes its `pending`), so they are
 * locked by the last statement, which moves them and writes the lines at once, in ascending shop order: callers put
 * their other writes before it, so a shop's balance is held only for that statement and the commit (issue 25).
 * `beforeBalances` runs between the two, with the keys being posted (the sale's settlement queue rows).
 */
export async function postEntries(
  t: Queryable,
  inputs: EntryInput[],
  beforeBalances?: (keys: Set<string>) => Promise<void>,
): Promise<Set<string>> {
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
  const { rows: posted } = await executePrepared<{ id: number; key: string }>(
    t,
    sql`
    INSERT INTO ledger_entries (key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by)
    SELECT key, kind, merchant_id, shop_order_id, refund_id, payout_id, memo, created_by
    FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS x(key text, kind text, merchant_id int,
      shop_order_id int, refund_id int, payout_id int, memo text, created_by int)
    ON CONFLICT (key) DO NOTHING RETURNING id, key`,
  );
  const ids = new Map(posted.map((r) => [r.key, r.id]));
  const todo = inputs.filter((e) => ids.has(e.key));
  if (todo.length === 0) return new Set();
  await beforeBalances?.(new Set(ids.keys()));
  const { lines, moves } = linesAndMoves(todo, ids);
  await executePrepared(
    t,
    sql`
    WITH moved AS (
      INSERT INTO merchant_balances AS b (merchant_id, pending, available, paying, paid_out)
      SELECT merchant_id, pending, available, paying, paid_out
      FROM jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS x(merchant_id int, pending bigint, available bigint,
        paying bigint, paid_out bigint)
      ORDER BY merchant_id
      ON CONFLICT (merchant_id) DO UPDATE SET pending = b.pending + excluded.pending,
        available = b.available + excluded.available, paying = b.paying + excluded.paying,
        paid_out = b.paid_out + excluded.paid_out, updated_at = now()
      RETURNING b.merchant_id, b.pending, b.available, b.paying, b.paid_out
    )
    INSERT INTO ledger_lines (entry_id, account, merchant_id, kind, amount, balance_after)
    SELECT x.entry_id, x.account, x.merchant_id, x.kind, x.amount,
      CASE x.account WHEN 'merchant_pending' THEN m.pending WHEN 'merchant_available' THEN m.available
        WHEN 'merchant_paying' THEN m.paying WHEN 'merchant_paid_out' THEN m.paid_out END + x.later
    FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) AS (entry_id int, account text,
      merchant_id int, kind text, amount bigint, later bigint)) WITH ORDINALITY
      AS x(entry_id, account, merchant_id, kind, amount, later, n)
    LEFT JOIN moved m ON m.merchant_id = x.merchant_id
    ORDER BY x.n`,
  );
  return new Set(ids.keys());
}

type Move = { merchant_id: number; pending: number; available: number; paying: number; paid_out: number };

/**
 * The lines to write (zero amounts left out) and each shop's balance moves. A shop's balance is minus the sum of its
 * lines, so its balance after a line is its balance after the whole batch plus the amounts of its later lines in the
 * same account (`later`); the statement adds the balance it moved to.
 */
function linesAndMoves(todo: EntryInput[], ids: Map<string, number>) {
  const lines = todo.flatMap((entry) =>
    entry.lines
      .filter((line) => line.amount !== 0)
      .map((line) => ({
        entry_id: ids.get(entry.key)!,
        account: line.account,
        merchant_id: line.merchantId ?? null,
        kind: line.kind ?? entry.kind,
        amount: line.amount,
        later: 0,
      })),
  );
  const moves = new Map<number, Move>();
  const running = new Map<string, number>();
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (line.merchant_id === null || !isMerchantAccount(line.account)) continue;
    const key = `${line.merchant_id}:${line.account}`;
    line.later = running.get(key) ?? 0;
    running.set(key, line.later + line.amount);
    const move = moves.get(line.merchant_id) ?? {
      merchant_id: line.merchant_id,
      pending: 0,
      available: 0,
      paying: 0,
      paid_out: 0,
    };
    move[BALANCE_COLUMN[line.account]] -= line.amount;
    moves.set(line.merchant_id, move);
  }
  return { lines, moves: [...moves.values()].sort((a, b) => a.merchant_id - b.merchant_id) };
}
