import { type Locale, passwordMessage, type UserInfo } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { invalid, notFound } from '../../platform/errors';
import { limit, type RateLimits } from '../../platform/rate-limit';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { assertOwnUploads } from '../uploads/upload-owners';
import { menuItems } from './menu';

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
};

export async function userInfo(db: Db, userId: number): Promise<UserInfo> {
  const { rows } = await db.execute<UserRow>(sql`
    SELECT u.id, u.avatar, u.nickname, u.phone, u.country_code, u.email, u.is_admin, u.is_guest,
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

export async function editUser(db: Db, userId: number, change: { nickname: string; avatar?: string; locale?: Locale }) {
  if (change.avatar) {
    // A new avatar must be the user's own upload; the one already set may be sent again (see upload-owners.ts).
    const { rows } = await db.execute<{ avatar: string }>(sql`SELECT avatar FROM users WHERE id = ${userId}`);
    await assertOwnUploads(db, [change.avatar], { userId }, { keep: rows.map((r) => r.avatar) });
  }
  await db.execute(sql`
    UPDATE users SET nickname = ${change.nickname}, avatar = coalesce(${change.avatar ?? null}, avatar),
      locale = coalesce(${change.locale ?? null}, locale)
    WHERE id = ${userId}`);
}

/** Changes the password with the current one; every other session of the account ends. */
export async function changePassword(
  db: Db,
  rateLimits: RateLimits,
  userId: number,
  sessionId: number,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  await limit(rateLimits, `password:user:${userId}`, 10, 900);
  const problem = passwordMessage(newPassword);
  if (problem) throw invalid(problem);
  const { rows } = await db.execute<{ password_hash: string | null; is_guest: boolean }>(
    sql`SELECT password_hash, is_guest FROM users WHERE id = ${userId}`,
  );
  if (rows[0]?.is_guest) throw invalid('A guest account has no password; register to set one');
  const current = rows[0]?.password_hash ?? null;
  // An account without a password (SMS or social sign-in) sets its first one; any other must prove the current one.
  if (current !== null && !(await verifyPassword(current, oldPassword))) {
    throw invalid('The current password is incorrect');
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`);
    await tx.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND id <> ${sessionId} AND revoked_at IS NULL`,
    );
    await announceChange(tx, 'sessions');
  });
}
