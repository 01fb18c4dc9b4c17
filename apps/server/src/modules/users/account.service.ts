import type { AccountSession } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { invalid, notFound } from '../../platform/errors';
import { limit } from '../../platform/rate-limit';
import { revokeAllSessions } from '../../platform/session';
import { type AuthContext, type Captcha, guardCodeSending, issueCountedCode } from '../auth/auth.service';
import { consumeCode, spendOpenCodes } from '../auth/codes';
import { verifyPassword } from '../auth/passwords';
import { describeAgent } from '../auth/user-agent';
import { dropFavouritesOf } from '../favourites/favourites.service';
import { type AccountNotice, accountNoticeText, codeText } from '../notices/templates';
import { type DocumentStores, removeDocuments, withdrawApplicationsOf } from '../settle/application-documents';
import { removeOwnUploads } from '../uploads/upload-owners';
import {
  type Contact,
  contactTarget,
  type Notice,
  ownerContact,
  type PasswordRow,
  passwordRow,
  reviewedProducts,
} from './users.service';

/**
 * The account page's own doors (audit AN8): change the e-mail or the phone, list and end the signed-in devices,
 * close the account. Every change of a way in needs the owner's proof (proveOwner), not only a session: the holder
 * of a borrowed phone or a shared computer must not move the account to an address of their own (as AN9 for the
 * password).
 */

type Ctx = Pick<AuthContext, 'db' | 'messaging' | 'rateLimits' | 'ip' | 'locale'>;
type Caller = { userId: number; sessionId: number };
type Proof = { password: string; proofCode: string };

const GUEST = 'A guest account has no password; register to set one';
/** A social-only account (no password, phone or e-mail) proves itself by a sign-in with its provider this recent. */
const FRESH_SIGN_IN_MINUTES = 10;

/**
 * Checks that the caller is the account's owner: its password; without one, the code sent to its phone or e-mail
 * (sendOwnerCode, purpose `account`); without either, a sign-in with its provider in the last minutes.
 * Attempts share the password change's limit, so guessing the password here is no faster than there.
 */
export async function proveOwner(ctx: Ctx, caller: Caller, proof: Proof): Promise<PasswordRow> {
  await limit(ctx.rateLimits, `password:user:${caller.userId}`, 10, 900);
  const row = await passwordRow(ctx.db, caller.userId);
  if (row.is_guest) throw invalid(GUEST);
  if (row.password_hash !== null) {
    if (!proof.password) throw invalid('Enter your password to confirm it is you');
    if (!(await verifyPassword(row.password_hash, proof.password))) throw invalid('The current password is incorrect');
    return row;
  }
  const contact = ownerContact(row, ctx.messaging);
  if (contact) {
    if (!proof.proofCode) throw invalid('Ask for a code and enter it to confirm it is you');
    await consumeCode(ctx.db, contactTarget(contact), 'account', proof.proofCode);
    return row;
  }
  // Only a session the provider opened counts (audit CP2): one minted by another session through the QR sign-in is as
  // new as it likes but asked nobody, so the holder of any old session could make one and take the account over.
  const { rows } = await ctx.db.execute<{ fresh: boolean }>(sql`
    SELECT signed_in_by = 'social' AND created_at > now() - make_interval(mins => ${FRESH_SIGN_IN_MINUTES}) AS fresh
    FROM sessions WHERE id = ${caller.sessionId}`);
  if (!rows[0]?.fresh) throw invalid('Sign in again, then make this change within 10 minutes');
  return row;
}

const locale = (row: PasswordRow, ctx: Ctx) => row.locale ?? ctx.locale ?? 'en';

/** Where the notice of a changed contact goes: the one it replaced, else the account's other one (null: none). */
function noticeFor(row: PasswordRow, ctx: Ctx, old: Contact | null, kind: AccountNotice, to: string): Notice | null {
  const contact = old ?? ownerContact(row, ctx.messaging);
  return contact && { contact, text: accountNoticeText(locale(row, ctx), kind, to) };
}

