import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { passwordFile, startEmbeddedPostgres } from './embedded';

/**
 * Physical backups of the embedded PostgreSQL through its low-level base-backup API (decision 0017): the embedded
 * package ships no pg_basebackup or pg_dump. While the shop keeps running:
 *   1. a temporary physical replication slot keeps every WAL segment from now on (no checkpoint may recycle them);
 *   2. pg_backup_start (a fast checkpoint) on one connection that stays open;
 *   3. a copy of the data directory, files as they are (they change while copied: the WAL replay fixes that);
 *   4. pg_backup_stop, whose answer is written as backup_label (and tablespace_map), and the WAL segments from the
 *      start to the stop location are copied into the backup's pg_wal.
 * A restored directory starts by replaying that WAL up to the backup's end: the database as it was at the end of the
 * backup, every committed order included.
 */

const USER = 'mall';

/** Directories whose contents PostgreSQL rebuilds or must not get back (the docs' list for a base backup). */
const SKIP_CONTENTS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIP_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
/** The uploads of the data directory that a backup carries: the public ones and the private documents. */
const UPLOAD_FOLDERS = ['uploads', 'private-uploads'];

export type BackupResult = { dir: string; startLsn: string; stopLsn: string; walFiles: number; ms: number };

/** Where the pictures are when they are not in the data directory (S3_BUCKET): a backup says it does not hold them. */
export type PictureStore = { bucket: string; endpoint?: string; prefix: string };

/** What a backup and its restore say of pictures kept in an S3 bucket, which they do not copy. */
export const picturesElsewhere = (store: PictureStore) =>
  `The pictures are in the S3 bucket ${store.bucket}${store.prefix ? ` under ${store.prefix}` : ''}${
    store.endpoint ? ` at ${store.endpoint}` : ''
  }, not in this backup: keep that bucket versioned or replicated with its own tools, so that the pictures of ` +
  "the backup's time can be found again";

