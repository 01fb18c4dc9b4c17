import { isLocale, type Locale, passwordMessage, type UserInfo } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { invalid, notFound } from '../../platform/errors';
import type { Messaging } from '../../platform/messaging';
import { limit } from '../../platform/rate-limit';
import { type AuthContext, type Captcha, guardCodeSending, issueCountedCode } from '../auth/auth.service';
import { consumeCode, spendOpenCodes } from '../auth/codes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { codeText } from '../notices/templates';
import { assertOwnUploads } from '../uploads/upload-owners';
import { menuItems } from './menu';
import { isReservedNickname, RESERVED_NICKNAME } from './reserved-names';

type UserRow = {
  id: number;
  avatar: string;
  nickname: string;
  phone: string | null;
  country_code: string | null;
  email: string | null;
  is_admin: boolean;
  is_guest: boolean;
  merchant_id: number | null;
  has_password: boolean;
  locale: string | null;
};

export async function userInfo(db: Db, userId: number): Promise<UserInfo> {
  const { rows } = await db.execute<UserRow>(sql`
    SELECT u.id, u.avatar, u.nickname, u.phone, u.country_code, u.email, u.is_admin, u.is_guest, u.locale,
      u.password_hash IS NOT NULL AS has_password,
      (SELECT s.merchant_id FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
       WHERE s.user_id = u.id LIMIT 1) AS merchant_id
    FROM users u WHERE u.id = ${userId}`);
  const u = rows[0];
  if (!u) throw notFound('User not found');
  // scope: what the user may do; the storefront and consoles check it (spec section 6).
  const scope = [u.is_guest ? 'guest' : 'shopper'];
  if (u.merchant_id !== null) scope.push('merchant');
  if (u.is_admin) scope.push('admin');
  return {
    id: u.id,
    avatar: u.avatar,
    nickname: u.nickname,
    phone: u.phone ?? '',
    countryCode: u.country_code ?? '',
    email: u.email ?? '',
    scope,
    isMerchant: u.merchant_id !== null,
    isAdmin: u.is_admin,
    isGuest: u.is_guest,
    hasPassword: u.has_password,
    locale: isLocale(u.locale) ? u.locale : null,
  };
}

export async function userMenu(db: Db, userId: number, locale: Locale) {
  const info = await userInfo(db, userId);
  return {
    routine_my_menus: menuItems(locale, info.isMerchant),
    id: info.id,
    nickname: info.nickname,
    avatar: info.avatar,
    isMerchant: info.isMerchant,
    isAdmin: info.isAdmin,
  };
}

/** The language messages to the user are written in (the storefront's or the console's language switch). */
export async function setLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.execute(sql`UPDATE users SET locale = ${locale} WHERE id = ${userId}`);
}

/** A partial edit of the profile (audit FX14): a field left out keeps its value. */
export async function editUser(
  db: Db,
  userId: number,
  change: { nickname?: string; avatar?: string; locale?: Locale },
) {
  if (change.nickname !== undefined && isReservedNickname(change.nickname)) {
    // The operator keeps its own name; anyone else keeps one taken before the rule, never takes a new one (audit AN13).
    const { rows } = await db.execute<{ kept: boolean }>(
      sql`SELECT is_admin OR nickname = ${change.nickname} AS kept FROM users WHERE id = ${userId}`,
    );
    if (rows[0]?.kept !== true) throw invalid(RESERVED_NICKNAME);
  }
  if (change.avatar) {
    // A new avatar must be the user's own upload; the one already set may be sent again (see upload-owners.ts).
    const { rows } = await db.execute<{ avatar: string }>(sql`SELECT avatar FROM users WHERE id = ${userId}`);
    await assertOwnUploads(db, [change.avatar], { userId }, { keep: rows.map((r) => r.avatar) });
  }
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ renamed: boolean }>(sql`
      UPDATE users u SET nickname = coalesce(${change.nickname ?? null}, u.nickname),
        avatar = coalesce(${change.avatar ?? null}, u.avatar), locale = coalesce(${change.locale ?? null}, u.locale)
      FROM users old WHERE u.id = ${userId} AND old.id = u.id
      RETURNING u.nickname IS DISTINCT FROM old.nickname AS renamed`);
    // The product pages name their latest reviewers (masked): those the user reviewed are kept no longer (audit GE1).
    if (rows[0]?.renamed) await announceChange(tx, 'product', await reviewedProducts(tx, userId));
  });
}

/** The products a user reviewed: their pages show the reviewer's (masked) nickname. */
export async function reviewedProducts(t: Queryable, userId: number): Promise<number[]> {
  const { rows } = await t.execute<{ id: number }>(
    sql`SELECT DISTINCT product_id AS id FROM reviews WHERE user_id = ${userId}`,
  );
  return rows.map((r) => r.id);
}

export type PasswordRow = {
  password_hash: string | null;
  is_guest: boolean;
  phone: string | null;
  country_code: string | null;
  email: string | null;
  locale: Locale | null;
};

