import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/**
 * A page of a list and the list's total, for statements that count with `count(*) OVER () AS total` (every row
 * carries the count of all): `statement` puts `window` (its `LIMIT … OFFSET …`) at its end. A page past the last one
 * has no row to carry the count, and answered a total of 0 (a pager then hid itself as if the list were empty): the
 * same statement is asked again for its first row only. `column` names the count where `total` is a column of the
 * rows themselves (a coupon's).
 */
export async function countedPage<T extends Record<string, unknown>>(
  db: Queryable,
  q: { page: number; limit: number },
  statement: (window: SQL) => SQL,
  column: keyof T = 'total',
): Promise<{ rows: T[]; total: number }> {
  const read = async (window: SQL) => (await db.execute<T>(statement(window))).rows as T[];
  const rows = await read(sql`LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`);
  if (rows.length > 0 || q.page <= 1) return { rows, total: Number(rows[0]?.[column] ?? 0) };
  const first = await read(sql`LIMIT 1`);
  return { rows, total: Number(first[0]?.[column] ?? 0) };
}
