import { randomInt } from 'node:crypto';
import type { PayoutOverview } from '@mall/contract';
import { formatMoney, fromCents } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';

/** The app's pool, or a transaction around the caller's work (the demo seed pays its payouts inside its own). */
type Runner = Queryable;

import type { PayoutAccountSnapshot, PayoutMethod, PayoutStatus } from '../../db/schema';
import { conflict, forbidden, invalid } from '../../platform/errors';
import { getSettings } from '../content/settings';
import { recordNotice } from '../notices/record';
import { settleNotices } from '../notices/settle';
import { financeSettings } from './finance-settings';
import { postEntry } from './ledger';
import type { PayoutNotice } from './payout-mails';
import type { PayoutProviders } from './payout-providers';
import { findPayout, type PayoutRow, tell, transferPayout } from './payout-transfer';

export { PAYOUT_CURRENCY, resumeStuckPayouts } from './payout-transfer';

/**
 * Payouts to merchants (DESIGN.md section 6, API.md section F); this module owns the `payouts` rows. A request moves
 * no money; approval moves it from available to paying (`payout:<PO>:approve`), then the provider is called with the
 * payout number as idempotency key and the outcome recorded: paid (`payout:<PO>:paid`) or failed, back to available
 * (`payout:<PO>:failed`). A bank (offline) payout stays paying after approval until the operator records the transfer's
 * reference and date (payout-bank.ts). A payout left paying by a crash between the call and the record is resumed by the sweep with
 * the same key, so the provider answers its first transfer: never two transfers for one payout.
 */

export const PAYOUT_IN_REVIEW = 'A payout is already in review; wait for its decision before asking for another';
export const PAYOUT_NO_ACCOUNT = 'Set up a payout account before asking for a payout';
export const PAYOUT_DECIDED = 'This payout has already been decided';
export const PAYOUT_OWNER_ONLY = "Only the shop's owner can ask for a payout";
export const PAYOUT_HELD = 'The payout account was changed recently; payouts to it are held for now';

/**
 * Why an amount cannot be paid out, with the amounts that decide it (audit AM5: "below the minimum" named no
 * minimum, and was said of an amount above the balance). Amounts are written for an English reader; the message
 * catalogue writes them in the reader's language (messages/money-text.ts).
 */
function amountRefused(amount: number, available: number, minimum: number, symbol: string): string | null {
  const money = (cents: number) => formatMoney(cents, symbol, 'en');
  // A shop in debt has nothing to withdraw; it is told its debt, as its finance page says it (audit AW8: "an
  // available balance of -$115.00").
  if (available < 0) return `Nothing can be paid out: the shop owes ${money(-available)}, paid off by its next sales`;
  if (available < minimum && (amount > available || amount < minimum)) {
    return `The available balance of ${money(available)} is below the smallest payout of ${money(minimum)}`;
  }
  if (amount < minimum) return `The smallest payout is ${money(minimum)}`;
  if (amount > available) return `You can ask for at most ${money(available)}`;
  return null;
}

