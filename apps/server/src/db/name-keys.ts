import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { nameKey } from '../platform/names';
import { foldText } from '../platform/text-fold';
import type * as schema from './schema';

/** client.ts's `Db` as drizzle types it: client.ts runs this after the migrations, so it cannot be imported back. */
type Db = NodePgDatabase<typeof schema>;

/**
 * Fills the comparison keys (platform/names.ts) of shops, applications and pending renames that have none: rows from
 * before the keys existed, or whose keys a migration cleared when the rule changed (0081, Thai and Lao names). Migrations cannot compute them (the TR39 skeleton lives in code), so this runs after them at every
 * start-up and finds nothing to do once done. Two existing shops whose names look alike cannot both hold their key
 * under the unique index: the older keeps it, the later stays without one (its renames still check against the older
 * one) and a warning names both, for the operator to rename one. Start-up never fails over it.
 */
export async function backfillNameKeys(db: Db, warn: (message: string) => void): Promise<void> {
  const { rows: shops } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM merchants WHERE name_key IS NULL ORDER BY id`,
  );
  for (const shop of shops) {
    const key = nameKey(shop.name);
    // Another process starting at the same time may fill the same key first: then this row is the later one.
    const { rows } = await db
      .execute<{ id: number }>(sql`
        UPDATE merchants SET name_key = ${key}
        WHERE id = ${shop.id} AND NOT EXISTS (SELECT 1 FROM merchants o WHERE o.name_key = ${key})
        RETURNING id`)
      .catch(() => ({ rows: [] }));
    if (rows[0]) continue;
    const { rows: holder } = await db.execute<{ id: number; name: string }>(
      // The holder's name or one of its translated names (merchant_name_keys, decision 0056).
      sql`SELECT merchant_id AS id, name FROM merchant_name_keys WHERE key = ${key}`,
    );
    warn(
      `Shop ${shop.id} "${shop.name}" looks the same as shop ${holder[0]?.id} "${holder[0]?.name}": ` +
        'it keeps no name key until one of them is renamed',
    );
  }
  // Translated names (decision 0056) whose key is missing (a rule change emptied them): held again, a clash warned of.
  const { rows: translated } = await db.execute<{ id: number; names: Record<string, string> }>(
    sql`SELECT id, names FROM merchants WHERE names <> '{}'::jsonb ORDER BY id`,
  );
  for (const shop of translated) {
    for (const name of new Set(Object.values(shop.names))) {
      const key = nameKey(name);
      if (key === '') continue;
      const { rows } = await db
        .execute<{ key: string }>(sql`
          INSERT INTO merchant_name_keys (key, merchant_id, name) VALUES (${key}, ${shop.id}, ${name})
          ON CONFLICT (key) DO NOTHING RETURNING key`)
        .catch(() => ({ rows: [] }));
      if (rows[0]) continue;
      const { rows: holder } = await db.execute<{ id: number; name: string }>(
        sql`SELECT merchant_id AS id, name FROM merchant_name_keys WHERE key = ${key}`,
      );
      if (holder[0] && holder[0].id !== shop.id) {
        warn(`Shop ${shop.id}'s name "${name}" looks the same as shop ${holder[0].id}'s "${holder[0].name}"`);
      }
    }
  }
  const { rows: applications } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM merchant_applications WHERE name_key IS NULL ORDER BY id`,
  );
  for (const a of applications) {
    await db.execute(sql`UPDATE merchant_applications SET name_key = ${nameKey(a.name)} WHERE id = ${a.id}`);
  }
  // Pending renames whose key a change of the rule cleared (migration 0081): other names are checked against them.
  const { rows: renames } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM merchant_change_requests WHERE name IS NOT NULL AND name_key IS NULL ORDER BY id`,
  );
  for (const r of renames) {
    await db.execute(sql`UPDATE merchant_change_requests SET name_key = ${nameKey(r.name)} WHERE id = ${r.id}`);
  }
}

/**
 * Fills the folded names (search-text.ts `foldText`) of shops that have none: rows from before migration 0063 (audit
 * CT1), which cannot run the folding. Runs after the migrations at every start-up; one statement when all are filled.
 */
export async function backfillFoldedShopNames(db: Db): Promise<void> {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM merchants WHERE name_folded IS NULL ORDER BY id`,
  );
  if (rows.length === 0) return;
  await db.execute(sql`
    UPDATE merchants m SET name_folded = f.folded
    FROM json_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.id, folded: foldText(r.name) })))}::json)
      AS f(id int, folded text)
    WHERE m.id = f.id AND m.name_folded IS NULL`);
}