/** "a***@example.com", "+66 ****5678": enough for the owner to recognise, not a stranger to learn. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
const maskPhone = (countryCode: string, phone: string) => `${countryCode} ****${phone.slice(-4)}`;

const EMAIL_TAKEN = 'This e-mail address is used by another account';
const PHONE_TAKEN = 'This phone number is used by another account';
const SAME_EMAIL = 'This is already your e-mail address';
const SAME_PHONE = 'This is already your phone number';

/**
 * The code that confirms a new e-mail address, sent to it. An address another account uses gets a notice instead of
 * a code, and the caller the same answer (as registration, no enumeration): a code is issued in both branches, so the
 * resend guard and the hourly limit answer alike.
 */
export async function sendEmailCode(ctx: Ctx, userId: number, email: string, captcha: Captcha): Promise<void> {
  const row = await passwordRow(ctx.db, userId);
  if (row.is_guest) throw invalid(GUEST);
  if (row.email === email) throw invalid(SAME_EMAIL);
  await guardCodeSending(ctx, email, captcha);
  const { rows } = await ctx.db.execute(sql`SELECT 1 FROM users WHERE email = ${email}`);
  const code = await issueCountedCode(ctx, email, 'email');
  const mail =
    rows.length > 0 ? codeText(locale(row, ctx), 'email_in_use') : codeText(locale(row, ctx), 'code_email', code);
  await ctx.messaging.sendEmail({ to: email, ...mail });
}

/**
 * Sets the account's e-mail once the owner proved themselves and the code sent to the new address is right. The old
 * address (or, for a first one, the account's phone) is told, in the account's language. An address another account
 * took meanwhile is refused after the code: only the holder of the address learns it.
 */
export async function changeEmail(
  ctx: Ctx,
  caller: Caller,
  change: Proof & { email: string; captcha: string },
): Promise<Notice | null> {
  const row = await proveOwner(ctx, caller, change);
  if (row.email === change.email) throw invalid(SAME_EMAIL);
  await consumeCode(ctx.db, change.email, 'email', change.captcha);
  await setUnique(ctx.db, sql`email = ${change.email}`, caller.userId, EMAIL_TAKEN);
  // Reset codes asked for the old address, or for the new one before it was the account's, open no door (audit FN2).
  await spendOpenCodes(
    ctx.db,
    [row.email, change.email].filter((email) => email !== null),
    'reset',
  );
  const old = row.email ? { email: row.email } : null;
  return noticeFor(row, ctx, old, 'email_changed', maskEmail(change.email));
}

/** The SMS code that confirms a new phone: only to dial codes the shop texts, with the picture challenge, as sign-in. */
export async function sendPhoneCode(
  ctx: Ctx,
  userId: number,
  phone: { countryCode: string; phone: string },
  captcha: Captcha,
): Promise<void> {
  const row = await passwordRow(ctx.db, userId);
  if (row.is_guest) throw invalid(GUEST);
  if (row.country_code === phone.countryCode && row.phone === phone.phone) throw invalid(SAME_PHONE);
  const target = `${phone.countryCode}${phone.phone}`;
  ctx.messaging.checkSmsTarget(target);
  await guardCodeSending(ctx, target, captcha, true);
  const code = await issueCountedCode(ctx, target, 'phone');
  await ctx.messaging.sendSms({ to: target, text: codeText(locale(row, ctx), 'code_sms', code).text });
}

/**
 * Sets the account's phone, as changeEmail. A number another account uses is refused once its code is checked (as
 * phone registration: the code proved the number is the caller's). The old number is texted when texts reach it,
 * else the account's e-mail is told.
 */
