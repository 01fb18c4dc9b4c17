import { AUDIT_PENDING, OTHER_LOCALES, type ShopNames } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, invalid } from '../../platform/errors';
import { iLMerged, looksAlike, nameKey } from '../../platform/names';

// Shop names are compared by how they look (platform/names.ts), never by their text: a name is taken when it looks
// like a live shop's, a pending rename's or another applicant's pending application. The unique index on
// merchants.name_key is the last word: two approvals racing for the same key cannot both open a shop.
// A shop's name in the other languages (decision 0056) follows the same rule: each is compared with every other
// shop's name in every language, and merchant_name_keys (migration 0086), one row per key of a live shop's names with
// the key as its primary key, makes the database refuse a key another shop holds in any language.

/** A connection or a transaction. */
type Runner = Pick<Db, 'execute'>;

export const NAME_TAKEN = 'A shop with this name or a name that looks the same already exists';
export const NAME_BLANK = 'Enter a shop name with visible letters';
type OtherLocale = (typeof OTHER_LOCALES)[number];
/** A translated name that looks like another shop's name, naming the language (decision 0056). */
export const NAME_TAKEN_IN: Record<OtherLocale, string> = {
  'zh-CN': "The shop name in Chinese looks like another shop's name",
  fr: "The shop name in French looks like another shop's name",
  th: "The shop name in Thai looks like another shop's name",
  lo: "The shop name in Lao looks like another shop's name",
  es: "The shop name in Spanish looks like another shop's name",
};

/** A shop's names as claimed together: the name (the fallback) and the translated ones, if any. */
export type ShopNameSet = { name: string; names?: ShopNames | null };
type Claimed = { locale: 'en' | OtherLocale; name: string; key: string };

/** The names of a set with their keys, the name first; a translated name is kept only when it says something. */
function claimedNames(set: ShopNameSet): Claimed[] {
  const out: Claimed[] = [{ locale: 'en', name: set.name, key: wantedNameKey(set.name) }];
  for (const locale of OTHER_LOCALES) {
    const name = set.names?.[locale];
    if (name) out.push({ locale, name, key: wantedNameKey(name) });
  }
  return out;
}

const takenMessage = (locale: Claimed['locale']) => (locale === 'en' ? NAME_TAKEN : NAME_TAKEN_IN[locale]);

/**
 * What to keep of a shop's translated names (bounded and held to the readable rule by the contract): each trimmed,
 * the languages left empty dropped; a name that is blank to a reader once compared is refused as the name is.
 */
export function cleanShopNames(names: ShopNames | null | undefined): ShopNames {
  const out: ShopNames = {};
  for (const locale of OTHER_LOCALES) {
    const name = names?.[locale]?.trim() ?? '';
    if (name === '') continue;
    wantedNameKey(name);
    out[locale] = name;
  }
  return out;
}

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
  await lockShopNames(db, { name });
}

/** `lockShopName` for every name of a set, in one order (the merged keys sorted) so that two claims cannot deadlock. */
export async function lockShopNames(db: Runner, set: ShopNameSet): Promise<void> {
  const merged = [...new Set(claimedNames(set).map((c) => iLMerged(c.key)))].sort();
  for (const key of merged) await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop-name:' || ${key}))`);
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
  await checkNamesFree(db, { name }, self, liveOnly);
}

/**
 * `checkNameFree` for a shop's name and its translated names (decision 0056): each is compared with every other
 * shop's names in every language (live, and unless `liveOnly` pending renames and other applicants' pending
 * applications, their names in every language too). A clash names the language whose name clashes.
 */
