import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import { type CopyKind, copyRows, quoteIdentifier as quote, transactionConnection, truncated } from '../copy-rows';

/** A database or a transaction: anything that can run a statement. */
export type Executor = Pick<Db, 'execute'>;

/**
 * Inserts rows: through `COPY` on the transaction's connection (the seed runs in one transaction), else in batches
 * through one JSON parameter per batch (`json_populate_recordset`), free of PostgreSQL's 65,535-parameter limit.
 * Columns are those of the first row; every row must have the same keys. Columns left out get their defaults.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
  batchSize = 2000,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, { name: string; columnType: string }>;
  const keys = Object.keys(first);
  const described = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const kind: CopyKind =
      column.columnType === 'PgJsonb' || column.columnType === 'PgJson'
        ? 'json'
        : column.columnType === 'PgArray'
          ? 'array'
          : 'scalar';
    return { key, name: column.name, kind };
  });
  if (transactionConnection(db)) {
    const values = rows.map((row) => described.map((c) => (row as Record<string, unknown>)[c.key]));
    await copyRows(db, getTableName(table), described, values);
    return;
  }
  const target = quote(getTableName(table));
  const list = described.map((c) => quote(c.name)).join(', ');
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      for (const c of described) record[c.name] = (row as Record<string, unknown>)[c.key];
      return record;
    });
    await db.execute(
      sql`INSERT INTO ${sql.raw(target)} (${sql.raw(list)}) SELECT ${sql.raw(list)} FROM json_populate_recordset(NULL::${sql.raw(target)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Reserves `count` consecutive ids from the table's serial sequence, so that rows can point at each other (SKUs at
 * products, reviews at users) before anything is inserted.
 */
export async function reserveIds(db: Executor, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const name = getTableName(table);
  const result = await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), nextval(pg_get_serial_sequence(${name}, 'id')) + ${count - 1}) AS last`,
  );
  const last = Number((result.rows[0] as { last: string | number }).last);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/** Empties every table of the public schema and restarts the id sequences (the seed CLI's --reset). */
export async function truncateAll(db: Executor): Promise<void> {
  const result = await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`);
  const names = (result.rows as { tablename: string }[]).map((row) => row.tablename);
  const tables = names.map((name) => `public.${quote(name)}`);
  if (tables.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
  truncated(db, names);
}

/**
 * Empties these tables and every table that refers to them, when all of them are empty already: a table emptied in
 * the transaction that fills it is written without WAL when the cluster runs with `wal_level=minimal` (the seed's
 * embedded cluster, `BULK_LOAD_FLAGS`). Answers false, and changes nothing, when any of them holds a row.
 */
export async function truncateIfEmpty(db: Executor, tables: string[]): Promise<boolean> {
  const result = await db.execute(sql`
    WITH RECURSIVE referring (oid) AS (
      SELECT c.oid FROM pg_class c
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY(${`{${tables.join(',')}}`}::text[])
      UNION
      SELECT k.conrelid FROM pg_constraint k JOIN referring r ON k.confrelid = r.oid WHERE k.contype = 'f')
    SELECT c.relname AS name FROM referring r JOIN pg_class c ON c.oid = r.oid ORDER BY 1`);
  const names = (result.rows as { name: string }[]).map((row) => quote(row.name));
  if (names.length === 0) return false;
  const probes = names.map((name) => `EXISTS (SELECT 1 FROM ${name})`).join(' OR ');
  const held = await db.execute(sql.raw(`SELECT (${probes}) AS held`));
  if ((held.rows[0] as { held: boolean }).held) return false;
  await db.execute(sql.raw(`TRUNCATE ${names.join(', ')}`));
  truncated(
    db,
    (result.rows as { name: string }[]).map((row) => row.name),
  );
  return true;
}
