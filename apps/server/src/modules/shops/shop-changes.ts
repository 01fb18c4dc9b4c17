import type { AdminShopChange, ShopChange, ShopChangeStatus, ShopNames } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedPage } from '../../db/counted-page';
import type { ChangeFeed } from '../../platform/change-feed';
import { conflict, notFound } from '../../platform/errors';
import { nameKey } from '../../platform/names';
import { foldShopNames } from '../../platform/text-fold';
import { recordNotice } from '../notices/record';
import {
  checkNamesFree,
  claimingName,
  cleanShopNames,
  holdNameKeys,
  lockShopNames,
  wantedNameKey,
} from '../settle/shop-names';

// A live shop's name and qualification pictures are what the platform approved: a new name or new pictures wait in
// merchant_change_requests (one pending per shop) until a platform administrator approves them, and the shop shows
// the old ones until then. This file owns that table: the shop asks, the platform reviews.

type Runner = Pick<Db, 'execute'>;

export const CHANGE_REVIEWED = 'This change has already been reviewed';

type ChangeRow = {
  id: number;
  merchant_id: number;
  status: ShopChangeStatus;
  name: string | null;
  name_key: string | null;
  names: ShopNames | null;
  qualification_pictures: string[] | null;
  reason: string | null;
  created_at: string;
  reviewed_at: string | null;
};

const toChange = (r: ChangeRow): ShopChange => ({
  id: r.id,
  status: r.status,
  name: r.name,
  names: r.names,
  qualificationPictures: r.qualification_pictures,
  reason: r.reason ?? '',
  createTime: new Date(r.created_at).toISOString(),
  reviewTime: r.reviewed_at === null ? null : new Date(r.reviewed_at).toISOString(),
});

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The same names, whatever order their languages were given in. */
const sameNames = (a: ShopNames, b: ShopNames) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/**
 * Asks for a new name, new names in the other languages (decision 0056) and/or new qualification pictures (a field
 * equal to the live one is not asked for; while a request is pending, such a field keeps what that request asked;
 * names left out are not asked for). A new request replaces the pending one, so that a shop can correct its request
 * without waiting; the replaced one is kept as `replaced`. No name, in any language, may look like another shop's
 * name in any language, another shop's pending new names or another applicant's pending application. Runs in the
 * caller's transaction; answers whether a request is now pending.
 */
export async function requestShopChange(
  tx: Runner,
  merchantId: number,
  userId: number,
  wanted: { name: string; names?: ShopNames; qualificationPictures: string[] },
): Promise<boolean> {
  const wantedNames = wanted.names === undefined ? undefined : cleanShopNames(wanted.names);
  // The names' locks come before the shop's row lock, in the order the platform's approval takes them.
  const { rows: peek } = await tx.execute<{ name: string; names: ShopNames }>(
    sql`SELECT name, names FROM merchants WHERE id = ${merchantId}`,
  );
  if (peek[0] && (peek[0].name !== wanted.name || (wantedNames && !sameNames(peek[0].names, wantedNames)))) {
    await lockShopNames(tx, { name: wanted.name, names: wantedNames });
  }
  const { rows: live } = await tx.execute<{ name: string; names: ShopNames; qualification_pictures: string[] }>(
    sql`SELECT name, names, qualification_pictures FROM merchants WHERE id = ${merchantId} FOR UPDATE`,
  );
  const shop = live[0];
  if (!shop) throw notFound('Shop not found');
  const { rows: pendingRows } = await tx.execute<ChangeRow>(sql`
    SELECT id, name, names, qualification_pictures FROM merchant_change_requests
    WHERE merchant_id = ${merchantId} AND status = 'pending'`);
  const pending = pendingRows[0];
  const nameAsked = shop.name !== wanted.name;
  const namesAsked = wantedNames !== undefined && !sameNames(shop.names, wantedNames);
  const picturesAsked = !sameList(shop.qualification_pictures, wanted.qualificationPictures);
  if (!nameAsked && !namesAsked && !picturesAsked) return pending !== undefined;
  const name = nameAsked ? wanted.name : (pending?.name ?? null);
  const names = namesAsked ? (wantedNames ?? null) : (pending?.names ?? null);
  const pictures = picturesAsked ? wanted.qualificationPictures : (pending?.qualification_pictures ?? null);
  const asked = JSON.stringify([name, names && Object.entries(names).sort(), pictures]);
  if (
    pending &&
    JSON.stringify([
      pending.name,
      pending.names && Object.entries(pending.names).sort(),
      pending.qualification_pictures,
    ]) === asked
  ) {
    return true;
  }
  if (name !== null || names !== null) {
    // Every name the shop would show once approved: a new name beside kept names looks like no one else's either.
    await checkNamesFree(tx, { name: name ?? shop.name, names: names ?? shop.names }, { merchantId });
  }
  const key = name === null ? null : wantedNameKey(name);
  await tx.execute(sql`
    UPDATE merchant_change_requests SET status = 'replaced', reviewed_at = now()
    WHERE merchant_id = ${merchantId} AND status = 'pending'`);
  await tx.execute(sql`
    INSERT INTO merchant_change_requests (merchant_id, name, name_key, names, qualification_pictures, requested_by)
    VALUES (${merchantId}, ${name}, ${key}, ${names === null ? null : JSON.stringify(names)}::jsonb,
      ${pictures === null ? null : JSON.stringify(pictures)}::jsonb, ${userId})`);
  return true;
}