/** P O, then UTC time to the second and six random digits, like the order numbers. */
export function newPayoutNo(): string {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `PO${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The payout rules: the platform's minimum (cents, the finance settings) and the hold after an account change (hours,
 * the `payouts` setting, default 48).
 */
export async function payoutRules(db: Queryable): Promise<{ minimum: number; holdHours: number }> {
  const [{ minPayout }, { payouts }] = await Promise.all([financeSettings(db), getSettings(db, ['payouts'])]);
  return { minimum: minPayout, holdHours: payouts.holdHours };
}

type AccountRow = {
  method: PayoutMethod;
  stripe_account_id: string | null;
  holder: string;
  bank_text: string;
  held_until: Date | null;
};

async function payoutAccount(db: Queryable, merchantId: number): Promise<AccountRow | null> {
  const { rows } = await db.execute<AccountRow>(sql`
    SELECT method, stripe_account_id, holder, bank_text, held_until FROM payout_accounts WHERE merchant_id = ${merchantId}`);
  return rows[0] ?? null;
}

const heldNow = (a: AccountRow | null) => a?.held_until != null && new Date(a.held_until).getTime() > Date.now();

/** What the payout page shows before a request: the available balance, the minimum and what blocks a request. */
export async function payoutOverview(db: Db, merchantId: number, userId: number): Promise<PayoutOverview> {
  const [{ minimum }, account, balance, reviewing, staff] = await Promise.all([
    payoutRules(db),
    payoutAccount(db, merchantId),
    db.execute<{ available: number }>(sql`SELECT available FROM merchant_balances WHERE merchant_id = ${merchantId}`),
    db.execute(sql`SELECT 1 FROM payouts WHERE merchant_id = ${merchantId} AND status = 'reviewing'`),
    db.execute<{ role: string }>(
      sql`SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`,
    ),
  ]);
  const available = Number(balance.rows[0]?.available ?? 0);
  const blockedBy =
    staff.rows[0]?.role !== 'owner'
      ? 'owner'
      : available < 0
        ? 'debt'
        : !account
          ? 'account'
          : heldNow(account)
            ? 'held'
            : reviewing.rows.length
              ? 'reviewing'
              : null;
  return {
    // The balance below zero is a debt, shown as such (the finance summary's figures: financeSummary).
    available: fromCents(Math.max(0, available)),
    debt: fromCents(Math.max(0, -available)),
    minimum: fromCents(minimum),
    blockedBy,
    heldUntil: account?.held_until ? new Date(account.held_until).toISOString() : null,
  };
}

/**
 * A shop asks to be paid `amount` cents. The shop's balance row is locked, so two requests racing are decided one
 * after the other; the partial unique index (one `reviewing` per shop) stands behind the check.
 */
export async function requestPayout(
  db: Runner,
  merchantId: number,
  userId: number,
  amount: number,
  locale = 'en',
): Promise<string> {
  const payoutNo = newPayoutNo();
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ available: number }>(
        sql`SELECT available FROM merchant_balances WHERE merchant_id = ${merchantId} FOR UPDATE`,
      );
      const available = Number(rows[0]?.available ?? 0);
      const { rows: staff } = await tx.execute<{ role: string }>(
        sql`SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`,
      );
      if (staff[0]?.role !== 'owner') throw forbidden(PAYOUT_OWNER_ONLY);
      const { minimum } = await payoutRules(tx);
      const account = await payoutAccount(tx, merchantId);
      if (!account) throw invalid(PAYOUT_NO_ACCOUNT);
      if (heldNow(account)) {
        throw conflict(PAYOUT_HELD);
      }
      const inReview = await tx.execute(
        sql`SELECT 1 FROM payouts WHERE merchant_id = ${merchantId} AND status = 'reviewing'`,
      );
      if (inReview.rows.length) throw conflict(PAYOUT_IN_REVIEW);
      const { home } = await getSettings(tx, ['home']);
      const refused = amountRefused(amount, available, minimum, home.currencySymbol);
      if (refused) throw invalid(refused);
      const snapshot: PayoutAccountSnapshot = {
        method: account.method,
        ...(account.stripe_account_id ? { stripeAccountId: account.stripe_account_id } : {}),
        holder: account.holder,
        bankText: account.bank_text,
        locale,
      };
      await tx.execute(sql`
        INSERT INTO payouts (payout_no, merchant_id, amount, account, requested_by)
        VALUES (${payoutNo}, ${merchantId}, ${amount}, ${JSON.stringify(snapshot)}::jsonb, ${userId})`);
      await recordNotice(tx, { kind: 'payout_asked', payoutNo });
    });
  } catch (err) {
    const pg = ((err as { cause?: unknown }).cause ?? err) as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'payouts_one_reviewing_idx') throw conflict(PAYOUT_IN_REVIEW);
    throw err;
  }
  return payoutNo;
}

/** The platform turns a payout down; nothing had moved, so nothing moves back. The owner is told why. */
export async function rejectPayout(
  db: Db,
  payoutNo: string,
  adminId: number,
  reason: string,
  notice?: PayoutNotice,
): Promise<void> {
  const rejected = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<PayoutRow>(sql`
      UPDATE payouts SET status = 'rejected', reject_reason = ${reason}, reviewed_by = ${adminId}, reviewed_at = now()
      WHERE payout_no = ${payoutNo} AND status = 'reviewing'
      RETURNING id, payout_no, merchant_id, amount, status, account, created_at`);
    if (!rows[0]) return null;
    await recordNotice(tx, { kind: 'payout_rejected', payoutNo });
    // The operators' "to review" notice is settled by the decision (audit FZ3).
    await settleNotices(tx, { kind: 'payout_asked', payoutNo });
    return rows[0];
  });
  if (rejected) {
    await tell(db, notice, rejected, { kind: 'rejected', reason });
    return;
  }
  await findPayout(db, payoutNo);
  throw conflict(PAYOUT_DECIDED);
}

/**
 * The platform approves: in one transaction the payout must still be in review and the shop's available balance
 * must cover it; available moves to paying and the payout is `paying`. Then the transfer is made and recorded.
 * Two approvals racing: the payout row is locked, the second finds it decided.
 */
export async function approvePayout(
  db: Runner,
  providers: PayoutProviders,
  payoutNo: string,
  adminId: number,
  notice?: PayoutNotice,
): Promise<PayoutStatus> {
  const payout = await db.transaction(async (tx) => {
    const p = await findPayout(tx, payoutNo, true);
    if (p.status !== 'reviewing') throw conflict(PAYOUT_DECIDED);
    const { rows } = await tx.execute<{ available: number }>(
      sql`SELECT available FROM merchant_balances WHERE merchant_id = ${p.merchant_id} FOR UPDATE`,
    );
    if (Number(rows[0]?.available ?? 0) < p.amount) {
      throw conflict('The shop no longer has this much available (a refund may have taken some); reject the payout');
    }
    await postEntry(tx, {
      key: `payout:${p.payout_no}:approve`,
      kind: 'payout',
      merchantId: p.merchant_id,
      payoutId: p.id,
      createdBy: adminId,
      lines: [
        { account: 'merchant_available', merchantId: p.merchant_id, amount: p.amount },
        { account: 'merchant_paying', merchantId: p.merchant_id, amount: -p.amount },
      ],
    });
    await tx.execute(sql`
      UPDATE payouts SET status = 'paying', reviewed_by = ${adminId}, reviewed_at = now() WHERE id = ${p.id}`);
    // The operators' "to review" notice is settled by the decision (audit FZ3).
    await settleNotices(tx, { kind: 'payout_asked', payoutNo: p.payout_no });
    return { ...p, status: 'paying' as const };
  });
  // The platform pays a bank payout outside the mall; it is paid once the operator records the transfer.
  if (payout.account.method === 'offline') return 'paying';
  return transferPayout(db, providers, payout, notice);
}