export async function checkNamesFree(
  db: Runner,
  set: ShopNameSet,
  self: { userId?: number; merchantId?: number },
  liveOnly = false,
): Promise<void> {
  const claimed = claimedNames(set);
  const merged = JSON.stringify([...new Set(claimed.map((c) => iLMerged(c.key)))]);
  const userId = self.userId ?? 0;
  const merchantId = self.merchantId ?? 0;
  // Candidates by the merged key (names that look alike share it), then the exact look compared here.
  const { rows } = await db.execute<{ name: string }>(sql`
    WITH wanted AS (SELECT jsonb_array_elements_text(${merged}::jsonb) AS merged)
    SELECT name FROM merchants WHERE translate(name_key, 'i', 'l') IN (SELECT merged FROM wanted) AND id <> ${merchantId}
    UNION ALL
    SELECT name FROM merchant_name_keys
    WHERE translate(key, 'i', 'l') IN (SELECT merged FROM wanted) AND merchant_id <> ${merchantId}
    UNION ALL
    SELECT name FROM merchant_change_requests
    WHERE NOT ${liveOnly} AND status = 'pending' AND translate(name_key, 'i', 'l') IN (SELECT merged FROM wanted)
      AND merchant_id <> ${merchantId}
    UNION ALL
    SELECT n.value FROM merchant_change_requests r, jsonb_each_text(r.names) n
    WHERE NOT ${liveOnly} AND r.status = 'pending' AND r.names IS NOT NULL AND r.merchant_id <> ${merchantId}
    UNION ALL
    SELECT name FROM merchant_applications
    WHERE NOT ${liveOnly} AND audit_status = ${AUDIT_PENDING} AND translate(name_key, 'i', 'l') IN (SELECT merged FROM wanted)
      AND user_id <> ${userId}
    UNION ALL
    SELECT n.value FROM merchant_applications a, jsonb_each_text(a.names) n
    WHERE NOT ${liveOnly} AND a.audit_status = ${AUDIT_PENDING} AND a.names <> '{}'::jsonb AND a.user_id <> ${userId}`);
  for (const c of claimed) {
    if (rows.some((r) => looksAlike(r.name, c.name))) throw conflict(takenMessage(c.locale));
  }
}

/**
 * Makes merchant_name_keys hold exactly the keys of the shop's live names (after its name and names were written):
 * the name's key (while the shop holds one, see db/name-keys.ts) and each translated name's, one row per key. A key
 * another shop holds, written by a claim that raced this one, is refused by the primary key: the clear refusal names
 * the language.
 */
export async function holdNameKeys(tx: Runner, merchantId: number): Promise<void> {
  const { rows } = await tx.execute<{ name: string; name_key: string | null; names: ShopNames }>(
    sql`SELECT name, name_key, names FROM merchants WHERE id = ${merchantId}`,
  );
  const shop = rows[0];
  if (!shop) return;
  const held = new Map<string, Claimed>();
  if (shop.name_key !== null) held.set(shop.name_key, { locale: 'en', name: shop.name, key: shop.name_key });
  for (const c of claimedNames({ name: shop.name, names: shop.names }).slice(1)) {
    if (!held.has(c.key)) held.set(c.key, c);
  }
  await tx.execute(sql`DELETE FROM merchant_name_keys WHERE merchant_id = ${merchantId}`);
  for (const c of held.values()) {
    try {
      await tx.execute(
        sql`INSERT INTO merchant_name_keys (key, merchant_id, name) VALUES (${c.key}, ${merchantId}, ${c.name})`,
      );
    } catch (err) {
      const pg = ((err as { cause?: unknown }).cause ?? err) as { code?: string };
      if (pg.code === '23505') throw conflict(takenMessage(c.locale));
      throw err;
    }
  }
}

/** Runs a write that sets merchants.name_key; a look-alike shop that got there first answers the clear refusal. */
export async function claimingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause ?? err;
    const pg = cause as { code?: string; constraint?: string };
    const taken = pg.constraint === 'merchants_name_key_idx' || pg.constraint === 'merchant_name_keys_pkey';
    if (pg.code === '23505' && taken) throw conflict(NAME_TAKEN);
    throw err;
  }
}