/**
 * The shop takes back its pending request (a name or pictures it no longer wants, such as a change to no pictures):
 * kept as `withdrawn`, and the shop keeps what it shows. Answers 404 when nothing is pending (already reviewed, or
 * withdrawn by another of its staff a moment ago).
 */
export async function withdrawShopChange(db: Runner, merchantId: number): Promise<void> {
  const { rows } = await db.execute(sql`
    UPDATE merchant_change_requests SET status = 'withdrawn', reviewed_at = now()
    WHERE merchant_id = ${merchantId} AND status = 'pending'
    RETURNING id`);
  if (!rows[0]) throw notFound(NOTHING_PENDING);
}

export const NOTHING_PENDING = 'No change of the shop is waiting for review';

/** The shop's latest request that was neither replaced nor withdrawn: pending, approved or rejected. */
export async function latestShopChange(db: Runner, merchantId: number): Promise<ShopChange | null> {
  const { rows } = await db.execute<ChangeRow>(sql`
    SELECT id, merchant_id, status, name, name_key, names, qualification_pictures, reason, created_at, reviewed_at
    FROM merchant_change_requests WHERE merchant_id = ${merchantId} AND status NOT IN ('replaced', 'withdrawn')
    ORDER BY id DESC LIMIT 1`);
  return rows[0] ? toChange(rows[0]) : null;
}

/** The platform's list, newest first, with each shop as it is now. */
export async function listShopChanges(db: Db, q: { status?: ShopChangeStatus; page: number; limit: number }) {
  const { rows, total } = await countedPage<
    ChangeRow & { current_name: string; current_names: ShopNames; current_pictures: string[]; total: number }
  >(
    db,
    q,
    (window) => sql`
    SELECT r.id, r.merchant_id, r.status, r.name, r.name_key, r.names, r.qualification_pictures, r.reason,
      r.created_at, r.reviewed_at, m.name AS current_name, m.names AS current_names, m.qualification_pictures AS current_pictures, count(*) OVER () AS total
    FROM merchant_change_requests r JOIN merchants m ON m.id = r.merchant_id
    WHERE ${q.status === undefined ? sql`true` : sql`r.status = ${q.status}`}
    ORDER BY r.created_at DESC, r.id DESC ${window}`,
  );
  const list: AdminShopChange[] = rows.map((r) => ({
    ...toChange(r),
    merchantId: r.merchant_id,
    currentName: r.current_name,
    currentNames: r.current_names,
    currentQualificationPictures: r.current_pictures,
  }));
  return { list, total, page: q.page, limit: q.limit };
}

