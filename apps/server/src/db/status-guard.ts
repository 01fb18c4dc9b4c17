import { type SQL, sql } from 'drizzle-orm';

/**
 * A status guard on a row named by its key (`WHERE refund_no = … AND ${statusIn(sql`status`, 'review')}`), said so
 * that no partial index can answer it (issue 25). Said as `status = 'review'`, it matches the predicate of a partial
 * index over the open rows (`refunds_open_idx`, the notice sender's due index): once a vacuum had counted that index
 * empty, the planner walked every open row and filtered them on the key, instead of reading the key's one row.
 */
export function statusIn(column: SQL, ...values: string[]): SQL {
  return sql`${column} || '' IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}
