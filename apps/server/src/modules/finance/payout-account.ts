import { createHash, randomInt } from 'node:crypto';
import { isLocale, type Locale, type PayoutAccountInput, type PayoutAccountView } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PayoutAccountSnapshot, PayoutMethod } from '../../db/schema';
import { AppError, conflict, forbidden, invalid } from '../../platform/errors';
import type { Messaging } from '../../platform/messaging';
import { type PayoutPlace, payoutAccountMails } from './payout-account-mails';
import { payoutRules } from './payouts';

/**
 * Where a shop is paid (payout_accounts; this module owns it and payout_account_changes). A change is only asked for
 * here: a six-digit code goes to the shop owner's email, and only the code makes it real. The owner is told when it
 * is done, and payouts to the new account wait for the platform's hold (a stolen staff session cannot redirect the
 * shop's money unseen).
 */

export const CHANGE_CODE_MINUTES = 15;
export const CHANGE_CODE_ATTEMPTS = 5;
export const CHANGE_RESEND_SECONDS = 60;
export const CODE_WRONG = 'The verification code is wrong or has expired';
export const CODE_EXHAUSTED = 'Too many wrong codes, please ask for a new one';

const hashCode = (changeId: number, code: string) =>
  createHash('sha256').update(`payout-account\n${changeId}\n${code}`).digest('hex');

/** `m•••@example.com`: enough for the owner to know where to look. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

/** Who may change where the shop's money goes: its owner only (audit CY1), as only the owner asks for payouts. */
export const PAYOUT_ACCOUNT_OWNER_ONLY = "Only the shop's owner can change the payout account";

/**
 * The shop owner's email and the language that account keeps. Never another member's (audit CY1: with staff
 * invitations, a member with an e-mail received the code of an owner without one and could move the payouts).
 */
async function ownerEmail(db: Db, merchantId: number): Promise<{ email: string; locale: Locale | null }> {
  const { rows } = await db.execute<{ email: string | null; locale: string | null }>(sql`
    SELECT u.email, u.locale FROM merchant_staff s JOIN users u ON u.id = s.user_id
    WHERE s.merchant_id = ${merchantId} AND s.role = 'owner' AND u.email IS NOT NULL AND u.email <> ''
    LIMIT 1`);
  const email = rows[0]?.email;
  if (!email) throw conflict('The shop owner has no email address to send the code to');
  const locale = rows[0]?.locale;
  return { email, locale: isLocale(locale) ? locale : null };
}

/** Whether the user is the shop's owner (the one who sees and changes where its money goes). */
export async function isShopOwner(db: Db, merchantId: number, userId: number): Promise<boolean> {
  const { rows } = await db.execute<{ role: string }>(
    sql`SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`,
  );
  return rows[0]?.role === 'owner';
}

async function assertOwner(db: Db, merchantId: number, userId: number): Promise<void> {
  if (!(await isShopOwner(db, merchantId, userId))) throw forbidden(PAYOUT_ACCOUNT_OWNER_ONLY);
}

/**
 * What a member who is not the owner reads of an account's text (decision 0058): `•••• ` and its last four
 * characters (spaces left out, counted as seen), enough to tell which account it is; a text of eight characters or
 * fewer shows none of them, and an empty one stays empty.
 */
export function lastFour(text: string): string {
  const chars = Array.from(text.replace(/\s+/gu, ''));
  if (chars.length === 0) return '';
  return chars.length > 8 ? `•••• ${chars.slice(-4).join('')}` : '••••';
}

type ChangeRow = {
  id: number;
  account: PayoutAccountSnapshot;
  attempts: number;
  expires_at: Date;
  code_hash: string;
};

/**
 * The shop's payout account as `reader` reads it: the owner whole; another member (`member`) only that it is set, its
 * method, hold and time, and the last four characters of the account (decision 0058, audit GZ1): the holder's name
 * and the bank details stay with the owner, who alone changes them and asks for payouts.
 */
export async function payoutAccountView(
  db: Db,
  merchantId: number,
  stripeAvailable: boolean,
  reader: 'owner' | 'member',
): Promise<PayoutAccountView> {
  const [account, change, rules] = await Promise.all([
    db.execute<{
      method: PayoutMethod;
      stripe_account_id: string | null;
      holder: string;
      bank_text: string;
      held_until: Date | null;
      updated_at: Date;
    }>(sql`SELECT method, stripe_account_id, holder, bank_text, held_until, updated_at FROM payout_accounts
      WHERE merchant_id = ${merchantId}`),
    db.execute<ChangeRow>(sql`
      SELECT id, account, attempts, expires_at, code_hash FROM payout_account_changes
      WHERE merchant_id = ${merchantId} AND confirmed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`),
    payoutRules(db),
  ]);
  const a = account.rows[0];
  const c = change.rows[0];
  const held = a?.held_until && new Date(a.held_until).getTime() > Date.now() ? a.held_until : null;
  const whole = reader === 'owner';
  const stripeId = (id: string | null) => (whole || id === null ? id : lastFour(id));
  const holder = (text: string) => (whole ? text : '');
  const bank = (text: string) => (whole ? text : lastFour(text));
  return {
    account: a
      ? {
          method: a.method,
          stripeAccountId: stripeId(a.stripe_account_id),
          holder: holder(a.holder),
          bankText: bank(a.bank_text),
          heldUntil: held ? new Date(held).toISOString() : null,
          updateTime: new Date(a.updated_at).toISOString(),
        }
      : null,
    pendingChange:
      c && c.attempts < CHANGE_CODE_ATTEMPTS
        ? {
            method: c.account.method,
            stripeAccountId: stripeId(c.account.stripeAccountId ?? null),
            holder: holder(c.account.holder ?? ''),
            bankText: bank(c.account.bankText ?? ''),
            sentTo: maskEmail((await ownerEmail(db, merchantId)).email),
            expiresAt: new Date(c.expires_at).toISOString(),
          }
        : null,
    stripeAvailable,
    holdHours: rules.holdHours,
    masked: !whole,
  };
}

