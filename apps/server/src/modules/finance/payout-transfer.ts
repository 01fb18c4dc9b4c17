import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import type { PayoutAccountSnapshot, PayoutStatus } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { recordNotice } from '../notices/record';
import { deliverEventNow } from '../notices/sender';
import { postEntry } from './ledger';
import type { PayoutNotice, PayoutOutcome } from './payout-mails';
import { type PayoutProviders, TransferRefused } from './payout-providers';

// How an approved payout's money leaves the mall and how that is recorded (payouts.ts asks, approves and rejects).

export const PAYOUT_CURRENCY = 'usd';

export type PayoutRow = {
  id: number;
  payout_no: string;
  merchant_id: number;
  amount: number;
  status: PayoutStatus;
  account: PayoutAccountSnapshot;
  created_at: Date;
};

const PAYOUT_COLUMNS = sql`id, payout_no, merchant_id, amount, status, account, created_at`;

/** Delivers the outcome's notice (recorded with the outcome) at once; the sender job would otherwise. */
export function tell(db: Queryable, notice: PayoutNotice | undefined, p: PayoutRow, outcome: PayoutOutcome) {
  return notice && deliverEventNow(db, notice, `payout_${outcome.kind}:${p.payout_no}`);
}

export async function findPayout(db: Queryable, payoutNo: string, lock = false): Promise<PayoutRow> {
  const { rows } = await db.execute<PayoutRow>(sql`
    SELECT ${PAYOUT_COLUMNS} FROM payouts WHERE payout_no = ${payoutNo}
    ${lock ? sql`FOR UPDATE` : sql``}`);
  if (!rows[0]) throw notFound('Payout not found');
  return rows[0];
}

/**
 * Records, inside the caller's transaction, that a paying payout's money left: paying to the provider's cash on the
 * ledger (`payout:<PO>:paid`), the payout paid with its transfer id, and the owner's notice.
 */
export async function recordPaid(
  tx: Queryable,
  p: PayoutRow,
  transferId: string,
  bank?: { reference: string; paidOn: string; adminId: number },
): Promise<void> {
  await postEntry(tx, {
    key: `payout:${p.payout_no}:paid`,
    kind: 'payout',
    merchantId: p.merchant_id,
    payoutId: p.id,
    ...(bank ? { createdBy: bank.adminId } : {}),
    lines: [
      { account: 'merchant_paying', merchantId: p.merchant_id, amount: p.amount },
      { account: 'provider_cash', amount: -p.amount },
    ],
  });
  await tx.execute(sql`
    UPDATE payouts SET status = 'paid', transfer_id = ${transferId}, paid_at = now(),
      transfer_reference = ${bank?.reference ?? null}, transferred_on = ${bank?.paidOn ?? null}::date,
      paid_by = ${bank?.adminId ?? null}
    WHERE id = ${p.id}`);
  await recordNotice(tx, { kind: 'payout_paid', payoutNo: p.payout_no });
}

/**
 * Records, inside the caller's transaction, that a paying payout's transfer failed: paying back to available on the
 * ledger (`payout:<PO>:failed`), the payout failed with its reason, and the owner's notice. The provider's refusal
 * and the operator's record of a bank transfer that could not be made (payout-bank.ts) both come here.
 */
export async function recordFailed(tx: Queryable, p: PayoutRow, reason: string, adminId?: number): Promise<void> {
  await postEntry(tx, {
    key: `payout:${p.payout_no}:failed`,
    kind: 'payout_reversal',
    merchantId: p.merchant_id,
    payoutId: p.id,
    ...(adminId !== undefined ? { createdBy: adminId } : {}),
    lines: [
      { account: 'merchant_paying', merchantId: p.merchant_id, amount: p.amount },
      { account: 'merchant_available', merchantId: p.merchant_id, amount: -p.amount },
    ],
  });
  await tx.execute(sql`UPDATE payouts SET status = 'failed', fail_reason = ${reason} WHERE id = ${p.id}`);
  await recordNotice(tx, { kind: 'payout_failed', payoutNo: p.payout_no });
}

/**
 * Calls the provider for a paying payout and records what it answered. Safe to run more than once and in several
 * processes: the provider's idempotency key is the payout number, and the record is conditional on `paying`.
 * A provider that gave no answer (network, 5xx) leaves the payout paying for the sweep. Only the run that records
 * the outcome tells the owner.
 */
export async function transferPayout(
  db: Queryable,
  providers: PayoutProviders,
  p: PayoutRow,
  notice?: PayoutNotice,
): Promise<PayoutStatus> {
  let outcome: { transferId: string } | { refused: string };
  try {
    outcome = await providers(p.account.method).transfer({
      payoutNo: p.payout_no,
      amount: p.amount,
      currency: PAYOUT_CURRENCY,
      account: p.account,
      transferGroup: p.payout_no,
    });
  } catch (error) {
    if (!(error instanceof TransferRefused)) return 'paying';
    outcome = { refused: error.message };
  }
  const recorded = await db.transaction(async (tx) => {
    const current = await findPayout(tx, p.payout_no, true);
    if (current.status !== 'paying') return { status: current.status, told: null };
    if ('transferId' in outcome) {
      await recordPaid(tx, p, outcome.transferId);
      return { status: 'paid' as const, told: { kind: 'paid' as const, transferId: outcome.transferId } };
    }
    await recordFailed(tx, p, outcome.refused);
    return { status: 'failed' as const, told: { kind: 'failed' as const, reason: outcome.refused } };
  });
  if (recorded.told) await tell(db, notice, p, recorded.told);
  return recorded.status;
}

/**
 * The sweep's part: payouts left paying longer than `afterSeconds` (a crash between the provider call and the record,
 * or a provider that did not answer) are transferred again with the same key. Answers how many were settled. A bank
 * (offline) payout waits in paying for the operator's record of the transfer (payout-bank.ts), so the sweep leaves it.
 */
export async function resumeStuckPayouts(
  db: Db,
  providers: PayoutProviders,
  afterSeconds = 120,
  notice?: PayoutNotice,
): Promise<number> {
  const { rows } = await db.execute<PayoutRow>(sql`
    SELECT ${PAYOUT_COLUMNS} FROM payouts
    WHERE status = 'paying' AND account->>'method' <> 'offline' AND reviewed_at < now() - make_interval(secs => ${afterSeconds})
    ORDER BY id LIMIT 100`);
  let settled = 0;
  for (const p of rows) {
    if ((await transferPayout(db, providers, p, notice)) !== 'paying') settled++;
  }
  return settled;
}