export async function changePhone(
  ctx: Ctx,
  caller: Caller,
  change: Proof & { countryCode: string; phone: string; captcha: string },
): Promise<Notice | null> {
  const row = await proveOwner(ctx, caller, change);
  if (row.country_code === change.countryCode && row.phone === change.phone) throw invalid(SAME_PHONE);
  await consumeCode(ctx.db, `${change.countryCode}${change.phone}`, 'phone', change.captcha);
  const where = sql`country_code = ${change.countryCode}, phone = ${change.phone}`;
  await setUnique(ctx.db, where, caller.userId, PHONE_TAKEN);
  let old: Contact | null = null;
  if (row.phone && row.country_code) {
    try {
      ctx.messaging.checkSmsTarget(`${row.country_code}${row.phone}`);
      old = { sms: `${row.country_code}${row.phone}` };
    } catch {
      // A number texts do not reach: the account's e-mail is told instead (noticeFor).
    }
  }
  return noticeFor(row, ctx, old, 'phone_changed', maskPhone(change.countryCode, change.phone));
}

/** Writes a unique contact; the unique index decides a race, answered as taken. */
async function setUnique(db: Db, set: ReturnType<typeof sql>, userId: number, taken: string): Promise<void> {
  try {
    await db.execute(sql`UPDATE users SET ${set} WHERE id = ${userId}`);
  } catch (err) {
    // drizzle wraps the driver's error: the unique violation is its cause.
    const pg = ((err as { cause?: unknown }).cause ?? err) as { code?: string };
    if (pg.code === '23505') throw invalid(taken);
    throw err;
  }
}

/** At most this many live sessions are listed (an account signed in by a script may hold many). */
const SESSIONS_LISTED = 100;

/** The account's live sessions, the caller's first, then the newest; browser and system from the User-Agent kept. */
export async function listSessions(db: Db, caller: Caller): Promise<AccountSession[]> {
  const { rows } = await db.execute<{ id: number; created_at: string; expires_at: string; user_agent: string }>(sql`
    SELECT id, created_at, expires_at, user_agent FROM sessions
    WHERE user_id = ${caller.userId} AND revoked_at IS NULL AND expires_at > now()
    ORDER BY id = ${caller.sessionId} DESC, created_at DESC, id DESC LIMIT ${SESSIONS_LISTED}`);
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    expiresAt: new Date(r.expires_at).toISOString(),
    ...describeAgent(r.user_agent),
    current: r.id === caller.sessionId,
  }));
}