const placeOf = (a: PayoutAccountSnapshot): PayoutPlace =>
  a.method === 'stripe' ? { stripeAccount: a.stripeAccountId ?? '' } : { holder: a.holder ?? '' };

/**
 * Asks for a change: earlier unconfirmed changes stop working, a code goes to the owner. One request a minute per
 * shop (the code goes by email; a loop must not flood the owner's inbox).
 */
export async function requestAccountChange(
  db: Db,
  messaging: Messaging,
  merchantId: number,
  userId: number,
  input: PayoutAccountInput,
  stripeAvailable: boolean,
  locale: Locale,
): Promise<{ sentTo: string; expiresAt: string }> {
  if (input.method === 'stripe' && !stripeAvailable) throw invalid('Stripe payouts are not available on this mall');
  await assertOwner(db, merchantId, userId);
  const owner = await ownerEmail(db, merchantId);
  const to = owner.email;
  const account: PayoutAccountSnapshot =
    input.method === 'stripe'
      ? {
          method: 'stripe',
          stripeAccountId: input.stripeAccountId,
          holder: input.holder ?? '',
          bankText: input.bankText ?? '',
        }
      : { method: 'offline', holder: input.holder, bankText: input.bankText };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`payout-account:${merchantId}`}))`);
    const { rows: recent } = await tx.execute<{ wait: number }>(sql`
      SELECT ceil(${CHANGE_RESEND_SECONDS} - extract(epoch FROM now() - created_at))::int AS wait
      FROM payout_account_changes WHERE merchant_id = ${merchantId} ORDER BY id DESC LIMIT 1`);
    const wait = recent[0]?.wait ?? 0;
    if (wait > 0) throw new AppError(429, `Please wait ${wait} seconds before asking for another code`);
    await tx.execute(sql`
      UPDATE payout_account_changes SET expires_at = now()
      WHERE merchant_id = ${merchantId} AND confirmed_at IS NULL AND expires_at > now()`);
    const { rows } = await tx.execute<{ id: number; expires_at: Date }>(sql`
      INSERT INTO payout_account_changes (merchant_id, requested_by, account, code_hash, expires_at)
      VALUES (${merchantId}, ${userId}, ${JSON.stringify(account)}::jsonb, '',
        now() + make_interval(mins => ${CHANGE_CODE_MINUTES}))
      RETURNING id, expires_at`);
    const row = rows[0]!;
    await tx.execute(sql`UPDATE payout_account_changes SET code_hash = ${hashCode(row.id, code)} WHERE id = ${row.id}`);
    return new Date(row.expires_at).toISOString();
  });
  await messaging.sendEmail({
    to,
    ...payoutAccountMails(owner.locale ?? locale).code(placeOf(account), code, CHANGE_CODE_MINUTES),
  });
  return { sentTo: maskEmail(to), expiresAt };
}

/**
 * Confirms the newest change with its code: at most five attempts, each wrong one counted in its own transaction
 * before the refusal. The account changes, payouts to it are held for the platform's hold, and the owner is told.
 */
export async function confirmAccountChange(
  db: Db,
  messaging: Messaging,
  merchantId: number,
  userId: number,
  code: string,
  locale: Locale,
): Promise<void> {
  await assertOwner(db, merchantId, userId);
  const { holdHours } = await payoutRules(db);
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<ChangeRow>(sql`
      SELECT id, account, attempts, expires_at, code_hash FROM payout_account_changes
      WHERE merchant_id = ${merchantId} AND confirmed_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1 FOR UPDATE`);
    const change = rows[0];
    if (!change) return CODE_WRONG;
    if (change.attempts >= CHANGE_CODE_ATTEMPTS) return CODE_EXHAUSTED;
    if (change.code_hash !== hashCode(change.id, code)) {
      await tx.execute(sql`UPDATE payout_account_changes SET attempts = attempts + 1 WHERE id = ${change.id}`);
      return change.attempts + 1 >= CHANGE_CODE_ATTEMPTS ? CODE_EXHAUSTED : CODE_WRONG;
    }
    await tx.execute(sql`UPDATE payout_account_changes SET confirmed_at = now() WHERE id = ${change.id}`);
    const a = change.account;
    await tx.execute(sql`
      INSERT INTO payout_accounts (merchant_id, method, stripe_account_id, holder, bank_text, held_until, updated_at)
      VALUES (${merchantId}, ${a.method}, ${a.stripeAccountId ?? null}, ${a.holder ?? ''}, ${a.bankText ?? ''},
        now() + make_interval(hours => ${holdHours}), now())
      ON CONFLICT (merchant_id) DO UPDATE SET method = EXCLUDED.method, stripe_account_id = EXCLUDED.stripe_account_id,
        holder = EXCLUDED.holder, bank_text = EXCLUDED.bank_text, held_until = EXCLUDED.held_until, updated_at = now()`);
    return a;
  });
  // A refusal is thrown only now, after the transaction counted the attempt.
  if (typeof outcome === 'string') throw invalid(outcome);
  const a = outcome;
  const owner = await ownerEmail(db, merchantId);
  await messaging.sendEmail({
    to: owner.email,
    ...payoutAccountMails(owner.locale ?? locale).changed(placeOf(a), holdHours),
  });
}