/** Whether the embedded PostgreSQL of this data directory runs (its postmaster.pid names a live process). */
export function embeddedRunning(pgDir: string): boolean {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return false;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!(pid > 0)) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A backup of `<dataDir>/pg` (with its password file and the uploads) into `<backupsDir>/<timestamp>`. */
export async function backupEmbedded(opts: {
  dataDir: string;
  backupsDir: string;
  port: number;
  log?: (line: string) => void;
  /** The pictures' S3 bucket when they are kept there: named in the backup, not copied (its own tools back it up). */
  pictures?: PictureStore;
}): Promise<BackupResult> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const pgDir = path.join(opts.dataDir, 'pg');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) throw new Error(`No embedded database in ${pgDir}`);
  // Not running (the shop is stopped): start it for the backup, and stop it after.
  let stop: (() => Promise<void>) | undefined;
  if (!embeddedRunning(pgDir)) {
    log('The embedded PostgreSQL is not running: starting it for the backup …');
    stop = (await startEmbeddedPostgres({ dir: pgDir, port: opts.port, database: 'mall' })).stop;
  }
  const password = (await fs.readFile(passwordFile(pgDir), 'utf8')).trim();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.join(opts.backupsDir, stamp);
  const client = new pg.Client({
    connectionString: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${opts.port}/postgres`,
    application_name: 'mall-backup',
  });
  // A connection lost during the copy fails the backup's next statement with its reason; unheard, the 'error' event
  // would end the process with a stack instead (audit CR4).
  client.on('error', () => undefined);
  await client.connect();
  try {
    await fs.mkdir(target, { recursive: true, mode: 0o700 });
    await client.query(`SELECT pg_create_physical_replication_slot('mall_backup_' || pg_backend_pid(), true, true)`);
    const begun = await client.query<{ lsn: string }>(`SELECT pg_backup_start($1, fast => true)::text AS lsn`, [
      `mall ${stamp}`,
    ]);
    const startLsn = begun.rows[0]!.lsn;
    log(`Backup started at WAL ${startLsn}; copying ${pgDir} …`);
    let stopped = false;
    try {
      await copyDataDirectory(pgDir, path.join(target, 'pg'));
      const end = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
        'SELECT lsn::text AS lsn, labelfile, spcmapfile FROM pg_backup_stop(wait_for_archive => false)',
      );
      stopped = true;
      const { lsn: stopLsn, labelfile, spcmapfile } = end.rows[0]!;
      await fs.writeFile(path.join(target, 'pg', 'backup_label'), labelfile, { mode: 0o600 });
      if (spcmapfile) await fs.writeFile(path.join(target, 'pg', 'tablespace_map'), spcmapfile, { mode: 0o600 });
      const walFiles = await copyWal(client, pgDir, path.join(target, 'pg'), startLsn, stopLsn);
      await fs.copyFile(passwordFile(pgDir), path.join(target, 'pg.password'));
      // The public uploads and the applicants' documents kept apart from them (static-files.ts).
      for (const folder of UPLOAD_FOLDERS) {
        const uploads = path.join(opts.dataDir, folder);
        if (existsSync(uploads)) await fs.cp(uploads, path.join(target, folder), { recursive: true });
      }
      const version = (await fs.readFile(path.join(pgDir, 'PG_VERSION'), 'utf8')).trim();
      const ms = Date.now() - started;
      await fs.writeFile(
        path.join(target, 'backup.json'),
        `${JSON.stringify(
          {
            label: `mall ${stamp}`,
            postgres: version,
            startLsn,
            stopLsn,
            walFiles,
            ms,
            pictures: opts.pictures ?? null,
          },
          null,
          2,
        )}\n`,
      );
      if (opts.pictures) log(picturesElsewhere(opts.pictures));
      return { dir: target, startLsn, stopLsn, walFiles, ms };
    } finally {
      if (!stopped) await client.query('SELECT pg_backup_stop(false)').catch(() => undefined);
    }
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    throw error;
  } finally {
    // Ending the session drops the temporary slot, so the WAL it kept can be recycled again.
    await client.end().catch(() => undefined);
    await stop?.();
  }
}

/** Copies the data directory, skipping what a base backup leaves out; a file deleted meanwhile is simply absent. */
async function copyDataDirectory(from: string, to: string, top = true): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 });
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && SKIP_CONTENTS.has(entry.name)) {
        await fs.mkdir(target, { mode: 0o700 });
        if (entry.name === 'pg_wal') await fs.mkdir(path.join(target, 'archive_status'), { mode: 0o700 });
        continue;
      }
      if (entry.name.startsWith('pgsql_tmp')) continue;
      await copyDataDirectory(source, target, false);
    } else if (entry.isFile()) {
      if (top && SKIP_FILES.has(entry.name)) continue;
      await fs.copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

/** The WAL segments from the one holding `startLsn` to the one holding `stopLsn` (the slot kept them all). */
async function copyWal(client: pg.Client, pgDir: string, to: string, startLsn: string, stopLsn: string) {
  const names = await client.query<{ first: string; last: string }>(
    'SELECT pg_walfile_name($1::pg_lsn) AS first, pg_walfile_name($2::pg_lsn) AS last',
    [startLsn, stopLsn],
  );
  const { first, last } = names.rows[0]!;
  const timeline = first.slice(0, 8);
  const segments = (await fs.readdir(path.join(pgDir, 'pg_wal')))
    .filter((name) => /^[0-9A-F]{24}$/.test(name) && name.startsWith(timeline) && name >= first && name <= last)
    .sort();
  if (segments[0] !== first || segments.at(-1) !== last) {
    throw new Error(`The WAL from ${first} to ${last} is not all in ${pgDir}/pg_wal`);
  }
  for (const name of segments) await fs.copyFile(path.join(pgDir, 'pg_wal', name), path.join(to, 'pg_wal', name));
  return segments.length;
}

/**
 * Puts a backup back as `<dataDir>/pg` (and its password and uploads); the next start replays its WAL. Refuses while
 * the embedded PostgreSQL of that directory runs; what it replaces is kept beside it (`pg.replaced-<time>`).
 */
export async function restoreEmbedded(opts: {
  dataDir: string;
  backupDir: string;
  log?: (line: string) => void;
}): Promise<{ replaced: string | null }> {
  const log = opts.log ?? (() => {});
  const pgDir = path.join(opts.dataDir, 'pg');
  const source = path.join(opts.backupDir, 'pg');
  if (!existsSync(path.join(source, 'backup_label'))) throw new Error(`${opts.backupDir} is not a backup of this shop`);
  if (embeddedRunning(pgDir)) {
    throw new Error(`The database in ${pgDir} is running: stop the shop first (Ctrl-C or SIGTERM), then restore`);
  }
  // As root the cluster belongs to the user PostgreSQL runs as: the owner of the directory replaced, or else the
  // `postgres` user a first start creates and runs it as. Left to root, a restore into a new data directory (a new
  // machine, a lost disk) said "Restored" and the start then failed (audit CR3).
  let owner: { uid: number; gid: number } | null = null;
  if (process.getuid?.() === 0) owner = existsSync(pgDir) ? await fs.stat(pgDir) : await postgresUser();
  await fs.mkdir(opts.dataDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let replaced: string | null = null;
  if (existsSync(pgDir)) {
    replaced = `${pgDir}.replaced-${stamp}`;
    await fs.rename(pgDir, replaced);
    if (existsSync(passwordFile(pgDir))) await fs.rename(passwordFile(pgDir), `${replaced}.password`);
    log(`The database it replaces is kept in ${replaced}`);
  }
  await fs.cp(source, pgDir, { recursive: true });
  await fs.chmod(pgDir, 0o700);
  await fs.copyFile(path.join(opts.backupDir, 'pg.password'), passwordFile(pgDir));
  await fs.chmod(passwordFile(pgDir), 0o600);
  if (owner) await chownTree(pgDir, owner.uid, owner.gid);
  for (const folder of UPLOAD_FOLDERS) {
    const uploads = path.join(opts.backupDir, folder);
    if (!existsSync(uploads)) continue;
    const current = path.join(opts.dataDir, folder);
    if (existsSync(current)) await fs.rename(current, `${current}.replaced-${stamp}`);
    await fs.cp(uploads, current, { recursive: true });
  }
  const about = JSON.parse(await fs.readFile(path.join(opts.backupDir, 'backup.json'), 'utf8').catch(() => '{}')) as {
    pictures?: PictureStore | null;
  };
  if (about.pictures) log(picturesElsewhere(about.pictures));
  return { replaced };
}

/** The `postgres` user's ids (the embedded package runs PostgreSQL as it under root), or the way to make it. */
async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const id = (flag: string) => execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  try {
    return { uid: Number(id('-u')), gid: Number(id('-g')) };
  } catch {
    throw new Error(
      'As root the embedded PostgreSQL runs as the `postgres` user, and there is none on this machine: create it ' +
        '(groupadd postgres && useradd -g postgres postgres), then restore again',
    );
  }
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await fs.chown(dir, uid, gid);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(full, uid, gid);
    else await fs.chown(full, uid, gid);
  }
}

/** The newest backup under `backupsDir` (names are timestamps). */
export async function latestBackup(backupsDir: string): Promise<string | null> {
  const names = (await fs.readdir(backupsDir).catch(() => [] as string[])).filter((name) =>
    existsSync(path.join(backupsDir, name, 'backup.json')),
  );
  names.sort();
  return names.length ? path.join(backupsDir, names.at(-1)!) : null;
}
