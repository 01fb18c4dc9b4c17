import { randomBytes } from 'node:crypto';
import { type Locale, STAFF_INVITE_DAYS, STAFF_INVITES_PER_DAY, STAFF_MAX } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/errors';
import type { Email } from '../../platform/messaging';
import { hashToken } from '../../platform/session';
import { recordNotice } from '../notices/record';
import { staffInviteRegisterText } from '../notices/templates';
import { requireShopOwner } from './merchant-staff.service';

/**
 * Invitations to help run a shop (decision 0050). The owner names an e-mail address; the answer is the same whether
 * an account uses it or not, and whether that account may join or not (sign-up and password reset tell nobody
 * which addresses have accounts, audit AG8). An account that may join is told by a notice (site and mail) with the
 * link; an address without an account is mailed an invitation to register with it first; an account that may not
 * join (an operator, a disabled or closed one, staff of a shop) is sent nothing and learns why only if it opens a
 * link. The link's token is 32 random bytes; only their SHA-256 is kept with the invitation.
 */

export const INVITE_SENT = 'Invitation sent: whoever signs in with this e-mail address can accept it within 7 days';
const OWN_ADDRESS = 'This is your own e-mail address: you already run this shop';
const ALREADY_MEMBER = 'This person already helps run your shop';
const SHOP_FULL = 'A shop has at most 20 people besides its owner: remove someone before inviting another';
const DAILY_CAP = 'Your shop sent 20 invitations in the last 24 hours: try again tomorrow';
const OTHER_ACCOUNT = 'This invitation is for another account: sign in with the e-mail address it was sent to';
const EXPIRED = "This invitation has expired: ask the shop's owner for a new one";
const USED = 'This invitation was already used or cancelled';
export const LINK_INVALID = 'This invitation link is not valid';
const ALREADY_STAFF = 'You already help run a shop: an account runs one shop only';
const OPERATOR = "The platform's accounts cannot join a shop";
const NO_ROOM = 'This shop has no room for more staff: ask its owner';
const NO_INVITE = 'No such invitation';
const SUSPENDED =
  'Your shop is suspended: it cannot invite anyone until the platform reopens it. Removing members and cancelling invitations still work';
const NO_PASSWORD = 'Set a password for your account first (Profile → Security), then open the link again';
const SHOP_SUSPENDED =
  'This shop is suspended for now: you can accept the invitation once the platform reopens it, while the invitation is still valid';

/** The console's accept page for a token (a hash route, so the token never reaches a server log). */
const acceptLink = (token: string) => `/console/#/staff-invite/${token}`;

type InviteContext = { db: Db; publicUrl: string; locale: Locale };

/** Members besides the owner, counted in the caller's transaction (which holds the shop's row). */
async function staffCount(tx: Queryable, merchantId: number): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM merchant_staff WHERE merchant_id = ${merchantId} AND role <> 'owner'`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The owner invites `email`. Refused only for what the owner knows already (their own address, a member of the shop)
 * or for the shop's own limits; a pending invitation to the same address is replaced. Answers the mail to send after
 * answering when no account uses the address (so the answer's time tells nothing either).
 */
export async function inviteStaff(
  ctx: InviteContext,
  merchantId: number,
  ownerId: number,
  email: string,
): Promise<Email | null> {
  return ctx.db.transaction(async (tx) => {
    await requireShopOwner(tx, merchantId, ownerId);
    // The shop's row is the lock every invitation and acceptance of the shop takes first: the counts below hold.
    const shop = await tx.execute<{ name: string; status: string }>(
      sql`SELECT name, status FROM merchants WHERE id = ${merchantId} FOR UPDATE`,
    );
    // A suspended shop mails nobody new in its name (audit CY); the gate lets its staff pages through for removals.
    if (shop.rows[0]?.status !== 'open') throw forbidden(SUSPENDED);
    const { rows: owners } = await tx.execute<{ email: string | null }>(
      sql`SELECT email FROM users WHERE id = ${ownerId}`,
    );
    if (owners[0]?.email === email) throw invalid(OWN_ADDRESS);
    const member = await tx.execute(sql`
      SELECT 1 FROM merchant_staff s JOIN users u ON u.id = s.user_id
      WHERE s.merchant_id = ${merchantId} AND u.email = ${email}`);
    if (member.rows.length > 0) throw conflict(ALREADY_MEMBER);
    if ((await staffCount(tx, merchantId)) >= STAFF_MAX) throw conflict(SHOP_FULL);
    const { rows: today } = await tx.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM merchant_staff_invites
      WHERE merchant_id = ${merchantId} AND created_at > now() - interval '1 day'`);
    if (Number(today[0]?.n ?? 0) >= STAFF_INVITES_PER_DAY) throw new AppError(429, DAILY_CAP);

    await tx.execute(sql`
      UPDATE merchant_staff_invites SET cancelled_at = now()
      WHERE merchant_id = ${merchantId} AND email = ${email} AND accepted_at IS NULL AND cancelled_at IS NULL`);
    const token = randomBytes(32).toString('base64url');
    const { rows: made } = await tx.execute<{ id: number }>(sql`
      INSERT INTO merchant_staff_invites (merchant_id, email, invited_by, token_hash, expires_at)
      VALUES (${merchantId}, ${email}, ${ownerId}, ${hashToken(token)},
        now() + make_interval(days => ${STAFF_INVITE_DAYS}))
      RETURNING id`);
    const inviteId = made[0]!.id;

    const { rows: accounts } = await tx.execute<{ may_join: boolean }>(sql`
      SELECT (NOT u.is_admin AND u.disabled_at IS NULL AND u.closed_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM merchant_staff s WHERE s.user_id = u.id)) AS may_join
      FROM users u WHERE u.email = ${email}`);
    const account = accounts[0];
    if (account?.may_join) await recordNotice(tx, { kind: 'staff_invited', inviteId, link: acceptLink(token) });
    if (account) return null;
    const url = `${ctx.publicUrl.replace(/\/$/, '')}${acceptLink(token)}`;
    return { to: email, ...staffInviteRegisterText(ctx.locale, shop.rows[0]!.name, url) };
  });
}

