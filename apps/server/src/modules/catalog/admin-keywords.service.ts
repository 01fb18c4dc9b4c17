import { HOT_KEYWORDS_MAX, type KeywordEdit, type Locale } from '@mall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { conflict, invalid, notFound } from '../../platform/errors';
import { looksAlike } from '../../platform/names';

// Hot keywords: the storefront shows the first three under its search box (spec section 8) and all in its list.

export async function listKeywords(db: Db) {
  const { rows } = await db.execute<{ id: number; title: string; locale: Locale | null; sort: number }>(
    sql`SELECT id, title, locale, sort FROM hot_keywords ORDER BY sort, id`,
  );
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

export async function updateKeyword(db: Db, id: number, input: KeywordEdit): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE hot_keywords IN SHARE ROW EXCLUSIVE MODE`);
    if ((await otherTitles(tx, id)).some((title) => looksAlike(title, input.title))) {
      throw conflict('This keyword is already in the list');
    }
    const { rows } = await tx.execute(
      sql`UPDATE hot_keywords SET title = ${input.title}, locale = ${input.locale}, sort = ${input.sort}
        WHERE id = ${id} RETURNING id`,
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
      sql`UPDATE hot_keywords k SET sort = v.sort FROM (VALUES ${values}) AS v(id, sort) WHERE k.id = v.id`,
    );
    await tx.execute(sql`
      UPDATE hot_keywords SET sort = ${ids.length} + sort WHERE id NOT IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) AND sort <= ${ids.length}`);
  });
}