/** After a conditional update found nothing: the request is missing or no longer pending. */
async function whyNotPending(db: Runner, id: number): Promise<never> {
  const { rows } = await db.execute(sql`SELECT 1 FROM merchant_change_requests WHERE id = ${id}`);
  throw rows[0] ? conflict(CHANGE_REVIEWED) : notFound('Change request not found');
}

/**
 * Applies a pending request to its shop, name, name key and pictures at once. A request never changes after it is
 * made (a newer one replaces it), so the platform approves exactly what it saw. A look-alike shop that opened
 * meanwhile makes the unique name key refuse it, and the request stays pending.
 */
export async function approveShopChange(db: Db, adminId: number, id: number, changes: ChangeFeed) {
  const merchantId = await db.transaction(async (tx) => {
    const { rows: peek } = await tx.execute<{ name: string; names: ShopNames }>(sql`
      SELECT coalesce(r.name, m.name) AS name, coalesce(r.names, m.names) AS names
      FROM merchant_change_requests r JOIN merchants m ON m.id = r.merchant_id WHERE r.id = ${id}`);
    if (peek[0]) await lockShopNames(tx, peek[0]);
    const { rows } = await tx.execute<ChangeRow>(sql`
      UPDATE merchant_change_requests SET status = 'approved', reviewed_by = ${adminId}, reviewed_at = now()
      WHERE id = ${id} AND status = 'pending'
      RETURNING merchant_id, name, name_key, names, qualification_pictures`);
    const change = rows[0] ?? (await whyNotPending(tx, id));
    const { rows: live } = await tx.execute<{ name: string; names: ShopNames }>(
      sql`SELECT name, names FROM merchants WHERE id = ${change.merchant_id} FOR UPDATE`,
    );
    const shown = {
      name: change.name ?? live[0]?.name ?? '',
      names: change.names ?? live[0]?.names ?? {},
    };
    // A look-alike shop may have opened, or taken such a name in another language, since the request was made.
    if (change.name !== null || change.names !== null) {
      await checkNamesFree(tx, shown, { merchantId: change.merchant_id }, true);
    }
    await claimingName(() =>
      tx.execute(sql`
        UPDATE merchants SET name = ${shown.name},
          name_key = coalesce(${change.name === null ? null : nameKey(change.name)}, name_key),
          name_folded = ${foldShopNames(shown.name, shown.names)},
          names = ${JSON.stringify(shown.names)}::jsonb,
          qualification_pictures = coalesce(${
            change.qualification_pictures === null ? null : JSON.stringify(change.qualification_pictures)
          }::jsonb, qualification_pictures)
        WHERE id = ${change.merchant_id}`),
    );
    await holdNameKeys(tx, change.merchant_id);
    await recordNotice(tx, { kind: 'shop_change_decided', changeId: id });
    await changes.announce(tx, 'shop', [change.merchant_id]);
    return change.merchant_id;
  });
  // Listings carry the shop's name (merName).
  await changes.announce(db, 'listings');
  return { id, status: 'approved' as const, merchantId };
}

/** Rejects a pending request with a reason the shop sees on its profile page; the shop keeps what it has. */
export async function rejectShopChange(db: Db, adminId: number, id: number, reason: string) {
  const { rows } = await db.execute(sql`
    UPDATE merchant_change_requests
    SET status = 'rejected', reason = ${reason}, reviewed_by = ${adminId}, reviewed_at = now()
    WHERE id = ${id} AND status = 'pending'
    RETURNING id`);
  if (!rows[0]) await whyNotPending(db, id);
  await recordNotice(db, { kind: 'shop_change_decided', changeId: id });
  return { id, status: 'rejected' as const };
}
