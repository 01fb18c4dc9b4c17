import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { type ServerProcess, startServerProcess } from '../test/server-process';

const name = `t_${randomBytes(6).toString('hex')}`;
const admin = () => new pg.Client({ connectionString: inject('pgAdminUrl') });
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

describe('graceful shutdown', () => {
  it('answers a request in flight after SIGTERM, refuses new ones, and exits cleanly', async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name} TEMPLATE mall_template`);
    await client.end();
    const url = `${inject('pgUrlPrefix')}${name}`;
    // The compiled server, as `npm start` runs it, on its own database.
    server = await startServerProcess(
      { DATABASE_URL: url, PORT: String(await freePort()), JOBS: 'true', CATALOG_CACHE_TTL_MS: '0' },
      { compiled: true },
    );
    const base = server.url;
    const list = (await (await fetch(`${base}/api/front/product/list?limit=1`)).json()) as {
      data: { list: { id: number }[] };
    };
    const id = list.data.list[0]!.id;

    // Someone holds the products table: the goods detail waits for it, in flight.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE products IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    const slow = fetch(`${base}/api/front/product/detail/${id}`).then(async (res) => ({
      status: res.status,
      connection: res.headers.get('connection'),
      body: (await res.json()) as { code: number; data: { id?: number; productInfo?: { id: number } } },
      at: Date.now(),
    }));
    await waitFor(async () => {
      const { rows } = await locker.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'`,
        [name],
      );
      return rows[0]!.n > 0;
    });

    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    await waitFor(async () => server!.output().includes('stopping'));
    // No new connection is taken while it stops.
    await expect(fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 1000));
    await locker.query('COMMIT');
    await locker.end();

    const answer = await slow;
    expect(answer.status).toBe(200);
    // The answer closes its connection: the client sends nothing more to a stopping server.
    expect(answer.connection).toBe('close');
    expect(answer.body.code).toBe(200);
    expect(answer.at - started).toBeGreaterThanOrEqual(1000);
    expect(await exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly.');
    expect(server.output()).not.toMatch(/job queue error|"level":50/);
  }, 60_000);
});

async function waitFor(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
