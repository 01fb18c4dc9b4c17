import { AUDIT_PENDING } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../platform/errors';
import { iLMerged, looksAlike, nameKey } from '../../platform/names';

// Shop names are compared by how they look (platform/names.ts), never by their text: a name is taken when it looks
// like a live shop's, a pending rename's or another applicant's pending application. The unique index on
// merchants.name_key is the last word: two approvals racing for the same key cannot both open a shop.

/** A connection or a transaction. */
type Runner = Pick<Db, 'execute'>;

export const NAME_TAKEN = 'A shop with this name or a name that looks the same already exists';
export const NAME_BLANK = 'Enter a shop name with visible letters';

/** The comparison key of a name a user asks for; a name without a visible character is refused. */
export function wantedNameKey(name: string): string {
  const key = nameKey(name);
  if (key === '') throw invalid(NAME_BLANK);
  return key;
}

/**
 * Serialises every claim on names that could look alike (applying, renaming, approving) until the transaction ends.
 * The lock is on the key with i and l merged, which look-alike names share.
 */
export async function lockShopName(db: Runner, name: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop-name:' || ${iLMerged(wantedNameKey(name))}))`);
}

/**
 * Refuses a name that looks like one already claimed by someone else. `self` names the claimant, whose own claims do
 * not count: the applicant (their other applications) or the shop (its current name and its own pending rename).
 * With `liveOnly`, only open and suspended shops count (an approval: the pending claims were checked on submission).
 */
export async function checkNameFree(
  db: Runner,
  name: string,
  self: { userId?: number; merchantId?: number },
  liveOnly = false,
): Promise<void> {
  const merged = iLMerged(wantedNameKey(name));
  const userId = self.userId ?? 0;
  const merchantId = self.merchantId ?? 0;
  // Candidates by the merged key (names that look alike share it), then the exact look compared here.
  const { rows } = await db.execute<{ name: string }>(sql`
    SELECT name FROM merchants WHERE translate(name_key, 'i', 'l') = ${merged} AND id <> ${merchantId}
    UNION ALL
    SELECT name FROM merchant_change_requests
    WHERE NOT ${liveOnly} AND status = 'pending' AND translate(name_key, 'i', 'l') = ${merged}
      AND merchant_id <> ${merchantId}
    UNION ALL
    SELECT name FROM merchant_applications
    WHERE NOT ${liveOnly} AND audit_status = ${AUDIT_PENDING} AND translate(name_key, 'i', 'l') = ${merged}
      AND user_id <> ${userId}`);
  if (rows.some((r) => looksAlike(r.name, name))) throw conflict(NAME_TAKEN);
}

/** Runs a write that sets merchants.name_key; a look-alike shop that got there first answers the clear refusal. */
export async function claimingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause ?? err;
    const pg = cause as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'merchants_name_key_idx') throw conflict(NAME_TAKEN);
    throw err;
  }
}
