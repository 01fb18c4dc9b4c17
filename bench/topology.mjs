// Topology benchmark (decision 0018): search and goods detail req/s through nginx with three server processes
// versus one process directly, in the same run, beside /healthz; and how long a change takes to reach every process.
// It starts everything itself (primary, streaming replica, PgBouncer, an S3-protocol store, three servers, nginx):
//   node --import tsx bench/topology.mjs [--seconds 8] [--connections 16]
// Needs Debian's nginx and pgbouncer. Search misses the listing cache on purpose (a different keyword per request).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../apps/server/test/free-port.ts';
import { startS3Server } from '../apps/server/test/s3-server.ts';
import { startServerProcess } from '../apps/server/test/server-process.ts';
import { startNginx, startPgBouncer, startPrimary, startReplica } from '../apps/server/test/topology/cluster.ts';
import { header, load, row } from './lib/load.mjs';

const args = {};
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i].startsWith('--')) args[process.argv[i].slice(2)] = process.argv[i + 1];
}
const seconds = Number(args.seconds ?? 8);
const connections = Number(args.connections ?? 16);

const base = mkdtempSync(path.join(tmpdir(), 'mall-bench-topology-'));
chmodSync(base, 0o755);
const primary = await startPrimary(base);
const replica = await startReplica(base, primary);
const bouncer = await startPgBouncer(base, primary);
const s3 = await startS3Server('mall-bench');
const env = {
  DATABASE_URL: `postgres://mall@127.0.0.1:${bouncer.port}/mall`,
  DATABASE_DIRECT_URL: primary.url(),
  DATABASE_READ_URL: replica.url(),
  DATABASE_PREPARED_STATEMENTS: 'false',
  ...s3.env,
  RATE_LIMIT_FACTOR: '1000',
  DB_POOL_SIZE: '10',
  LOG_LEVEL: 'warn',
};
const servers = [];
for (let i = 0; i < 3; i++) {
  servers.push(
    await startServerProcess(
      {
        ...env,
        PORT: String(await freePort()),
        DATA_DIR: path.join(base, `s${i}`),
        SEED_DEMO: i === 0 ? 'true' : 'false',
      },
      { compiled: true },
    ),
  );
}
const nginx = await startNginx(
  base,
  servers.map((s) => Number(new URL(s.url).port)),
);
const viaNginx = `http://127.0.0.1:${nginx.port}`;
const direct = servers[0].url;

const db = new pg.Client({ connectionString: primary.url() });
await db.connect();
const { rows: words } = await db.query(
  `SELECT DISTINCT split_part(name, ' ', 2) AS w FROM products WHERE length(split_part(name, ' ', 2)) > 3 LIMIT 500`,
);
const { rows: ids } = await db.query('SELECT id FROM products WHERE on_sale ORDER BY id LIMIT 200');
const search = (root) =>
  words.map((w, i) => `${root}/api/front/product/list?keyword=${encodeURIComponent(w.w)}&page=${(i % 3) + 1}&limit=20`);
const detail = (root) => ids.map((r) => `${root}/api/front/product/detail/${r.id}`);

console.log(
  `node ${process.version}; ${seconds}s per scenario, ${connections} connections; three processes, 2 cores\n`,
);
console.log(header);
for (const [label, urls] of [
  ['healthz, one process direct', [`${direct}/healthz`]],
  ['healthz, nginx + 3 processes', [`${viaNginx}/healthz`]],
  ['search, one process direct', search(direct)],
  ['search, nginx + 3 processes', search(viaNginx)],
  ['detail, one process direct', detail(direct)],
  ['detail, nginx + 3 processes', detail(viaNginx)],
]) {
  console.log(row(label, await load({ urls, connections, seconds })));
}

// A change reaching every process: suspend a shop through nginx, poll each process directly.
const signIn = await fetch(`${viaNginx}/api/front/login/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@example.com', password: 'Admin123!' }),
});
const token = (await signIn.json()).data.token;
const { rows: shops } = await db.query(
  `SELECT id FROM merchants WHERE status = 'open' AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = merchants.id) ORDER BY id LIMIT 1`,
);
const shop = shops[0].id;
const total = async (s) =>
  (await (await fetch(`${s.url}/api/front/product/list?merId=${shop}&page=1&limit=1`)).json()).data.total;
for (const s of servers) await total(s);
const t0 = performance.now();
await fetch(`${viaNginx}/api/admin/merchants/${shop}/suspend`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
});
const reached = await Promise.all(
  servers.map(async (s) => {
    while ((await total(s)) !== 0) await new Promise((r) => setTimeout(r, 5));
    return performance.now() - t0;
  }),
);
console.log(
  `\na suspension reached every process in ${Math.max(...reached).toFixed(0)} ms (per process: ${reached.map((m) => m.toFixed(0)).join(', ')})`,
);

await db.end();
await nginx.stop();
await Promise.all(
  servers.map(
    (s) =>
      new Promise((done) => {
        s.child.once('exit', done);
        s.child.kill('SIGTERM');
      }),
  ),
);
await bouncer.stop();
await s3.close();
replica.stop();
primary.stop();
rmSync(base, { recursive: true, force: true });
