import { normaliseEmail } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

/** client.ts's `Db` as drizzle types it: client.ts runs this after the migrations, so it cannot be imported back. */
type Db = NodePgDatabase<typeof schema>;

/**
 * Brings the sign-in addresses written before the normal form (contract `normaliseEmail`, audit FN4: NFKC, the
 * characters that show nothing dropped, lower case, "İ" read as "i") to that form, as every address typed since is
 * looked up: "josé@" written decomposed, "ａnn@" in fullwidth, "i̇nfo@" or one with a zero-width space could not be
 * signed in with as typed. Runs after the migrations at every start-up and finds nothing to do once done: only
 * addresses with a capital or a character outside printable ASCII are read. When another account already holds the
 * normal form (two accounts made of one address), neither is changed: a warning names both for the operator, as
 * backfillNameKeys does for look-alike shops. Start-up never fails over it.
 */
export async function normaliseStoredEmails(db: Db, warn: (message: string) => void): Promise<void> {
  const { rows } = await db.execute<{ id: number; email: string }>(
    sql`SELECT id, email FROM users WHERE email ~ '[^!-~]|[A-Z]' ORDER BY id`,
  );
  for (const user of rows) {
    const normal = normaliseEmail(user.email);
    if (normal === user.email) continue;
    // Another process starting at the same time may write the same form first: then this row is the later one.
    const { rows: done } = await db
      .execute<{ id: number }>(sql`
        UPDATE users SET email = ${normal}
        WHERE id = ${user.id} AND email = ${user.email} AND NOT EXISTS (SELECT 1 FROM users o WHERE o.email = ${normal})
        RETURNING id`)
      .catch(() => ({ rows: [] }));
    if (done[0]) continue;
    const { rows: holder } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${normal}`);
    if (holder[0] && holder[0].id !== user.id) {
      warn(
        `Account ${user.id} signs in with ${JSON.stringify(user.email)}, which is account ${holder[0].id}'s ` +
          `${JSON.stringify(normal)} written another way: left as it is for the operator to merge or close one`,
      );
    }
  }
  await normaliseInviteEmails(db);
  await normaliseBouncedEmails(db);
}

/**
 * Staff invitations (decision 0050) are accepted by the account that signs in with their address, compared as stored
 * with the account's normal one: an invitation written `Ana@Example.COM` before the normal form was refused to
 * ana@example.com as "another account's" (brief fix-GH). Their addresses are brought to the same form.
 */
/*
 * The other stored addresses, and why they are left as they are: a code's `verification_codes.target` is part of its
 * hash and lives 10 minutes; `merchant_applications.email`, `addresses.email` and a guest's `users.guest_email` are
 * contacts the mail is sent to, never compared with what a person types; `operator_actions.email` is the append-only
 * record of the address the operator had then.
 */
async function normaliseInviteEmails(db: Db): Promise<void> {
  const { rows } = await db.execute<{ id: number; email: string }>(
    sql`SELECT id, email FROM merchant_staff_invites WHERE email ~ '[^!-~]|[A-Z]' ORDER BY id`,
  );
  for (const invite of rows) {
    const normal = normaliseEmail(invite.email);
    if (normal === invite.email) continue;
    await db.execute(
      sql`UPDATE merchant_staff_invites SET email = ${normal} WHERE id = ${invite.id} AND email = ${invite.email}`,
    );
  }
}

/**
 * Bounced addresses are looked up by the reader's address (notices/sender.ts): one kept in another form was mailed
 * again. Brought to the normal form; when that form is already listed, the other row goes (the address is listed).
 */
async function normaliseBouncedEmails(db: Db): Promise<void> {
  const { rows } = await db.execute<{ email: string }>(
    sql`SELECT email FROM notice_bounces WHERE email ~ '[^!-~]|[A-Z]' ORDER BY email`,
  );
  for (const bounce of rows) {
    const normal = normaliseEmail(bounce.email);
    if (normal === bounce.email) continue;
    await db.transaction(async (tx) => {
      const { rows: moved } = await tx.execute(sql`
        UPDATE notice_bounces SET email = ${normal}
        WHERE email = ${bounce.email} AND NOT EXISTS (SELECT 1 FROM notice_bounces o WHERE o.email = ${normal})
        RETURNING email`);
      if (moved.length === 0) await tx.execute(sql`DELETE FROM notice_bounces WHERE email = ${bounce.email}`);
    });
  }
}
