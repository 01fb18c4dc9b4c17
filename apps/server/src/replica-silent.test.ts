import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/free-port';
import { type ServerProcess, startServerProcess } from '../test/server-process';

// A replica host that vanished without refusing connections (its packets dropped, a firewall's DROP): a connection to
// it never fails, it never answers. The replica's pool gives up connecting after DB_READ_CONNECT_TIMEOUT_MS, and the
// catalogue answers from the primary within that bound instead of hanging (fix-CV's fallback then applies).

const name = `t_${randomBytes(6).toString('hex')}`;
const admin = () => new pg.Client({ connectionString: inject('pgAdminUrl') });
const CONNECT_TIMEOUT_MS = 1000;
let server: ServerProcess | undefined;
let silent: Server;
const held = new Set<Socket>();

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`CREATE DATABASE ${name} TEMPLATE mall_template`);
  await client.end();
  // Takes every connection and says nothing: the startup packet is never answered.
  silent = createServer((socket) => {
    held.add(socket);
    socket.on('error', () => undefined).on('close', () => held.delete(socket));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
  server = await startServerProcess({
    DATABASE_URL: `${inject('pgUrlPrefix')}${name}`,
    DATABASE_READ_URL: `postgres://mall:mall@127.0.0.1:${port}/${name}`,
    DB_READ_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
    PORT: String(await freePort()),
    JOBS: 'false',
    CATALOG_CACHE_TTL_MS: '0',
  });
}, 60_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  for (const socket of held) socket.destroy();
  await new Promise((resolve) => silent?.close(resolve));
  const client = admin();
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
});

/** The answer's status and how long it took; a read still waiting after `ms` counts as none (0). */
async function timed(path: string, ms: number): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const status = await fetch(`${server!.url}${path}`, { signal: AbortSignal.timeout(ms) })
    .then((res) => res.status)
    .catch(() => 0);
  return { status, ms: Date.now() - started };
}

describe('a read replica that answers nothing', () => {
  it('leaves the catalogue answering from the primary within the connect timeout', async () => {
    const bound = CONNECT_TIMEOUT_MS + 2000;
    const first = await timed('/api/front/product/list?page=1&limit=4', 10_000);
    expect(first.status).toBe(200);
    expect(first.ms).toBeLessThan(bound);
    expect(held.size, 'the server did try the replica').toBeGreaterThan(0);
    // The replica is known away now: the next reads go straight to the primary, and readiness says so.
    const next = await timed('/api/front/product/list?page=2&limit=4&keyword=phone', 10_000);
    expect(next).toMatchObject({ status: 200 });
    expect(next.ms).toBeLessThan(bound);
    const ready = await fetch(`${server!.url}/readyz`, { signal: AbortSignal.timeout(10_000) });
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: unknown }).data).toMatchObject({ status: 'ready', replica: 'down' });
  }, 60_000);
});
