import { randomInt } from 'node:crypto';
import { isPlausibleEmail, normaliseEmail, UserEditSchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announceChange } from '../../platform/change-feed';
import { forbidden, invalid } from '../../platform/errors';
import type { SocialProfile, SocialProvider } from './social-providers';

type UserRow = { id: number; nickname: string; avatar: string };

/**
 * A provider's address never opens an account that runs the platform or a shop: the console signs in with password
 * and challenge only, and a provider account holding that address (a recycled or former work address, a misconfigured
 * issuer) must not become a way around them (audit AN1).
 */
export const CONSOLE_ACCOUNT_BY_ADDRESS =
  'This address belongs to an account that signs in with its password; please sign in with the password';

/** The provider account was linked to an account whose owner removed it: it opens nothing any more. */
export const REMOVED_BY_OWNER = 'This sign-in was removed from its account by the owner; please sign in another way';

/** An existing account a new social sign-in was added to: its owner is told where it went (audit AN1). */
export type AddedLink = { email: string; locale: string | null };

/**
 * The shop user behind a social account: the one linked before; else the (non-guest) shopper account whose address
 * the provider vouches for (`added`: its owner is mailed, and sees and removes the link in the account); else a new
 * user with the provider's name and picture. The provider's address is taken over only when it is verified, so that
 * nobody can claim another person's account by typing their address at a provider, and never for an administrator's
 * or a shop's staff account (CONSOLE_ACCOUNT_BY_ADDRESS).
 */
export async function linkOrCreateUser(
  db: Db,
  provider: SocialProvider,
  profile: SocialProfile,
  /** `pictureHosts`: where the provider keeps profile pictures (social-providers.ts), the only ones the pages load. */
  opts: { label: string; allowHttp: boolean; pictureHosts: readonly string[] },
): Promise<{ user: UserRow; isNew: boolean; added?: AddedLink }> {
  return db.transaction(async (tx) => {
    // Two first sign-ins of the same account at once must not create two users.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`social:${provider}:${profile.subject}`}))`);
    const linked = await tx.execute<UserRow & { removed: boolean; console: boolean }>(sql`
      SELECT u.id, u.nickname, u.avatar, s.removed_at IS NOT NULL AS removed,
        u.is_admin OR EXISTS (SELECT 1 FROM merchant_staff m WHERE m.user_id = u.id) AS console
      FROM social_accounts s JOIN users u ON u.id = s.user_id
      WHERE s.provider = ${provider} AND s.subject = ${profile.subject}`);
    const before = linked.rows[0];
    if (before?.removed) throw forbidden(REMOVED_BY_OWNER);
    // An account that runs a shop or the mall signs in with its password, however it was linked before it did (audit
    // CZ1: a member who joined a shop by invitation reached the shop's console through an earlier Google link).
    if (before?.console) throw forbidden(CONSOLE_ACCOUNT_BY_ADDRESS);
    if (before) return { user: { id: before.id, nickname: before.nickname, avatar: before.avatar }, isNew: false };

    // Kept as every address the app takes (audit FN4); one that is not plausible once normalised links nothing.
    const given = profile.emailVerified && profile.email ? normaliseEmail(profile.email) : '';
    const email = isPlausibleEmail(given) ? given : null;
    const link = async (user: UserRow) => {
      await tx.execute(sql`
        INSERT INTO social_accounts (provider, subject, user_id) VALUES (${provider}, ${profile.subject}, ${user.id})`);
      return user;
    };
    if (email) {
      const existing = await tx.execute<UserRow & { locale: string | null; console: boolean }>(sql`
        SELECT u.id, u.nickname, u.avatar, u.locale,
          u.is_admin OR EXISTS (SELECT 1 FROM merchant_staff s WHERE s.user_id = u.id) AS console
        FROM users u WHERE u.email = ${email} AND NOT u.is_guest`);
      const found = existing.rows[0];
      if (found?.console) throw forbidden(CONSOLE_ACCOUNT_BY_ADDRESS);
      if (found) {
        const user = await link({ id: found.id, nickname: found.nickname, avatar: found.avatar });
        return { user, isNew: false, added: { email, locale: found.locale } };
      }
    }

    const nickname = nicknameFrom(profile.name) ?? `${opts.label} user ${randomInt(100, 1000)}`;
    const avatar = pictureUrl(profile.picture, opts.allowHttp, opts.pictureHosts);
    // The address may have been registered a moment ago by another request: then the new user goes without it.
    const inserted = await tx.execute<UserRow>(sql`
      INSERT INTO users (email, nickname, avatar) VALUES (${email}, ${nickname}, ${avatar})
      ON CONFLICT DO NOTHING RETURNING id, nickname, avatar`);
    const user =
      inserted.rows[0] ??
      (
        await tx.execute<UserRow>(sql`
          INSERT INTO users (nickname, avatar) VALUES (${nickname}, ${avatar}) RETURNING id, nickname, avatar`)
      ).rows[0]!;
    return { user: await link(user), isNew: true };
  });
}

