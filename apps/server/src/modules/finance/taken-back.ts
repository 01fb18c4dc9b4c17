import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { LedgerAccount, LedgerKind } from '../../db/schema';
import { type EntryInput, type LineInput, postEntries } from './ledger';
import { buyerReleaseSql, planOf, reversedOf } from './taken-back-plan';

/**
 * Money the payment provider took back without the mall asking (decision 0051): a refund made at Stripe, a dispute's
 * withdrawn funds, and their reinstatement. Each is booked once per key (`stripe:<id>[:withdrawn]`), one entry per
 * shop order of the payment, as a refund books its share (decision 0021).
 */

/** One shop order's part of money taken back. */
export type TakenPart = {
  shopOrderId: number;
  orderNo: string;
  merchantId: number;
  status: string;
  amount: number;
  /** Nothing of the payment is left with this shop order now. */
  emptied: boolean;
  /** What the part costs the shop (its share of the sale less the commission it no longer pays), and from where. */
  cost: number;
  from: 'pending' | 'available';
  /** The lines its entry books (`stripe:<id>:<SH…>`), for what later entries will give back of it (audit ET4). */
  lines: LineInput[];
};

/**
 * Money held for the buyer of a refund closed for customer service that money taken back paid (audit EP2): `amount`
 * cents of refund `refundNo`'s holding released, `left` still held for its buyer after it (audit ET1).
 */
export type Released = { refundId: number; refundNo: string; amount: number; left: number };

/**
 * Books `amount` cents the provider took back of checkout `orderId`'s payment, under `key`: shared across its shop
 * orders (`sharesOf`: first to those whose accepted refunds wait for their money, up to what they wait for, the rest
 * by what each still holds), each part reversing that share of the sale (the commission and platform-funded
 * discount it still holds in proportion, all of them when the part takes the rest) from the shop's pending, or
 * available once settled; what exceeds the books (a payment older than the ledger) is the platform's. Inside the
 * caller's transaction, posted last (the shops' balances are locked by it); nothing is posted when `key` was booked.
 * Answers the shares (before anything is posted, so the caller's other writes may still go first through `before`,
 * which also reads the holdings of buyers the money releases).
 */
export async function bookTakenBack(
  t: Queryable,
  input: { key: string; orderId: number; amount: number; memo: string },
  before: (parts: TakenPart[], released: Released[]) => Promise<void> = async () => {},
): Promise<TakenPart[]> {
  const { held, buyer, released, shares, beyond } = await planOf(t, input.orderId, input.amount);
  const entries: EntryInput[] = [];
  const parts: TakenPart[] = [];
  held.forEach((h, i) => {
    const part = shares[i] ?? 0;
    if (part <= 0) return;
    const all = part >= h.cash;
    const { commission, discount } = reversedOf(h, part);
    const account: LedgerAccount = h.settled ? 'merchant_available' : 'merchant_pending';
    const lines: LineInput[] = [
      { account, merchantId: h.merchantId, kind: 'refund', amount: part + discount },
      { account, merchantId: h.merchantId, kind: 'commission', amount: -commission },
      { account: 'platform_commission', kind: 'commission', amount: commission },
      { account: 'platform_discounts', kind: 'refund', amount: -discount },
      { account: 'provider_cash', kind: 'refund', amount: -part },
    ];
    parts.push({
      shopOrderId: h.shopOrderId,
      orderNo: h.orderNo,
      merchantId: h.merchantId,
      status: h.status,
      amount: part,
      emptied: all,
      cost: part + discount - commission,
      from: h.settled ? 'available' : 'pending',
      lines,
    });
    entries.push({
      key: `${input.key}:${h.orderNo}`,
      kind: 'refund',
      merchantId: h.merchantId,
      shopOrderId: h.shopOrderId,
      memo: input.memo,
      lines,
    });
  });
  buyer.forEach((b, i) => {
    const part = released[i] ?? 0;
    if (part <= 0) return;
    // Booked on the refund and its shop order (audit ET2), so that per-refund and per-shop-order sums of the books
    // show the holding released; but the shop's money is not touched, and the money is not "given back" of the shop
    // order (it pays no later refund, earns and takes no points): readers of the shop order's `stripe:` entries leave
    // it out (`buyerReleaseSql`). The refund's, so its holding falls (`buyerHeldOf`).
    entries.push({
      key: `${input.key}:platform:${b.refundNo}`,
      kind: 'adjustment',
      shopOrderId: b.shopOrderId,
      refundId: b.refundId,
      memo: `${input.memo}: paid the buyer the money held for ${b.refundNo}`,
      lines: [
        { account: 'platform_adjustments', amount: part },
        { account: 'provider_cash', amount: -part },
      ],
    });
  });
  if (beyond > 0) {
    entries.push({
      key: `${input.key}:platform`,
      kind: 'adjustment',
      memo: input.memo,
      lines: [
        { account: 'platform_adjustments', amount: beyond },
        { account: 'provider_cash', amount: -beyond },
      ],
    });
  }
  await before(
    parts,
    buyer
      .map((b, i) => ({
        refundId: b.refundId,
        refundNo: b.refundNo,
        amount: released[i] ?? 0,
        left: b.held - (released[i] ?? 0),
      }))
      .filter((r) => r.amount > 0),
  );
  await postEntries(t, entries);
  return parts;
}

