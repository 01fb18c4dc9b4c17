import {
  type AdminUser,
  type AdminUserDetail,
  fromCents,
  type Locale,
  type OutboxItem,
  type Page,
} from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { revokeAllSessions } from '../../platform/session';
import { likePattern } from '../catalog/product-search';
import { unassignEverywhere } from '../chat/conversations';
import { CLOSED_NAMES } from './closed-name';

type OutboxChannel = OutboxItem['channel'];

type UserRow = {
  id: number;
  nickname: string;
  avatar: string;
  email: string | null;
  country_code: string | null;
  phone: string | null;
  is_admin: boolean;
  is_guest: boolean;
  merchant_id: number | null;
  merchant_name: string | null;
  disabled_at: string | null;
  closed: boolean;
  created_at: string;
};

const userColumns = sql`u.id, u.nickname, u.avatar, u.email, u.country_code, u.phone, u.is_admin, u.is_guest,
  s.merchant_id, m.name AS merchant_name, u.disabled_at, u.closed_at IS NOT NULL AS closed, u.created_at`;

function toUser(r: UserRow, locale: Locale): AdminUser {
  return {
    id: r.id,
    // A closed account's name is gone: named as one in the operator's language (closed-name.ts).
    nickname: r.closed ? CLOSED_NAMES[locale] : r.nickname,
    avatar: r.avatar,
    email: r.email ?? '',
    phone: r.phone ? `${r.country_code ?? ''} ${r.phone}`.trim() : '',
    isAdmin: r.is_admin,
    isGuest: r.is_guest,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    disabled: r.disabled_at !== null,
    disabledAt: r.disabled_at ? new Date(r.disabled_at).toISOString() : null,
    createTime: new Date(r.created_at).toISOString(),
  };
}

const roleFilter = {
  admin: sql`u.is_admin`,
  merchant: sql`s.merchant_id IS NOT NULL`,
  guest: sql`u.is_guest`,
  shopper: sql`NOT u.is_admin AND NOT u.is_guest AND s.merchant_id IS NULL`,
} as const;

const statusFilter = {
  active: sql`u.disabled_at IS NULL`,
  disabled: sql`u.disabled_at IS NOT NULL`,
} as const;

export async function listUsers(
  db: Db,
  q: {
    keywords?: string;
    role?: keyof typeof roleFilter;
    status?: keyof typeof statusFilter;
    page: number;
    limit: number;
  },
  locale: Locale = 'en',
): Promise<Page<AdminUser>> {
  const where: SQL[] = [sql`TRUE`];
  if (q.keywords) {
    const like = likePattern(q.keywords);
    const id = /^\d{1,9}$/.test(q.keywords) ? Number(q.keywords) : 0;
    where.push(sql`(u.nickname ILIKE ${like} OR u.email ILIKE ${like} OR u.phone ILIKE ${like} OR u.id = ${id})`);
  }
  if (q.role) where.push(roleFilter[q.role]);
  if (q.status) where.push(statusFilter[q.status]);
  const { rows, total } = await countedPage<UserRow & { total: number }>(
    db,
    q,
    (window) => sql`
    SELECT ${userColumns}, count(*) OVER () AS total
    FROM users u LEFT JOIN merchant_staff s ON s.user_id = u.id LEFT JOIN merchants m ON m.id = s.merchant_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY u.id DESC
    ${window}`,
  );
  return { list: rows.map((r) => toUser(r, locale)), total, page: q.page, limit: q.limit };
}

export async function userDetail(db: Db, id: number, locale: Locale = 'en'): Promise<AdminUserDetail> {
  const { rows } = await db.execute<
    UserRow & {
      order_count: number;
      paid_total: number;
      address_count: number;
      live_sessions: number;
      last_sign_in: string | null;
      guest_email: string | null;
    }
  >(sql`
    SELECT ${userColumns}, u.guest_email,
      (SELECT count(*) FROM orders o WHERE o.user_id = u.id) AS order_count,
      (SELECT coalesce(sum(o.pay_amount), 0)::bigint FROM orders o WHERE o.user_id = u.id AND o.paid_at IS NOT NULL)
        AS paid_total,
      (SELECT count(*) FROM addresses a WHERE a.user_id = u.id) AS address_count,
      (SELECT count(*) FROM sessions x WHERE x.user_id = u.id AND x.revoked_at IS NULL AND x.expires_at > now())
        AS live_sessions,
      (SELECT max(x.created_at) FROM sessions x WHERE x.user_id = u.id) AS last_sign_in
    FROM users u LEFT JOIN merchant_staff s ON s.user_id = u.id LEFT JOIN merchants m ON m.id = s.merchant_id
    WHERE u.id = ${id}`);
  const r = rows[0];
  if (!r) throw notFound('User not found');
  return {
    ...toUser(r, locale),
    orderCount: r.order_count,
    paidTotal: fromCents(Number(r.paid_total)),
    addressCount: r.address_count,
    liveSessions: r.live_sessions,
    lastSignIn: r.last_sign_in ? new Date(r.last_sign_in).toISOString() : null,
    guestEmail: r.guest_email ?? '',
  };
}

