import type { StaffList } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { unassignStaff } from '../chat/conversations';
import { maskEmail } from '../finance/payout-account';
import { recordNotice } from '../notices/record';
import { forgetRecipient } from '../notices/staff';

/** The people who help run a shop (decision 0050): who they are, and the owner's removing of one. */

export const ONLY_OWNER = "Only the shop's owner manages its staff";
const OWNER_STAYS = "The shop's owner cannot be removed";
const NO_MEMBER = 'No such staff member in this shop';
const OWNER_CANNOT_LEAVE = "The shop's owner cannot leave the shop: a shop always keeps its owner";

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
    await dropMember(tx, merchantId, userId);
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
      SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId} FOR UPDATE`);
    if (rows[0]?.role === 'owner') throw invalid(OWNER_CANNOT_LEAVE);
    await dropMember(tx, merchantId, userId);
    await recordNotice(tx, { kind: 'staff_left', merchantId, userId });
  });
}

/** Takes a member (never the owner) off the shop's staff, with everything that went with their membership. */
async function dropMember(tx: Queryable, merchantId: number, userId: number): Promise<void> {
  const { rows } = await tx.execute<{ role: string }>(sql`
    SELECT role FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId} FOR UPDATE`);
  if (!rows[0]) throw notFound(NO_MEMBER);
  if (rows[0].role === 'owner') throw invalid(OWNER_STAYS);
  await tx.execute(sql`DELETE FROM merchant_staff WHERE merchant_id = ${merchantId} AND user_id = ${userId}`);
  await unassignStaff(tx, merchantId, userId);
  await forgetRecipient(tx, merchantId, userId);
  await announceChange(tx, 'sessions');
}
