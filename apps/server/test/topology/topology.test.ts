import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSocket } from '../chat-socket';
import { freePort } from '../free-port';
import { startS3Server } from '../s3-server';
import { type ServerProcess, startServerProcess } from '../server-process';
import { type Postgres, type Service, startNginx, startPgBouncer, startPrimary, startReplica } from './cluster';

// The shop as an operator runs it beyond one machine (decision 0018): nginx balancing three server processes, each
// with its own data directory, PgBouncer in transaction mode in front of a PostgreSQL primary, a streaming replica for
// catalogue reads, uploads in an S3-protocol store. Everything a shopper does goes through nginx; one process is killed
// in the middle.

const base = mkdtempSync(path.join(tmpdir(), 'mall-topology-'));
// PostgreSQL and PgBouncer run as the postgres user when the test runs as root: they must reach their directories.
chmodSync(base, 0o755);
let primary: Postgres;
let replica: Postgres;
let bouncer: Service;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let nginx: Service;
const servers: ServerProcess[] = [];
let db: pg.Pool;
let front: string;
const alive = (s: ServerProcess) => s.child.exitCode === null && s.child.signalCode === null;

async function api<T>(url: string, init: { token?: string; body?: unknown; method?: string } = {}, retries = 5) {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(`${front}${url}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      // A process killed while answering: the shopper's app repeats the same request (same numbers, so no double).
      if (res.status === 502 && attempt < retries) continue;
      return { status: res.status, body: (await res.json()) as { code: number; message: string; data: T } };
    } catch (error) {
      if (attempt >= retries) throw error;
    }
  }
}

beforeAll(async () => {
  primary = await startPrimary(base);
  replica = await startReplica(base, primary);
  bouncer = await startPgBouncer(base, primary);
  s3 = await startS3Server('mall-topology');
  const env = {
    DATABASE_URL: `postgres://mall@127.0.0.1:${bouncer.port}/mall`,
    DATABASE_DIRECT_URL: primary.url(),
    DATABASE_READ_URL: replica.url(),
    DATABASE_PREPARED_STATEMENTS: 'false',
    ...s3.env,
    CATALOG_CACHE_TTL_MS: '60000',
    RATE_LIMIT_FACTOR: '100',
    // nginx (deploy/nginx.conf's headers) connects from loopback and replaces X-Forwarded-For (audit CR1).
    TRUST_PROXY: 'loopback',
    DB_POOL_SIZE: '8',
  };
  // The first process makes the tables and the demo mall; the others find them.
  for (let i = 0; i < 3; i++) {
    servers.push(
      await startServerProcess({
        ...env,
        PORT: String(await freePort()),
        DATA_DIR: path.join(base, `server-${i}`),
        SEED_DEMO: i === 0 ? 'true' : 'false',
      }),
    );
  }
  nginx = await startNginx(
    base,
    servers.map((s) => Number(new URL(s.url).port)),
  );
  front = `http://127.0.0.1:${nginx.port}`;
  db = new pg.Pool({ connectionString: primary.url(), max: 4 });
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(
    servers.filter(alive).map((s) => {
      const exited = new Promise((done) => s.child.once('exit', done));
      s.child.kill('SIGTERM');
      return exited;
    }),
  );
  await db?.end();
  await bouncer?.stop();
  await s3?.close();
  replica?.stop();
  primary?.stop();
  rmSync(base, { recursive: true, force: true });
}, 120_000);

