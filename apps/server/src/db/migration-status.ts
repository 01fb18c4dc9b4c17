import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './client';

type Journal = { entries: { tag: string; when: number }[] };

let journal: Promise<Journal> | undefined;

/** The migrations this build ships (drizzle's journal beside the SQL files), read once per process. */
function shippedMigrations(): Promise<Journal> {
  journal ??= readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8').then((text) => JSON.parse(text));
  return journal;
}

/**
 * The shipped migrations the database has not run yet. Drizzle's migrator records each one it ran in
 * `drizzle.__drizzle_migrations` with the journal entry's time (`created_at` = `when`), and runs those newer than the
 * last it recorded; so a migration counts as done when its time is recorded.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { entries } = await shippedMigrations();
  let applied: Set<number>;
  try {
    const { rows } = await db.execute<{ created_at: string | number }>(
      sql`SELECT created_at FROM drizzle.__drizzle_migrations`,
    );
    applied = new Set(rows.map((row) => Number(row.created_at)));
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: no migration ran yet.
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return entries.map((entry) => entry.tag);
    throw error;
  }
  return entries.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag);
}
