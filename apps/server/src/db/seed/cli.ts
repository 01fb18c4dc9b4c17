/**
 * npm run seed -- [--products N] [--reset] [--no-demo-accounts] [--keep-wal]
 *
 * Seeds the database of DATABASE_URL, or the embedded PostgreSQL under DATA_DIR as the server would start it.
 * The embedded cluster it starts writes no WAL for the tables it fills unless --keep-wal (decision 0030).
 * Refuses to touch a database that already holds data unless --reset is given.
 */

import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { connect, type Db, runMigrations } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { seedDemo } from './index';

const log = (line: string) => process.stdout.write(`${line}\n`);
/**
 * The seed's progress, each line after the seconds since the start: where a big seed spends its time is read off
 * its own log (issue 25, goal 3), without a profiler.
 */
const timedLog = (started: number) => (line: string) =>
  log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

/** Stricter than isEmpty(): a database with users or shops but no categories is not ours to fill either. */
async function holdsData(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM categories)
    OR EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM merchants) OR EXISTS (SELECT 1 FROM products) AS found`);
  return rows[0]?.found === true;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '320' },
      reset: { type: 'boolean', default: false },
      'no-demo-accounts': { type: 'boolean', default: false },
      'keep-wal': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    log('Usage: npm run seed -- [--products N] [--reset] [--no-demo-accounts] [--keep-wal]');
    return 0;
  }
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 5_000_000) {
    log(`--products must be a whole number from 1 to 5000000, not "${values.products}"`);
    return 2;
  }

  const started = performance.now();
  const config = loadConfig();
  let url = config.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    log(`Starting the embedded PostgreSQL (data in ${dir}) …`);
    const embedded = await startEmbeddedPostgres({
      dir,
      port: config.EMBEDDED_PG_PORT,
      database: 'mall',
      bulkLoad: !values['keep-wal'],
    });
    url = embedded.url('mall');
    stopEmbedded = embedded.stop;
  }
  const database = connect(url, 4);
  try {
    await runMigrations(database.db);
    const uploadsDir = path.join(config.dataDir, 'uploads');
    if (await holdsData(database.db)) {
      if (!values.reset) {
        log('The database already holds data; nothing was changed. Run again with --reset to empty it and seed anew.');
        return 1;
      }
      log("--reset: the tables are emptied in the seed's own transaction; a failed seed changes nothing …");
    }
    await seedDemo(database.db, {
      products,
      uploadsDir,
      demoAccounts: !values['no-demo-accounts'],
      reset: values.reset,
      log: timedLog(started),
    });
    log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
    await stopEmbedded?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Seed failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