/**
 * The part of `amount` cents taken back of checkout `orderId`'s payment under `key` that no shop order holds, so the
 * platform bears it (`platform_adjustments`, audit EI5): money already given back to the buyer (a refund) that a
 * dispute takes again, or a payment older than the ledger. As booked under `key`, else as `bookTakenBack` would book
 * it now (locking as it does). Told apart (audit EY3): `released`, what paid the buyers of refunds closed for customer
 * service the money the platform held for them (`<key>:platform:RE…`), a release and no loss; `beyond`, the rest
 * (`<key>:platform`), the platform's own.
 */
export async function platformPartOf(
  t: Queryable,
  input: { key: string; orderId: number; amount: number },
): Promise<{ released: number; beyond: number }> {
  if (await wasBooked(t, input.key)) {
    const { rows } = await t.execute<{ released: number; beyond: number }>(sql`
      SELECT coalesce(sum(l.amount) FILTER (WHERE e.key LIKE ${`${input.key}:platform:%`}), 0)::bigint AS released,
        coalesce(sum(l.amount) FILTER (WHERE e.key = ${`${input.key}:platform`}), 0)::bigint AS beyond
      FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
      WHERE (e.key = ${`${input.key}:platform`} OR e.key LIKE ${`${input.key}:platform:%`})
        AND l.account = 'platform_adjustments'`);
    return { released: Number(rows[0]?.released ?? 0), beyond: Number(rows[0]?.beyond ?? 0) };
  }
  const { released, beyond } = await planOf(t, input.orderId, input.amount);
  return { released: released.reduce((sum, r) => sum + r, 0), beyond };
}

/** Whether anything was booked under `key` (one of `bookTakenBack`'s entries). */
export async function wasBooked(t: Queryable, key: string): Promise<boolean> {
  const { rows } = await t.execute(sql`
    SELECT 1 FROM ledger_entries WHERE key LIKE ${`${key}:%`} LIMIT 1`);
  return rows.length > 0;
}

/**
 * Books back, under `key`, exactly what was booked under `taken` (a dispute's reinstated funds undo its withdrawn
 * ones, line for line), once. Answers each shop order's part given back.
 */
export async function bookGivenBack(
  t: Queryable,
  input: { taken: string; key: string; memo: string },
): Promise<{ shopOrderId: number; amount: number }[]> {
  const { rows } = await t.execute<{
    key: string;
    kind: LedgerKind;
    merchant_id: number | null;
    shop_order_id: number | null;
    refund_id: number | null;
    account: LedgerAccount;
    line_merchant: number | null;
    line_kind: LedgerKind;
    amount: number;
  }>(sql`
    SELECT e.key, e.kind, e.merchant_id, e.shop_order_id, e.refund_id, l.account, l.merchant_id AS line_merchant,
      l.kind AS line_kind, l.amount::bigint AS amount
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.key LIKE ${`${input.taken}:%`} ORDER BY e.id, l.id`);
  const entries = new Map<string, EntryInput>();
  for (const r of rows) {
    const key = `${input.key}${r.key.slice(input.taken.length)}`;
    const entry = entries.get(key) ?? {
      key,
      kind: r.kind,
      ...(r.merchant_id === null ? {} : { merchantId: r.merchant_id }),
      ...(r.shop_order_id === null ? {} : { shopOrderId: r.shop_order_id }),
      // A won dispute gives back the money held for a buyer it had released (audit EP2): the holding is the refund's.
      ...(r.refund_id === null ? {} : { refundId: r.refund_id }),
      memo: input.memo,
      lines: [] as LineInput[],
    };
    entry.lines.push({
      account: r.account,
      ...(r.line_merchant === null ? {} : { merchantId: r.line_merchant }),
      kind: r.line_kind,
      amount: -Number(r.amount),
    });
    entries.set(key, entry);
  }
  const posted = await postEntries(t, [...entries.values()]);
  // A release of money held for a buyer given back is the refund's holding again, not the shop order's part.
  return [...entries.values()]
    .filter((e) => posted.has(e.key) && e.shopOrderId !== undefined && !e.key.includes(':platform:'))
    .map((e) => ({
      shopOrderId: e.shopOrderId!,
      amount: e.lines.filter((l) => l.account === 'provider_cash').reduce((sum, l) => sum + l.amount, 0),
    }));
}

