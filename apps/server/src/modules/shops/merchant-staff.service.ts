import type { StaffList } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { conflict, forbidden, invalid, notFound } from '../../platform/errors';
import { unassignStaff } from '../chat/conversations';
import { maskEmail } from '../finance/payout-account';
import { recordNotice } from '../notices/record';
import { forgetRecipient } from '../notices/staff';
import { LAST_STAFF_OF_OPEN_SHOP } from '../users/admin-users.service';

/** The people who help run a shop (decision 0050): who they are, and the owner's removing of one. */

export const ONLY_OWNER = "Only the shop's owner manages its staff";
const OWNER_STAYS = "The shop's owner cannot be removed";
const NO_MEMBER = 'No such staff member in this shop';
const OWNER_CANNOT_LEAVE = "The shop's owner cannot leave the shop: a shop always keeps its owner";
/** A member leaving an open shop nobody else can sign in to run (audit GW1), said to them. */
export const LEAVING_LAST =
  "You are the only one who can still sign in to run this open shop, so you cannot leave it now: write to the mall's customer service in the chat";

/** Refuses anyone but the shop's owner (read in the caller's transaction). */
export async function requireShopOwner(db: Queryable, merchantId: number, userId: number): Promise<void> {
  const { rows } = await db.execute<{ role: string }>(
    sql`SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`,
  );
  if (rows[0]?.role !== 'owner') throw forbidden(ONLY_OWNER);
}

/** The shop's members, owner first; the pending invitations only for the owner, who sent them. */
export async function listStaff(db: Queryable, merchantId: number, viewerId: number): Promise<StaffList> {
  const { rows } = await db.execute<{
    user_id: number;
    nickname: string;
    email: string | null;
    role: 'owner' | 'staff';
    since: string;
    disabled: boolean;
  }>(sql`
    SELECT s.user_id, u.nickname, u.email, s.role, s.created_at AS since, u.disabled_at IS NOT NULL AS disabled
    FROM merchant_staff s JOIN users u ON u.id = s.user_id
    WHERE s.merchant_id = ${merchantId} ORDER BY (s.role = 'owner') DESC, s.id`);
  const owner = rows.some((r) => r.user_id === viewerId && r.role === 'owner');
  const invites = owner
    ? (
        await db.execute<{ id: number; email: string; created_at: string; expires_at: string }>(sql`
          SELECT id, email, created_at, expires_at FROM merchant_staff_invites
          WHERE merchant_id = ${merchantId} AND accepted_at IS NULL AND cancelled_at IS NULL AND expires_at > now()
          ORDER BY id DESC`)
      ).rows
    : [];
  return {
    owner,
    members: rows.map((r) => ({
      userId: r.user_id,
      nickname: r.nickname,
      email: r.email ? maskEmail(r.email) : '',
      role: r.role,
      since: new Date(r.since).toISOString(),
      disabled: r.disabled,
    })),
    invites: invites.map((i) => ({
      id: i.id,
      email: i.email,
      createdAt: new Date(i.created_at).toISOString(),
      expiresAt: new Date(i.expires_at).toISOString(),
    })),
  };
}

/**
 * Removes a member (never the owner) from the shop's staff, by its owner (`ownerId`) or by the platform (null). The
 * console's gate reads the staff row at every request, so their access ends with this commit in every process; the
 * `sessions` announcement makes every process close their shop-side realtime sockets at once. The conversations they
 * held go back to the shop's unassigned ones, the owner's alert choices for them go, and they are told. A removal by
 * the platform is told to the owner too (audit CZ3: the chats and alerts that changed are the owner's to know); the
 * owner's own removal is answered to them.
 */
export async function removeStaff(db: Db, merchantId: number, userId: number, ownerId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (ownerId !== null) await requireShopOwner(tx, merchantId, ownerId);
    await dropMember(tx, merchantId, userId, LAST_STAFF_OF_OPEN_SHOP);
    await recordNotice(tx, { kind: 'staff_removed', merchantId, userId });
    if (ownerId === null) await recordNotice(tx, { kind: 'staff_removed_by_platform', merchantId, userId });
  });
}

/**
 * A member leaves the shop by themselves (audit CX2: before, only the owner could remove them, and a member who wanted
 * to close their account had nobody to ask but customer service): the same as the owner's removal, but the owner is
 * told (`staff_left`) instead of them. The owner cannot leave: a shop always has one.
 */
export async function leaveShop(db: Db, merchantId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ role: string }>(sql`
      SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`);
    if (rows[0]?.role === 'owner') throw invalid(OWNER_CANNOT_LEAVE);
    await dropMember(tx, merchantId, userId, LEAVING_LAST);
    await recordNotice(tx, { kind: 'staff_left', merchantId, userId });
  });
}

/**
 * Takes a member (never the owner) off the shop's staff, with everything that went with their membership. An open shop
 * keeps somebody who can sign in to ship and refund what it sells (audit AW12 for disabling; audit GW1: once the
 * platform had disabled the owner, its last active member could leave, or be removed, and the shop went on selling
 * with nobody to run it): `lastOne` refuses that. The shop's row is locked first, as disabling an account locks it,
 * so a removal and a disabling at once are counted one after the other.
 */
async function dropMember(tx: Queryable, merchantId: number, userId: number, lastOne: string): Promise<void> {
  const { rows: shop } = await tx.execute<{ status: string }>(
    sql`SELECT status FROM merchants WHERE id = ${merchantId} FOR UPDATE`,
  );
  const { rows } = await tx.execute<{ role: string }>(sql`
    SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId} FOR UPDATE`);
  if (!rows[0]) throw notFound(NO_MEMBER);
  if (rows[0].role === 'owner') throw invalid(OWNER_STAYS);
  if (shop[0]?.status === 'open') {
    const { rows: others } = await tx.execute(sql`
      SELECT 1 FROM merchant_staff s JOIN users u ON u.id = s.user_id
      WHERE s.merchant_id = ${merchantId} AND s.user_id <> ${userId} AND u.disabled_at IS NULL AND u.closed_at IS NULL
      LIMIT 1`);
    if (others.length === 0) throw conflict(lastOne);
  }
  await tx.execute(sql`DELETE FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`);
  await unassignStaff(tx, merchantId, userId);
  await forgetRecipient(tx, merchantId, userId);
  await announceChange(tx, 'sessions');
}