/** Ends every session of the user (a lost device, a shared computer): each of their tabs must sign in again. */
export async function signOutEverywhere(db: Db, id: number): Promise<{ revoked: number }> {
  const { rows } = await db.execute<{ live: number }>(sql`
    SELECT (SELECT count(*) FROM sessions WHERE user_id = u.id AND revoked_at IS NULL AND expires_at > now()) AS live
    FROM users u WHERE u.id = ${id}`);
  if (!rows[0]) throw notFound('User not found');
  await revokeAllSessions(db, id);
  return { revoked: rows[0].live };
}

/**
 * Disables an account: no sign-in works for it any more and every session it has ends, in one transaction. Admins
 * (the one asking included) cannot be disabled here: an administrator is removed from the platform's staff first.
 * The update is conditional, so a second click answers a conflict instead of moving the date.
 */
export async function disableUser(db: Db, adminId: number, id: number): Promise<{ disabledAt: string }> {
  if (id === adminId) throw forbidden('You cannot disable your own account');
  return db.transaction(async (tx) => {
    // NO KEY UPDATE, as the update below takes: rows that only name the account (a notice to it, audit GW1) do not
    // wait for it, so a member leaving the shop meanwhile, which locks the shop first, cannot deadlock with it.
    const { rows } = await tx.execute<{ is_admin: boolean; disabled_at: string | null }>(
      sql`SELECT is_admin, disabled_at FROM users WHERE id = ${id} FOR NO KEY UPDATE`,
    );
    const user = rows[0];
    if (!user) throw notFound('User not found');
    if (user.is_admin) throw forbidden('A platform administrator cannot be disabled');
    await refuseLastStaffOfOpenShop(tx, id);
    const updated = await tx.execute<{ disabled_at: string }>(
      sql`UPDATE users SET disabled_at = now() WHERE id = ${id} AND disabled_at IS NULL RETURNING disabled_at`,
    );
    if (!updated.rows[0]) throw conflict('This account is already disabled');
    await revokeAllSessions(tx, id);
    // The conversations they held go back to their inbox's unassigned ones, as when a member leaves (decision 0050).
    await unassignEverywhere(tx, id);
    return { disabledAt: new Date(updated.rows[0].disabled_at).toISOString() };
  });
}

export const LAST_STAFF_OF_OPEN_SHOP =
  'This is the last active person who runs an open shop: suspend the shop or give it another owner first';

/**
 * An open shop keeps taking payments; disabling the last of its staff who can still sign in would leave them with
 * nobody to ship or refund (audit AW12). The shop's row is locked first, so a concurrent disable of its other staff
 * member or a reopening waits, and the count below is read after it.
 */
async function refuseLastStaffOfOpenShop(tx: Queryable, userId: number): Promise<void> {
  const { rows: shops } = await tx.execute<{ id: number }>(sql`
    SELECT m.id FROM merchant_staff s JOIN merchants m ON m.id = s.merchant_id
    WHERE s.user_id = ${userId} ORDER BY m.id FOR UPDATE OF m`);
  if (shops.length === 0) return;
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT m.id FROM merchants m
    WHERE m.id = ANY(${`{${shops.map((r) => r.id).join(',')}}`}::int[]) AND m.status = 'open'
      AND NOT EXISTS (SELECT 1 FROM merchant_staff o JOIN users u ON u.id = o.user_id
        WHERE o.merchant_id = m.id AND o.user_id <> ${userId} AND u.disabled_at IS NULL)`);
  if (rows[0]) throw conflict(LAST_STAFF_OF_OPEN_SHOP);
}

/** Lets a disabled account in again; its old sessions stay ended, the owner signs in anew. */
export async function enableUser(db: Db, id: number): Promise<{ disabledAt: null }> {
  const { rows } = await db.execute<{ id: number }>(
    sql`UPDATE users SET disabled_at = NULL WHERE id = ${id} AND disabled_at IS NOT NULL RETURNING id`,
  );
  if (rows[0]) return { disabledAt: null };
  const exists = await db.execute(sql`SELECT 1 FROM users WHERE id = ${id}`);
  if (!exists.rows[0]) throw notFound('User not found');
  throw conflict('This account is not disabled');
}

/** Emails and SMS that no real transport took, newest first; they may hold live codes, so only admins read them. */
export async function listOutbox(
  db: Db,
  q: { channel?: OutboxChannel; keywords?: string; page: number; limit: number },
): Promise<Page<OutboxItem>> {
  const where: SQL[] = [sql`TRUE`];
  if (q.channel) where.push(sql`channel = ${q.channel}`);
  if (q.keywords) where.push(sql`recipient ILIKE ${likePattern(q.keywords)}`);
  const { rows, total } = await countedPage<{
    id: number;
    channel: OutboxChannel;
    recipient: string;
    subject: string;
    body: string;
    created_at: string;
    total: number;
  }>(
    db,
    q,
    (window) => sql`
    SELECT id, channel, recipient, subject, body, created_at, count(*) OVER () AS total FROM outbox
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY created_at DESC, id DESC
    ${window}`,
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createTime: new Date(r.created_at).toISOString(),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