/**
 * The provider's display name as a nickname, under the rules of a nickname typed in the shop (it shows to shops,
 * in reviews and in mail subjects): at most 32 characters, cut between characters, never inside one; a name that
 * shows nothing or holds a control or direction character is not taken (null: the caller names the user).
 */
function nicknameFrom(name: string | null | undefined): string | null {
  if (!name) return null;
  const cut = Array.from(name.trim()).slice(0, 32).join('');
  return UserEditSchema.shape.nickname.safeParse(cut).success ? cut : null;
}

/**
 * Only a well-formed web address on one of the provider's picture hosts is kept as the avatar: the pages' `img-src`
 * allows those alone (no other site learns who views a page), so any other address would show a broken picture.
 * Anything else (or an overlong one) leaves it empty, and the account shows its initials.
 */
function pictureUrl(picture: string | null, allowHttp: boolean, hosts: readonly string[]): string {
  if (!picture || picture.length > 1000) return '';
  try {
    const url = new URL(picture);
    if (!(url.protocol === 'https:' || (allowHttp && url.protocol === 'http:'))) return '';
    return hosts.some((host) => onHost(url, host)) ? url.href : '';
  } catch {
    return '';
  }
}

/** `https://pbs.twimg.com` names one host, `https://*.fbcdn.net` its subdomains. */
function onHost(url: URL, pattern: string): boolean {
  const host = pattern.replace(/^https?:\/\//, '');
  return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
}

/** The account's linked sign-ins, oldest first (the account page lists them with "remove", audit AN1). */
export async function listLinks(db: Db, userId: number): Promise<{ provider: SocialProvider; linkedAt: string }[]> {
  const { rows } = await db.execute<{ provider: SocialProvider; created_at: string }>(sql`
    SELECT provider, min(created_at) AS created_at FROM social_accounts WHERE user_id = ${userId} AND removed_at IS NULL
    GROUP BY provider ORDER BY min(created_at), provider`);
  return rows.map((r) => ({ provider: r.provider, linkedAt: new Date(r.created_at).toISOString() }));
}

export const LAST_WAY_IN = 'This sign-in is the only way into the account; set a password before removing it';

/**
 * Removes the provider's sign-in from the account; the row stays as a refusal, so the same provider account is not
 * linked again through the account's address (linkOrCreateUser). A link the owner did not make may already have opened sessions, so
 * every other session of the account ends with it (the caller's stays). An account with no password, address or phone
 * keeps its last link: without it nobody could sign in to it again.
 */
export async function removeLink(
  db: Db,
  user: { userId: number; sessionId: number },
  provider: SocialProvider,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ other_ways: boolean }>(sql`
      SELECT u.password_hash IS NOT NULL OR u.email IS NOT NULL OR u.phone IS NOT NULL
        OR EXISTS (SELECT 1 FROM social_accounts s
          WHERE s.user_id = u.id AND s.provider <> ${provider} AND s.removed_at IS NULL) AS other_ways
      FROM users u WHERE u.id = ${user.userId} FOR UPDATE`);
    if (!rows[0]?.other_ways) throw invalid(LAST_WAY_IN);
    const removed = await tx.execute(sql`
      UPDATE social_accounts SET removed_at = now()
      WHERE user_id = ${user.userId} AND provider = ${provider} AND removed_at IS NULL RETURNING subject`);
    if (removed.rows.length === 0) return;
    await tx.execute(sql`
      UPDATE sessions SET revoked_at = now()
      WHERE user_id = ${user.userId} AND id <> ${user.sessionId} AND revoked_at IS NULL`);
    // Every process ends what it kept of them, realtime sockets included.
    await announceChange(tx, 'sessions');
  });
}
