import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';

// The read replica is an optimisation (audit CR2): with it stopped, the catalogue (list, keyword search, an anonymous
// goods detail, related goods, cards) answers from the primary, and /readyz says so without failing; once it is back,
// reads go to it again. The server runs as `npm start` runs it, with DATABASE_READ_URL on a port that can be stopped.

const name = `t_${randomBytes(6).toString('hex')}`;
const admin = () => new pg.Client({ connectionString: inject('pgAdminUrl') });
let server: ServerProcess | undefined;
let replica: TcpProxy;
let productIds: number[];

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE mall_template`);
  await client.end();
  const url = `${inject('pgUrlPrefix')}${name}`;
  replica = await startTcpProxy(url, await freePort());
  server = await startServerProcess({
    DATABASE_URL: url,
    DATABASE_READ_URL: replica.url,
    PORT: String(await freePort()),
    JOBS: 'false',
    CATALOG_CACHE_TTL_MS: '0',
  });
});

afterAll(async () => {
  server?.child.kill('SIGKILL');
  await replica?.stop();
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

type Answer = { status: number; body: { code: number; message: string; data: Record<string, unknown> } };
async function read(path: string): Promise<Answer> {
  const res = await fetch(`${server!.url}${path}`);
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** Every catalogue read that goes to the replica, each round its own page, keyword and goods so no cache answers. */
async function catalogue(round: number): Promise<number[]> {
  const id = productIds[round]!;
  const list = await read(`/api/front/product/list?page=${round + 2}&limit=4`);
  const searched = await read(`/api/front/product/list?page=1&limit=4&keyword=phone${round}`);
  const detail = await read(`/api/front/product/detail/${id}`);
  const related = await read(`/api/front/product/related/${id}`);
  const cards = await read(`/api/front/product/cards?ids=${id}`);
  return [list.status, searched.status, detail.status, related.status, cards.status];
}

describe('a read replica away', () => {
  it('leaves the catalogue answering from the primary, and /readyz ready with the replica "down"', async () => {
    const first = await read('/api/front/product/list?page=1&limit=8');
    productIds = (first.body.data.list as { id: number }[]).map((p) => p.id);
    expect(await catalogue(0)).toEqual([200, 200, 200, 200, 200]);
    expect(replica.connections()).toBeGreaterThan(0);
    expect((await read('/readyz')).body.data).toMatchObject({ status: 'ready', replica: 'ok' });

    await replica.stop();
    expect(await catalogue(1)).toEqual([200, 200, 200, 200, 200]);
    expect(await catalogue(2)).toEqual([200, 200, 200, 200, 200]);
    const ready = await read('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'ready', database: 'ok', replica: 'down' });

    // Back: readiness probes it at once, and the catalogue reads it again.
    await replica.start();
    const before = replica.connections();
    expect((await read('/readyz')).body.data).toMatchObject({ status: 'ready', replica: 'ok' });
    expect(await catalogue(3)).toEqual([200, 200, 200, 200, 200]);
    expect(replica.connections()).toBeGreaterThan(before);
  }, 60_000);
});
