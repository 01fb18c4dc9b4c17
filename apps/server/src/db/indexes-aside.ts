import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/** From this many products on, a bulk write sets the indexes aside (below it, keeping them current is cheaper). */
export const BULK_WRITE_FROM = 5_000;

/**
 * A bulk write (decision 0030) runs with its tables' secondary indexes set aside: keeping GIN and B-tree indexes
 * current row by row made inserting many rows many times slower than inserting them bare and indexing afterwards
 * (issue 25). In the caller's transaction: the indexes' definitions are read from the catalogue, the indexes dropped,
 * `write` run, the same definitions run again with more memory, and the tables analysed. With `foreignKeys`, their
 * foreign keys are set aside the same way and checked when put back (a row that refers to nothing fails then).
 * Primary keys, unique indexes and indexes behind a constraint stay (they decide what may be written). A failure
 * rolls back to the old indexes and keys with everything else. `log` hears how long each index took to build.
 */
export async function withIndexesAside<T>(
  t: Queryable,
  tables: string[],
  write: () => Promise<T>,
  opts: { foreignKeys?: boolean; log?: (line: string) => void } = {},
): Promise<{ result: T; rebuilt: number }> {
  const { rows: indexes } = await t.execute<{ name: string; definition: string }>(sql`
    SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class tbl ON tbl.oid = i.indrelid
    WHERE tbl.relnamespace = current_schema()::regnamespace AND tbl.relname = ANY(${`{${tables.join(',')}}`}::text[])
      AND NOT i.indisprimary AND NOT i.indisunique
      AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
    ORDER BY tbl.relname, c.relname`);
  // Foreign keys are checked row by row as well (one lookup of the referenced row per row written: 7.2 s of a
  // 0.56 s copy of 1.4 million postings); with `foreignKeys`, checked all at once, by one join, when put back. Dropping
  // and adding a key locks the table it refers to against writes until the commit: only for a writer that holds
  // those tables anyway (the seed, in the transaction that writes the whole catalogue).
  const keys = opts.foreignKeys
    ? (
        await t.execute<{ table: string; name: string; definition: string }>(sql`
          SELECT tbl.relname AS table, k.conname AS name, pg_get_constraintdef(k.oid) AS definition
          FROM pg_constraint k JOIN pg_class tbl ON tbl.oid = k.conrelid
          WHERE k.contype = 'f' AND tbl.relnamespace = current_schema()::regnamespace
            AND tbl.relname = ANY(${`{${tables.join(',')}}`}::text[])
          ORDER BY tbl.relname, k.conname`)
      ).rows
    : [];
  for (const index of indexes) await t.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  for (const key of keys) {
    await t.execute(sql`ALTER TABLE ${sql.identifier(key.table)} DROP CONSTRAINT ${sql.identifier(key.name)}`);
  }
  const result = await write();
  await t.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const key of keys) {
    const [table, name] = [sql.identifier(key.table), sql.identifier(key.name)];
    await t.execute(sql`ALTER TABLE ${table} ADD CONSTRAINT ${name} ${sql.raw(key.definition)}`);
  }
  for (const index of indexes) {
    const started = performance.now();
    await t.execute(sql.raw(index.definition));
    opts.log?.(`  ${index.name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Statistics for the rest of the transaction: without them the planner took a million fresh products for a few
  // pages and read them all for every batch of the documents' build (ANALYZE counts the transaction's own rows).
  const names = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await t.execute(sql`ANALYZE ${names}`);
  return { result, rebuilt: indexes.length };
}