/** Cancels a pending invitation of the shop: its link stops working. */
export async function cancelInvite(db: Db, merchantId: number, ownerId: number, inviteId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await requireShopOwner(tx, merchantId, ownerId);
    const { rows } = await tx.execute<{ open: boolean }>(sql`
      SELECT accepted_at IS NULL AND cancelled_at IS NULL AS open FROM merchant_staff_invites
      WHERE id = ${inviteId} AND merchant_id = ${merchantId} FOR UPDATE`);
    if (!rows[0]) throw notFound(NO_INVITE);
    if (!rows[0].open) throw conflict(USED);
    await tx.execute(sql`UPDATE merchant_staff_invites SET cancelled_at = now() WHERE id = ${inviteId}`);
  });
}

type InviteRow = {
  id: number;
  merchant_id: number;
  shop: string;
  expires_at: string;
  open: boolean;
  expired: boolean;
  mine: boolean;
  suspended: boolean;
};

/**
 * The invitation a token opens, for `userId`: refused to another account first, then if used or expired, then while
 * the shop is not open: an invitation made before a suspension waits for the reopening (as a new one cannot be made
 * meanwhile) and stays valid until it expires. Read under the shop's lock when accepting, so a suspension committed
 * first is seen.
 */
async function openInvite(tx: Queryable, token: string, userId: number, lock: boolean): Promise<InviteRow> {
  const { rows } = await tx.execute<InviteRow>(sql`
    SELECT i.id, i.merchant_id, m.name AS shop, i.expires_at, i.accepted_at IS NULL AND i.cancelled_at IS NULL AS open,
      i.expires_at <= now() AS expired, i.email = (SELECT email FROM users WHERE id = ${userId}) AS mine,
      m.status <> 'open' AS suspended
    FROM merchant_staff_invites i JOIN merchants m ON m.id = i.merchant_id
    WHERE i.token_hash = ${hashToken(token)}${lock ? sql` FOR UPDATE OF i` : sql``}`);
  const invite = rows[0];
  if (!invite) throw notFound(LINK_INVALID);
  if (!invite.mine) throw forbidden(OTHER_ACCOUNT);
  if (!invite.open) throw conflict(USED);
  if (invite.expired) throw conflict(EXPIRED);
  if (invite.suspended) throw conflict(SHOP_SUSPENDED);
  return invite;
}

/** What the accept page shows the invited account before it accepts. */
export async function previewInvite(db: Db, token: string, userId: number) {
  const invite = await openInvite(db, token, userId, false);
  return { shop: invite.shop, expiresAt: new Date(invite.expires_at).toISOString() };
}

/**
 * The invited account accepts: one staff row, atomically. The shop's row is locked first (as an invitation does),
 * then the invitation's, so two accepts at once make one row and the second finds the invitation used; an account
 * that became staff elsewhere meanwhile meets the one-shop-per-account index and is refused. An account without a
 * password is refused, and the account's sessions opened by QR or a social sign-in end (audit CY).
 */
export async function acceptInvite(db: Db, token: string, userId: number) {
  return db.transaction(async (tx) => {
    const { rows: shops } = await tx.execute<{ merchant_id: number }>(sql`
      SELECT m.id AS merchant_id FROM merchant_staff_invites i JOIN merchants m ON m.id = i.merchant_id
      WHERE i.token_hash = ${hashToken(token)} FOR UPDATE OF m`);
    if (!shops[0]) throw notFound(LINK_INVALID);
    const invite = await openInvite(tx, token, userId, true);
    const { rows: users } = await tx.execute<{ is_admin: boolean; password: boolean }>(
      sql`SELECT is_admin, password_hash IS NOT NULL AS password FROM users WHERE id = ${userId}`,
    );
    if (users[0]?.is_admin) throw forbidden(OPERATOR);
    // The console signs in with a password and its challenge only (qr-login.ts, social-users.ts): an account without
    // a password would have no way in but the sessions below (audit CY).
    if (!users[0]?.password) throw invalid(NO_PASSWORD);
    if ((await staffCount(tx, invite.merchant_id)) >= STAFF_MAX) throw conflict(NO_ROOM);
    const { rows: made } = await tx.execute(sql`
      INSERT INTO merchant_staff (merchant_id, user_id, role) VALUES (${invite.merchant_id}, ${userId}, 'staff')
      ON CONFLICT (user_id) DO NOTHING RETURNING id`);
    if (made.length === 0) throw conflict(ALREADY_STAFF);
    await tx.execute(
      sql`UPDATE merchant_staff_invites SET accepted_at = now(), accepted_by = ${userId} WHERE id = ${invite.id}`,
    );
    await recordNotice(tx, { kind: 'staff_joined', inviteId: invite.id });
    // Sessions a QR code or a social sign-in opened would now open the console, which refuses both ways for its
    // accounts: they end, so that only a password sign-in reaches the shop (audit CY). Announced: their sockets close.
    const ended = await tx.execute(sql`
      UPDATE sessions SET revoked_at = now()
      WHERE user_id = ${userId} AND revoked_at IS NULL AND signed_in_by IN ('qr', 'social') RETURNING id`);
    if (ended.rows.length > 0) await announceChange(tx, 'sessions');
    return { merchantId: invite.merchant_id, shop: invite.shop };
  });
}
