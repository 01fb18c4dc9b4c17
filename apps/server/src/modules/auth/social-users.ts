import { randomInt } from 'node:crypto';
import { UserEditSchema } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SocialProfile, SocialProvider } from './social-providers';

type UserRow = { id: number; nickname: string; avatar: string };

/**
 * The shop user behind a social account: the one linked before; else the (non-guest) account whose address the
 * provider vouches for; else a new user with the provider's name and picture. The provider's address is taken over
 * only when it is verified, so that nobody can claim another person's account by typing their address at a provider.
 */
export async function linkOrCreateUser(
  db: Db,
  provider: SocialProvider,
  profile: SocialProfile,
  opts: { label: string; allowHttp: boolean },
): Promise<{ user: UserRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    // Two first sign-ins of the same account at once must not create two users.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`social:${provider}:${profile.subject}`}))`);
    const linked = await tx.execute<UserRow>(sql`
      SELECT u.id, u.nickname, u.avatar FROM social_accounts s JOIN users u ON u.id = s.user_id
      WHERE s.provider = ${provider} AND s.subject = ${profile.subject}`);
    if (linked.rows[0]) return { user: linked.rows[0], isNew: false };

    const email = profile.emailVerified && profile.email ? profile.email.toLowerCase() : null;
    const link = async (user: UserRow) => {
      await tx.execute(sql`
        INSERT INTO social_accounts (provider, subject, user_id) VALUES (${provider}, ${profile.subject}, ${user.id})`);
      return user;
    };
    if (email) {
      const existing = await tx.execute<UserRow>(
        sql`SELECT id, nickname, avatar FROM users WHERE email = ${email} AND NOT is_guest`,
      );
      if (existing.rows[0]) return { user: await link(existing.rows[0]), isNew: false };
    }

    const nickname = nicknameFrom(profile.name) ?? `${opts.label} user ${randomInt(100, 1000)}`;
    const avatar = pictureUrl(profile.picture, opts.allowHttp);
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

/** Only a well-formed web address is kept as the avatar; anything else (or an overlong one) leaves it empty. */
function pictureUrl(picture: string | null, allowHttp: boolean): string {
  if (!picture || picture.length > 1000) return '';
  try {
    const url = new URL(picture);
    return url.protocol === 'https:' || (allowHttp && url.protocol === 'http:') ? url.href : '';
  } catch {
    return '';
  }
}