/** Ends one session of the account (the caller's own too: that is signing out); its realtime socket closes. */
export async function endSession(db: Db, userId: number, sessionId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      UPDATE sessions SET revoked_at = now()
      WHERE id = ${sessionId} AND user_id = ${userId} AND revoked_at IS NULL AND expires_at > now() RETURNING id`);
    if (rows.length === 0) throw notFound('This device is already signed out');
    await announceChange(tx, 'sessions');
  });
}

/** "Sign out everywhere else": every session but the caller's ends; answers how many did. */
export async function endOtherSessions(db: Db, caller: Caller): Promise<{ ended: number }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute(sql`
      UPDATE sessions SET revoked_at = now()
      WHERE user_id = ${caller.userId} AND id <> ${caller.sessionId} AND revoked_at IS NULL AND expires_at > now()
      RETURNING id`);
    if (rows.length > 0) await announceChange(tx, 'sessions');
    return { ended: rows.length };
  });
}

/** What the console, reviews and chat show for a closed account's name (the row stays for the shops' books). */
export const CLOSED_NICKNAME = 'Closed account';

/**
 * Closes the account with the owner's proof. Refused while something still involves the shopper: an unpaid order, a
 * paid one not yet received, an open refund (each named), a shop they own or work for, the operator's account.
 * Otherwise the personal data goes (e-mail, phone, password, name, avatar, address book, cart, favourites and
 * followed shops, linked sign-ins: the e-mail, phone and provider accounts are free for a new account), every session
 * ends, and the row stays, marked closed, for the orders, refunds and reviews that the shops keep. A shop application
 * still pending (or rejected) is withdrawn with its documents (audit FL2): closing is the shopper's way out and must not
 * wait on the platform's review, and a shop must never open for an account nobody can sign in to. Answers the notice
 * for the caller to send to the contact the account had.
 */
export async function closeAccount(
  ctx: Ctx & Omit<DocumentStores, 'db'>,
  caller: Caller,
  proof: Proof,
): Promise<Notice | null> {
  // A guest account has no password, e-mail or phone to prove with, and holds only what the guest typed (a contact,
  // addresses, a cart): its own session closes it (audit FN7: the guest's contact data could not be removed).
  const guest = await passwordRow(ctx.db, caller.userId);
  const row = guest.is_guest ? guest : await proveOwner(ctx, caller, proof);
  const contact = ownerContact(row, ctx.messaging);
  const { userId } = caller;
  const closed = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ is_admin: boolean; role: string | null; avatar: string }>(sql`
      SELECT u.is_admin, u.avatar, (SELECT s.role FROM merchant_staff s WHERE s.user_id = u.id LIMIT 1) AS role
      FROM users u WHERE u.id = ${userId} FOR UPDATE`);
    const user = rows[0];
    if (!user) throw notFound('User not found');
    if (user.is_admin) throw invalid("The platform administrator's account cannot be closed");
    // The mall has no closing of a shop (audit CP3): its owner is sent to the mall's customer service. A member leaves
    // the shop first, on the console's Staff page (audit CX2), and their account then closes as any shopper's.
    if (user.role === 'owner') {
      throw invalid(
        "You run a shop on the mall, so your account cannot be closed from the account page: write to the mall's customer service in the chat to leave the mall",
      );
    }
    if (user.role !== null) throw invalid('Leave the shop first (Staff page of the console), then close your account');
    const blocker = await tx.execute<{ no: string; kind: string }>(sql`
      (SELECT order_no AS no, 'unpaid' AS kind, created_at FROM orders WHERE user_id = ${userId} AND status = 'unpaid')
      UNION ALL
      (SELECT order_no, status, created_at FROM shop_orders
        WHERE user_id = ${userId} AND status IN ('to_ship', 'to_receive'))
      UNION ALL
      (SELECT refund_no, 'refund', created_at FROM refunds
        WHERE user_id = ${userId} AND status IN ('review', 'accepted', 'returned', 'refunding'))
      ORDER BY created_at LIMIT 1`);
    const open = blocker.rows[0];
    if (open) throw invalid(CLOSING_BLOCKED[open.kind as keyof typeof CLOSING_BLOCKED](open.no));
    await tx.execute(sql`
      UPDATE users SET email = NULL, country_code = NULL, phone = NULL, password_hash = NULL, guest_email = NULL,
        nickname = ${CLOSED_NICKNAME}, avatar = '', closed_at = now()
      WHERE id = ${userId}`);
    await tx.execute(sql`DELETE FROM social_accounts WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM addresses WHERE user_id = ${userId}`);
    await tx.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId}`);
    await dropFavouritesOf(tx, userId);
    const withdrawn = await withdrawApplicationsOf(tx, userId);
    await revokeAllSessions(tx, userId);
    // The product pages name their latest reviewers: this one as a closed account from now on (audit GE1).
    await announceChange(tx, 'product', await reviewedProducts(tx, userId));
    return { documents: withdrawn, avatar: user.avatar };
  });
  // The documents' files go once the rows are gone for good (a rolled-back closing keeps both), and so does the
  // avatar's upload (audit FO3): it stops being served and its row stops naming the account.
  await removeDocuments({ db: ctx.db, files: ctx.files, privateFiles: ctx.privateFiles }, closed.documents);
  await removeOwnUploads({ db: ctx.db, files: ctx.files }, userId, [closed.avatar]);
  return contact && { contact, text: accountNoticeText(locale(row, ctx), 'account_closed', '') };
}

/** Why closing waits, naming the order or refund (the message patterns of english.ts). */
const CLOSING_BLOCKED = {
  unpaid: (no: string) => `Your order ${no} is waiting for payment: pay or cancel it before closing your account`,
  to_ship: (no: string) =>
    `Your order ${no} is paid and not shipped yet: wait for it or ask for a refund before closing your account`,
  to_receive: (no: string) => `Your order ${no} is on its way: confirm you received it before closing your account`,
  refund: (no: string) => `Your refund ${no} is still open: wait for it to finish before closing your account`,
};