export async function passwordRow(db: Db, userId: number): Promise<PasswordRow> {
  const { rows } = await db.execute<PasswordRow>(
    sql`SELECT password_hash, is_guest, phone, country_code, email, locale FROM users WHERE id = ${userId}`,
  );
  if (!rows[0]) throw notFound('User not found');
  return rows[0];
}

export type Contact = { sms: string } | { email: string };
/** What tells the owner a password was set or changed. */
export type Notice = { contact: Contact; text: { subject: string; text: string } };

/**
 * Where the account's owner is reached: its phone by SMS when texts go to that number, else its email; null when it
 * has neither. The code is sent and checked at the same one.
 */
export function ownerContact(row: PasswordRow, messaging: Messaging): Contact | null {
  if (row.phone && row.country_code) {
    const sms = `${row.country_code}${row.phone}`;
    try {
      messaging.checkSmsTarget(sms);
      return { sms };
    } catch {
      // A number texts are not sent to (SMS_ALLOWED_COUNTRIES): the email, if any, is the way.
    }
  }
  if (row.email) return { email: row.email };
  return null;
}

export const contactTarget = (contact: Contact) => ('sms' in contact ? contact.sms : contact.email);

/** A text to the owner's phone or a mail to their address. */
export async function tellOwner(messaging: Messaging, contact: Contact, text: Notice['text']) {
  if ('sms' in contact) await messaging.sendSms({ to: contact.sms, text: text.text });
  else await messaging.sendEmail({ to: contact.email, ...text });
}

/**
 * The code that proves, before a first password is set, that the caller holds the account's phone or email and not
 * only one of its sessions (a borrowed phone, a shared computer: audit AN9). Sent and limited like every code.
 */
export async function sendPasswordCode(
  ctx: Pick<AuthContext, 'db' | 'messaging' | 'rateLimits' | 'ip' | 'locale'>,
  userId: number,
  captcha: Captcha,
): Promise<{ sentTo: string }> {
  return sendOwnerCode(ctx, userId, captcha, 'password');
}

/**
 * A code to the account's own phone (or, without one that texts reach, its email), for `purpose`: setting a first
 * password, or proving the owner before a change of e-mail or phone or closing the account (audit AN8). Counted
 * against the requester's share of the target's hourly codes like every code sent (issueCountedCode, audits AN15, FN1).
 */
export async function sendOwnerCode(
  ctx: Pick<AuthContext, 'db' | 'messaging' | 'rateLimits' | 'ip' | 'locale'>,
  userId: number,
  captcha: Captcha,
  purpose: 'password' | 'account',
): Promise<{ sentTo: string }> {
  const row = await passwordRow(ctx.db, userId);
  if (row.is_guest) throw invalid('A guest account has no password; register to set one');
  const contact = ownerContact(row, ctx.messaging);
  if (!contact && row.phone) throw invalid('Text messages cannot be sent to this number');
  if (!contact) throw invalid('Your account has no phone number or email address to send a code to');
  const target = contactTarget(contact);
  await guardCodeSending(ctx, target, captcha);
  const code = await issueCountedCode(ctx, target, purpose);
  const kind = purpose === 'password' ? 'code_password' : 'code_account';
  await tellOwner(ctx.messaging, contact, codeText(row.locale ?? ctx.locale ?? 'en', kind, code));
  return { sentTo: 'sms' in contact ? `${row.country_code} ${row.phone}` : target };
}

/**
 * Changes the password with the current one, or sets the first one of an account without (SMS or social sign-in)
 * with a code sent to its phone or email: a session alone is no proof (audit AN9). Every other session of the account
 * ends. Answers whether a first password was set, and the notice that tells the owner by SMS or mail (so a change
 * they did not make does not go unnoticed), for the caller to send once the change is made.
 */
export async function changePassword(
  ctx: Pick<AuthContext, 'db' | 'messaging' | 'rateLimits' | 'locale'>,
  userId: number,
  sessionId: number,
  change: { oldPassword: string; newPassword: string; captcha: string },
): Promise<{ firstPassword: boolean; notice: Notice | null }> {
  const { db } = ctx;
  await limit(ctx.rateLimits, `password:user:${userId}`, 10, 900);
  const problem = passwordMessage(change.newPassword);
  if (problem) throw invalid(problem);
  const row = await passwordRow(db, userId);
  if (row.is_guest) throw invalid('A guest account has no password; register to set one');
  const current = row.password_hash;
  const contact = ownerContact(row, ctx.messaging);
  if (current !== null) {
    if (!(await verifyPassword(current, change.oldPassword))) throw invalid('The current password is incorrect');
  } else {
    if (!contact) throw invalid('Your account has no phone number or email address to send a code to');
    if (!change.captcha) throw invalid('Ask for a code and enter it to set your password');
    await consumeCode(db, contactTarget(contact), 'password', change.captcha);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`);
    // A reset code asked before the change must not undo it (audit FN2).
    if (row.email) await spendOpenCodes(tx, [row.email], 'reset');
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND id <> ${sessionId} AND revoked_at IS NULL`,
    );
    await announceChange(tx, 'sessions');
  });
  const notice = contact && { contact, text: codeText(row.locale ?? ctx.locale ?? 'en', 'password_set') };
  return { firstPassword: current === null, notice };
}