/**
 * Books that refund `refundNo` used `amount` cents of the money Stripe gave back earlier of shop order `shopOrderId`
 * (audit DM2), when the refund also pays a part through Stripe and so books its own entry (`refund:RE…`, the whole
 * refund's share of the sale as any refund): `earlier:RE…` gives back that part of what the Stripe entries
 * (`stripe:…`, less the parts earlier refunds used) reversed, line for line in proportion, provider cash included, so
 * the money is not taken from the shop twice and provider cash falls only by what Stripe pays now. Posted before the
 * refund's entry (which reads the commission reversed so far). Inside the caller's transaction, once per key.
 */
export async function bookEarlierUsed(
  t: Queryable,
  input: { refundNo: string; shopOrderId: number; amount: number },
): Promise<void> {
  // As the refund's own entry takes them: the shop order, then its settlement queue row (a settlement batch first).
  const { rows: found } = await t.execute(sql`SELECT 1 FROM shop_orders WHERE id = ${input.shopOrderId} FOR UPDATE`);
  await t.execute(sql`SELECT 1 FROM settlement_queue WHERE shop_order_id = ${input.shopOrderId} FOR UPDATE`);
  const { rows: settledNow } = await t.execute<{ settled: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM ledger_entries s JOIN shop_orders so ON s.key = 'settle:' || so.order_no
      WHERE so.id = ${input.shopOrderId}) AS settled`);
  if (!found[0]) return;
  const rows = await earlierSourceOf(t, input.shopOrderId);
  // The shop's lines go to the balance the order's money is in now (settled since: available).
  const shopAccount: LedgerAccount = settledNow[0]?.settled ? 'merchant_available' : 'merchant_pending';
  const lines = earlierLinesOf(rows, input.amount, shopAccount);
  if (!lines) return;
  await postEntries(t, [
    {
      key: `earlier:${input.refundNo}`,
      kind: 'refund',
      ...(rows[0]?.merchant_id ? { merchantId: rows[0].merchant_id } : {}),
      shopOrderId: input.shopOrderId,
      memo: `${input.refundNo}: paid by money Stripe gave back earlier`,
      lines,
    },
  ]);
}

/** The lines of a shop order's money Stripe gave back, summed as `earlier:RE…` reads them (`earlierSourceOf`). */
type EarlierSource = {
  merchant_id: number | null;
  account: LedgerAccount;
  line_merchant: number | null;
  line_kind: LedgerKind;
  amount: number;
}[];

/**
 * The lines of shop order `shopOrderId`'s money Stripe gave back that `earlier:RE…` entries give back from: its
 * `stripe:` entries (not those of a dispute still open, nor releases of a buyer's holding) and the `earlier:` entries
 * that used them, summed by account, shop and kind.
 */
async function earlierSourceOf(t: Queryable, shopOrderId: number): Promise<EarlierSource> {
  const { rows } = await t.execute<EarlierSource[number]>(sql`
    SELECT e.merchant_id, l.account, l.merchant_id AS line_merchant, l.kind AS line_kind,
      sum(l.amount)::bigint AS amount
    FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
    WHERE e.shop_order_id = ${shopOrderId} AND (e.key LIKE 'earlier:%' OR (e.key LIKE 'stripe:%'
      AND NOT ${buyerReleaseSql('e')}
      AND NOT EXISTS (SELECT 1 FROM provider_returns pr WHERE pr.kind = 'dispute' AND pr.closed_at IS NULL
        AND e.key LIKE 'stripe:' || pr.ref || ':%')))
    GROUP BY e.merchant_id, l.account, l.merchant_id, l.kind ORDER BY l.account, l.kind`);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/**
 * The lines of an `earlier:RE…` entry using `amount` cents of the money `rows` gave back: each line of `rows` (but
 * provider cash) back in proportion, rounded toward zero, the shop's lines in `shopAccount`, provider cash in by the
 * part used, and what the rounding leaves on the shop's money line so the entry sums to zero. Null: nothing to use.
 */
function earlierLinesOf(rows: EarlierSource, amount: number, shopAccount: LedgerAccount): LineInput[] | null {
  const cash = -rows.filter((r) => r.account === 'provider_cash').reduce((sum, r) => sum + Number(r.amount), 0);
  if (cash <= 0 || amount <= 0) return null;
  const part = Math.min(amount, cash);
  const merged = new Map<string, LineInput>();
  for (const r of rows) {
    if (r.account === 'provider_cash') continue;
    const account = r.account === 'merchant_pending' || r.account === 'merchant_available' ? shopAccount : r.account;
    const line = -Math.trunc((Number(r.amount) * part) / cash);
    const key = `${account}:${r.line_merchant}:${r.line_kind}`;
    const found = merged.get(key);
    if (found) found.amount += line;
    else
      merged.set(key, {
        account,
        ...(r.line_merchant === null ? {} : { merchantId: r.line_merchant }),
        kind: r.line_kind,
        amount: line,
      });
  }
  const lines = [...merged.values()];
  lines.push({ account: 'provider_cash', kind: 'refund', amount: part });
  // What the proportions' rounding leaves goes to the shop's money line, so the entry sums to zero.
  const left = -lines.reduce((sum, l) => sum + l.amount, 0);
  const shopLine = lines.find((l) => l.account === shopAccount && l.kind === 'refund');
  if (shopLine) shopLine.amount += left;
  else if (left !== 0) lines.push({ account: 'platform_adjustments', amount: left });
  return lines;
}

/**
 * What the `earlier:RE…:<n>` entries of refunds owed again that money taken back pays (`uses`, cents each, in the
 * order the sweep settles them) will give back to the shop of shop order `shopOrderId` (audit ET4), once the part's
 * own entry (`entry`, not posted yet) is booked: as `bookEarlierUsed` will book them, rounding included, so the shop
 * is told to the cent what it is charged in the end. Read before the part's entry is posted.
 */
export async function earlierGivesBack(
  t: Queryable,
  input: { shopOrderId: number; entry: LineInput[]; merchantId: number; uses: number[] },
): Promise<number> {
  if (!input.uses.some((u) => u > 0)) return 0;
  const rows = await earlierSourceOf(t, input.shopOrderId);
  // The entries the sweep will read: those booked, the part's, then each earlier entry before the next.
  const add = (lines: LineInput[]) => {
    for (const l of lines) {
      if (l.amount === 0) continue;
      const found = rows.find(
        (r) =>
          r.merchant_id === input.merchantId &&
          r.account === l.account &&
          r.line_merchant === (l.merchantId ?? null) &&
          r.line_kind === (l.kind ?? 'refund'),
      );
      if (found) found.amount += l.amount;
      else
        rows.push({
          merchant_id: input.merchantId,
          account: l.account,
          line_merchant: l.merchantId ?? null,
          line_kind: l.kind ?? 'refund',
          amount: l.amount,
        });
    }
  };
  add(input.entry);
  let given = 0;
  for (const use of input.uses) {
    const lines = earlierLinesOf(rows, use, 'merchant_pending');
    if (!lines) continue;
    given -= lines.filter((l) => l.merchantId !== undefined).reduce((sum, l) => sum + l.amount, 0);
    add(lines);
  }
  return given;
}

/**
 * Whether a dispute (a chargeback, not an inquiry) is open over checkout `orderId`'s payment: Stripe refuses to
 * refund a disputed charge (`charge_disputed`) and holds its funds until the dispute closes, so a refund of the mall
 * waits for it (audit DM1). An inquiry (`warning_*`) does not stop a refund: Stripe pays it and closes the inquiry.
 */
export async function disputeOpen(t: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await t.execute(sql`
    SELECT 1 FROM provider_returns WHERE order_id = ${orderId} AND kind = 'dispute' AND closed_at IS NULL
      AND status NOT LIKE 'warning%' LIMIT 1`);
  return rows.length > 0;
}
