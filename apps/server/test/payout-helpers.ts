import { randomUUID } from 'node:crypto';
import type { PayoutAccountInput } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { postEntry, shopBalances } from '../src/modules/finance/ledger';
import type { FastifyZod } from '../src/platform/fastify';
import { bearer, post } from './harness';

/** Helpers of the payout tests (not part of the app). */

/** Gives a shop money to pay out: a platform adjustment onto its available balance, through the ledger's writer. */
export async function credit(db: Db, merchantId: number, cents: number): Promise<void> {
  await db.transaction((tx) =>
    postEntry(tx, {
      key: `adjust:${randomUUID()}`,
      kind: 'adjustment',
      merchantId,
      memo: 'test credit',
      lines: [
        { account: 'merchant_available', merchantId, amount: -cents },
        { account: 'platform_adjustments', amount: cents },
      ],
    }),
  );
}

/** The six-digit code of the newest payout-account email to `to` (the outbox stands in for SMTP in tests). */
export async function payoutCode(db: Db, to: string): Promise<string> {
  const { rows } = await db.execute<{ subject: string }>(sql`
    SELECT subject FROM outbox WHERE recipient = ${to} AND subject LIKE '%payout account code%' ORDER BY id DESC LIMIT 1`);
  const code = /\b(\d{6})\b/.exec(rows[0]?.subject ?? '')?.[1];
  if (!code) throw new Error(`no payout code for ${to}`);
  return code;
}

export async function ownerEmailOf(db: Db, merchantId: number): Promise<string> {
  const { rows } = await db.execute<{ email: string }>(sql`
    SELECT u.email FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE s.merchant_id = ${merchantId}
    ORDER BY (s.role = 'owner') DESC, s.id LIMIT 1`);
  return rows[0]!.email;
}

/** Lets the next change be asked for at once (the one-a-minute rule is tested on its own). */
export async function forgetChangeWait(db: Db, merchantId: number): Promise<void> {
  await db.execute(sql`
    UPDATE payout_account_changes SET created_at = created_at - interval '2 minutes' WHERE merchant_id = ${merchantId}`);
}

/** Sets the shop's payout account through the API with the emailed code, then lets the hold pass. */
export async function setPayoutAccount(
  app: FastifyZod,
  db: Db,
  token: string,
  merchantId: number,
  input: PayoutAccountInput = { method: 'offline', holder: 'TechZone Ltd', bankText: 'Bank of Tests, IBAN GB00 0000' },
): Promise<void> {
  await forgetChangeWait(db, merchantId);
  const asked = await post(app, '/api/merchant/finance/payout-account', input, { headers: bearer(token) });
  if (asked.body.code !== 200) throw new Error(`payout account: ${asked.body.message}`);
  const code = await payoutCode(db, await ownerEmailOf(db, merchantId));
  const confirmed = await post(
    app,
    '/api/merchant/finance/payout-account/confirm',
    { code },
    { headers: bearer(token) },
  );
  if (confirmed.body.code !== 200) throw new Error(`payout account confirm: ${confirmed.body.message}`);
  await db.execute(sql`UPDATE payout_accounts SET held_until = NULL WHERE merchant_id = ${merchantId}`);
}

export async function payoutRow(db: Db, payoutNo: string) {
  const { rows } = await db.execute<{
    status: string;
    amount: number;
    transfer_id: string | null;
    fail_reason: string | null;
    reject_reason: string | null;
  }>(sql`SELECT status, amount, transfer_id, fail_reason, reject_reason FROM payouts WHERE payout_no = ${payoutNo}`);
  return rows[0]!;
}

export { shopBalances };