describe('beyond one machine', () => {
  it('has a replica streaming from the primary, and the servers reach the primary through PgBouncer', async () => {
    const { rows } = await db.query<{ state: string }>('SELECT state FROM pg_stat_replication');
    expect(rows.map((r) => r.state)).toEqual(['streaming']);
    const standby = new pg.Client({ connectionString: replica.url() });
    await standby.connect();
    expect((await standby.query('SELECT pg_is_in_recovery() AS r')).rows[0].r).toBe(true);
    await standby.end();
    const health = await api<{ status: string }>('/readyz');
    expect(health.status).toBe(200);
  });

  let token = '';
  let avatar = '';

  it('a shopper signs in and uploads an avatar through nginx; every process serves it', async () => {
    const signIn = await api<{ token: string }>('/api/front/login/email', {
      body: { email: 'shopper@example.com', password: 'Shopper123!' },
    });
    expect(signIn.body.code, signIn.body.message).toBe(200);
    token = signIn.body.data.token;
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${front}/api/front/upload/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await uploaded.json()) as { code: number; data: { url: string } };
    expect(answer.code).toBe(200);
    avatar = answer.data.url;
    const bodies = await Promise.all(
      servers.map(async (s) => {
        const res = await fetch(`${s.url}${avatar}`);
        expect(res.status, s.url).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(bodies[0]!.length).toBeGreaterThan(100);
    for (const b of bodies) expect(b.equals(bodies[0]!)).toBe(true);
  });

  it('buys and pays while one server process is killed: one order, paid, none lost or doubled', async () => {
    const { rows: picked } = await db.query<{ product_id: number; sku_id: number; user_id: number }>(`
      SELECT p.id AS product_id, s.id AS sku_id, (SELECT id FROM users WHERE email = 'shopper@example.com') AS user_id
      FROM products p JOIN product_skus s ON s.product_id = p.id JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open' AND s.stock > 20 AND NOT p.is_virtual ORDER BY p.id LIMIT 1`);
    const line = picked[0]!;
    const { rows: address } = await db.query<{ id: number }>(
      `INSERT INTO addresses (user_id, real_name, detail, post_code, country, country_code, phone, region_code, region, city)
       VALUES ($1, 'Ann Lee', '1 Harbour Road', '10001', 'US', '+1', '2125550100', 'US-NY', 'New York', 'New York')
       RETURNING id`,
      [line.user_id],
    );
    const pre = await api<{ preOrderNo: string }>('/api/front/order/pre/order', {
      token,
      body: { type: 'buyNow', items: [{ productId: line.product_id, skuId: line.sku_id, quantity: 1 }] },
    });
    expect(pre.body.code, pre.body.message).toBe(200);

    // One of the three processes dies without a goodbye; nginx skips it from now on.
    servers[1]!.child.kill('SIGKILL');
    await new Promise((done) => servers[1]!.child.once('exit', done));

    const body = { preOrderNo: pre.body.data.preOrderNo, addressId: address[0]!.id, payType: 'card', usePoints: false };
    const created = await api<{ orderNo: string }>('/api/front/order/create', { token, body });
    expect(created.body.code, created.body.message).toBe(200);
    // The shopper's app did not see the answer and sends it again: the same checkout, the same order.
    const again = await api<{ orderNo: string }>('/api/front/order/create', { token, body });
    expect(again.body.data?.orderNo ?? created.body.data.orderNo).toBe(created.body.data.orderNo);
    const orderNo = created.body.data.orderNo;

    // Their own writes read from the primary at once, whatever the replica's lag.
    const mine = await api<{ list: { orderNo: string }[] }>('/api/front/order/list?status=0&page=1&limit=20', {
      token,
    });
    expect(JSON.stringify(mine.body.data)).toContain(orderNo);

    const paid = await api<{ status: string }>('/api/front/pay/testcard/confirm', {
      token,
      body: { orderNo, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
    });
    expect(paid.body.data?.status, paid.body.message).toBe('succeeded');
    const { rows } = await db.query<{ status: string; n: number }>(
      `SELECT status, count(*) OVER ()::int AS n FROM orders WHERE pre_order_no = $1`,
      [pre.body.data.preOrderNo],
    );
    expect(rows).toEqual([{ status: 'paid', n: 1 }]);
  });

  it('shows a shopper their own writes while the replica lags (replay paused), and only catalogue reads wait', async () => {
    const standby = new pg.Client({ connectionString: replica.url() });
    await standby.connect();
    await standby.query('SELECT pg_wal_replay_pause()');
    try {
      const nickname = `Topo ${Date.now() % 100000}`;
      const edited = await api('/api/front/user/edit', { token, body: { nickname, avatar } });
      expect(edited.body.code, edited.body.message).toBe(200);
      const me = await api<{ nickname: string; avatar: string }>('/api/front/user/info', { token });
      expect(me.body.data).toMatchObject({ nickname, avatar });
      const { rows } = await standby.query<{ nickname: string }>(
        `SELECT nickname FROM users WHERE email = 'shopper@example.com'`,
      );
      expect(rows[0]!.nickname).not.toBe(nickname);
    } finally {
      await standby.query('SELECT pg_wal_replay_resume()');
      await standby.end();
    }
  });

  it("a shop's chat socket through nginx gets a shopper's message written through nginx", async () => {
    const signIn = async (email: string, password: string) =>
      (await api<{ token: string }>('/api/front/login/email', { body: { email, password } })).body.data.token;
    const merchant = await signIn('merchant@example.com', 'Merchant123!');
    const shopper = await signIn('shopper@example.com', 'Shopper123!');
    const { rows } = await db.query<{ merchant_id: number }>(
      `SELECT s.merchant_id FROM merchant_staff s JOIN users u ON u.id = s.user_id WHERE u.email = 'merchant@example.com'`,
    );
    const socket = await openSocket(`${front.replace('http', 'ws')}/api/front/chat/ws`, {
      type: 'auth',
      token: merchant,
      role: 'merchant',
    });
    await socket.next('ready');
    const sent = await api<{ id: number }>('/api/front/chat/messages', {
      token: shopper,
      body: { merId: rows[0]!.merchant_id, kind: 'text', body: 'Through nginx' },
    });
    expect(sent.body.code, sent.body.message).toBe(200);
    expect((await socket.next('message')).message.id).toBe(sent.body.data.id);
    socket.close();
  });

  it('a shop suspended through nginx leaves every live process within a second', async () => {
    const live = servers.filter(alive);
    expect(live.length).toBe(2);
    const { rows } = await db.query<{ id: number }>(`
      SELECT m.id FROM merchants m WHERE m.status = 'open' AND EXISTS (SELECT 1 FROM products p WHERE p.merchant_id = m.id AND p.on_sale)
      ORDER BY m.id DESC LIMIT 1`);
    const shop = rows[0]!.id;
    const count = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}/api/front/product/list?merId=${shop}&page=1&limit=1`);
      return ((await res.json()) as { data: { total: number } }).data.total;
    };
    // Warm every process's listing cache (a minute long): only the change feed can empty it in time.
    for (const server of live) expect(await count(server)).toBeGreaterThan(0);
    const admin = await api<{ token: string }>('/api/front/login/email', {
      body: { email: 'admin@example.com', password: 'Admin123!' },
    });
    const suspended = await api(`/api/admin/merchants/${shop}/suspend`, { token: admin.body.data.token, body: {} });
    expect(suspended.body.code, suspended.body.message).toBe(200);
    const started = Date.now();
    for (const server of live) {
      while ((await count(server)) !== 0) {
        expect(Date.now() - started).toBeLessThan(1000);
        await new Promise((done) => setTimeout(done, 25));
      }
    }
    console.log(`[topology] a suspension reached every live process in ${Date.now() - started} ms`);
  });

  it('counts the address nginx saw, whatever X-Forwarded-For the client sends (audit CR1)', async () => {
    const res = await fetch(`${front}/api/front/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({ email: 'cr1-spoof@example.net', password: 'wrong' }),
    });
    expect(res.status).toBeLessThan(500);
    const { rows } = await db.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key LIKE 'signin:ip:%'`);
    const keys = rows.map((r) => r.key);
    expect(keys).toContain('signin:ip:127.0.0.1');
    expect(keys.filter((key) => key.includes('203.0.113.77'))).toEqual([]);
  });
  it('with the replica stopped, the catalogue answers from the primary and /readyz reports it (audit CR2)', async () => {
    const live = servers.filter(alive);
    const { rows } = await db.query<{ id: number }>(`
      SELECT p.id FROM products p JOIN merchants m ON m.id = p.merchant_id
      WHERE p.on_sale AND m.status = 'open' ORDER BY p.id DESC LIMIT ${live.length}`);
    replica.stop();
    try {
      for (const [i, server] of live.entries()) {
        const read = async (url: string) => (await fetch(`${server.url}${url}`)).status;
        expect(await read(`/api/front/product/list?page=1&limit=4&keyword=replica${i}`)).toBe(200);
        expect(await read(`/api/front/product/detail/${rows[i]!.id}`)).toBe(200);
        const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { data: Record<string, unknown> };
        expect(ready.data).toMatchObject({ status: 'ready', replica: 'down' });
      }
    } finally {
      replica.start();
    }
  });
});
