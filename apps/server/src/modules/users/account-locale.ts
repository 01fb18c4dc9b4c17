import type { Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * The account's language follows the language its owner uses (audit FZ1): the mails and SMS sent later, without a
 * page, are written in it. Every sign-in stores the language of its request (the storefront's page, the console's
 * `X-Locale`), and the storefront and the console store theirs at start when it differs from the account's (user info
 * names it), as their language switches do. A request that names no language changes nothing, and the row is written
 * only when the language differs.
 */
export async function followLocale(db: Queryable, userId: number, locale: Locale | undefined): Promise<void> {
  if (!locale) return;
  await db.execute(sql`UPDATE users SET locale = ${locale} WHERE id = ${userId} AND locale IS DISTINCT FROM ${locale}`);
}
