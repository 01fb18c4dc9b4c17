import { HOT_KEYWORDS_MAX, type KeywordEdit, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { checkVersion } from '../../platform/edit-version';
import { conflict, invalid, notFound } from '../../platform/errors';
import { looksAlike } from '../../platform/names';

// Hot keywords: the storefront shows the first three under its search box (spec section 8) and all in its list.

export async function listKeywords(db: Db) {
  const { rows } = await db.execute<{
    id: number;
    title: string;
    locale: Locale | null;
    sort: number;
    version: number;
  }>(sql`SELECT id, title, locale, sort, version FROM hot_keywords ORDER BY sort, id`);
  return rows;
}

export async function createKeyword(db: Db, input: KeywordEdit): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    // One writer at a time, so that two clicks never pass the bound together.
    await tx.execute(sql`LOCK TABLE hot_keywords IN SHARE ROW EXCLUSIVE MODE`);
    const titles = await otherTitles(tx);
    if (titles.some((title) => looksAlike(title, input.title))) throw conflict('This keyword is already in the list');
    if (titles.length >= HOT_KEYWORDS_MAX) throw invalid('Keep at most 50 hot keywords');
    const { rows } = await tx.execute<{ id: number }>(
      sql`INSERT INTO hot_keywords (title, locale, sort) VALUES (${input.title}, ${input.locale}, ${input.sort}) RETURNING id`,
    );
    return { id: rows[0]!.id };
  });
}

/**
 * The other keywords' titles, to refuse one a reader could take for another ("Café", "CAFÉ", "Ｃａｆé"): the look-alike
 * test of shop names (platform/names.ts, audit FR9). Called with the table locked.
 */
async function otherTitles(tx: Queryable, self = 0): Promise<string[]> {
  const { rows } = await tx.execute<{ title: string }>(sql`SELECT title FROM hot_keywords WHERE id <> ${self}`);
  return rows.map((r) => r.title);
}

/**
 * Edits a keyword at the version its form loaded: 404 when it is gone, 409 when someone changed it since (audit FR5).
 * The table lock makes the version read here the one the write replaces.
 */
export async function updateKeyword(db: Db, id: number, input: KeywordEdit): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE hot_keywords IN SHARE ROW EXCLUSIVE MODE`);
    const { rows: found } = await tx.execute<{ version: number }>(
      sql`SELECT version FROM hot_keywords WHERE id = ${id}`,
    );
    if (!found[0]) throw notFound('Keyword not found');
    checkVersion(found[0].version, input.version);
    if ((await otherTitles(tx, id)).some((title) => looksAlike(title, input.title))) {
      throw conflict('This keyword is already in the list');
    }
    const { rows } = await tx.execute(
      sql`UPDATE hot_keywords SET title = ${input.title}, locale = ${input.locale}, sort = ${input.sort},
        version = version + 1 WHERE id = ${id} RETURNING id`,
    );
    if (rows.length === 0) throw notFound('Keyword not found');
  });
}

export async function deleteKeyword(db: Db, id: number): Promise<void> {
  const { rows } = await db.execute(sql`DELETE FROM hot_keywords WHERE id = ${id} RETURNING id`);
  if (rows.length === 0) throw notFound('Keyword not found');
}

/** Puts the keywords in the given order (1, 2, 3 …); keywords left out keep their place after them. */
export async function orderKeywords(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      SELECT id FROM hot_keywords WHERE id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) ORDER BY id FOR UPDATE`);
    if (rows.length !== ids.length) throw notFound('Keyword not found');
    const values = sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i + 1}::int)`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE hot_keywords k SET sort = v.sort, version = k.version + 1 FROM (VALUES ${values}) AS v(id, sort)
        WHERE k.id = v.id AND k.sort IS DISTINCT FROM v.sort`,
    );
    await tx.execute(sql`
      UPDATE hot_keywords SET sort = ${ids.length} + sort, version = version + 1 WHERE id NOT IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) AND sort <= ${ids.length}`);
  });
}
