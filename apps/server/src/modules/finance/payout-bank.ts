import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conflict, invalid } from '../../platform/errors';
import type { PayoutNotice } from './payout-mails';
import { findPayout, recordFailed, recordPaid, tell } from './payout-transfer';

/**
 * Bank (offline) payouts (issue 22, item 11): the platform pays outside the mall, so an approved bank payout stays
 * paying until the operator records the transfer's reference and the day it was made. Only then is it paid on the
 * ledger (paying to the provider's cash), and the shop sees the reference and the day in its payout history. A transfer
 * that cannot be made (wrong account, the bank sent it back) is recorded failed instead, as a provider's refusal is.
 */

export const PAYOUT_NOT_AWAITING_TRANSFER = 'Only an approved bank payout waiting for its transfer can be marked paid';
export const PAYOUT_NOT_AWAITING_TRANSFER_FAIL =
  'Only an approved bank payout waiting for its transfer can be marked failed';
/** The days a transfer may be recorded on, `YYYY-MM-DD` (a pattern of the message catalogue, audit AW6). */
export const payoutDaysAllowed = (from: string, to: string) => `The day of the transfer must be from ${from} to ${to}`;

/** Whether the payout is a bank payout waiting for the operator's record of its transfer. */
export async function awaitsBankTransfer(db: Queryable, payoutNo: string): Promise<boolean> {
  const p = await findPayout(db, payoutNo);
  return p.status === 'paying' && p.account.method === 'offline';
}

/**
 * Marks a bank payout paid with the transfer's reference (1 to 64 characters, checked by the contract and the table)
 * and day (`YYYY-MM-DD`): not after today and not before the day of the request. The operator picks the day in their
 * own time zone, which the server does not know; so the day may be any day that has begun somewhere on Earth (the
 * day now in UTC+14, the latest zone) and not before the request's day anywhere (its day in UTC-12, the earliest).
 * Audit AW6: checked in the shop's zone, an operator east of it was refused "today" as in the future, one west of it
 * the request's day; audit CE11: the UTC day plus one let through a day not yet begun anywhere. The payout
 * row is locked, so two operators recording at once record it once; the second is told it is decided.
 */
export async function recordBankTransfer(
  db: Queryable,
  payoutNo: string,
  adminId: number,
  transfer: { reference: string; paidOn: string },
  notice?: PayoutNotice,
): Promise<void> {
  const paid = await db.transaction(async (tx) => {
    const p = await findPayout(tx, payoutNo, true);
    if (p.status !== 'paying' || p.account.method !== 'offline') throw conflict(PAYOUT_NOT_AWAITING_TRANSFER);
    const { rows } = await tx.execute<{ latest: string; earliest: string }>(sql`
      SELECT to_char((now() AT TIME ZONE 'Etc/GMT-14')::date, 'YYYY-MM-DD') AS latest,
        to_char((${p.created_at}::timestamptz AT TIME ZONE 'Etc/GMT+12')::date, 'YYYY-MM-DD') AS earliest`);
    const { latest, earliest } = rows[0]!;
    if (transfer.paidOn > latest || transfer.paidOn < earliest) throw invalid(payoutDaysAllowed(earliest, latest));
    await recordPaid(tx, p, transfer.reference, { ...transfer, adminId });
    return p;
  });
  await tell(db, notice, paid, { kind: 'paid', transferId: transfer.reference });
}

/**
 * Marks a bank payout failed with the operator's reason (audit AW7: the money otherwise stayed paying for ever): paying
 * back to available through the same entry a provider's refusal writes, and the owner told in their language. The
 * payout row is locked and must still be a bank payout waiting for its transfer, so two clicks fail it once, and a
 * payout failed cannot then be marked paid.
 */
export async function failBankTransfer(
  db: Queryable,
  payoutNo: string,
  adminId: number,
  reason: string,
  notice?: PayoutNotice,
): Promise<void> {
  const failed = await db.transaction(async (tx) => {
    const p = await findPayout(tx, payoutNo, true);
    if (p.status !== 'paying' || p.account.method !== 'offline') throw conflict(PAYOUT_NOT_AWAITING_TRANSFER_FAIL);
    await recordFailed(tx, p, reason, adminId);
    return p;
  });
  await tell(db, notice, failed, { kind: 'failed', reason });
}
