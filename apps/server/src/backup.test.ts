import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../test/server-process';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
let root = '';
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) await stopServerProcess(server);
  if (root) await rm(root, { recursive: true, force: true });
});

/** `npm run backup` / `npm run restore` as they run: the compiled CLI. */
async function cli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['dist/backup.js', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

async function json<T>(
  url: string,
  body?: unknown,
  token?: string,
): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: T };
}

describe('npm run backup and npm run restore (embedded database)', () => {
  it('backs up while the shop takes orders; a restore brings back every order placed before the backup', async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'mall-backup-'));
    // PostgreSQL runs as its own user when the tests run as root: it must be able to enter the directory.
    await chmod(root, 0o755);
    const dataDir = path.join(root, 'data');
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      RATE_LIMIT_FACTOR: '1000',
      ORDER_HOLD_MAX_ORDERS: '1000',
      ORDER_HOLD_MAX_UNITS: '100000',
      ORDER_HOLD_MAX_SKU_UNITS: '100000',
      ORDER_HOLD_SKU_SHARE: '100',
    };
    server = await startServerProcess(env, { compiled: true });
    const base = server.url;
    const database = async () => {
      const password = (await readFile(path.join(dataDir, 'pg.password'), 'utf8')).trim();
      const client = new pg.Client({
        connectionString: `postgres://mall:${password}@127.0.0.1:${env.EMBEDDED_PG_PORT}/mall`,
      });
      await client.connect();
      return client;
    };

    const signIn = await json<{ token: string }>(`${base}/api/front/login/email`, {
      email: 'shopper@example.com',
      password: 'Shopper123!',
    });
    expect(signIn.code, signIn.message).toBe(200);
    const token = signIn.data.token;
    const address = await json<{ id: number }>(
      `${base}/api/front/address/edit`,
      {
        realName: 'Ann Lee',
        country: 'US',
        regionCode: 'US-NY',
        detail: '1 Harbour Road',
        postCode: '10001',
        countryCode: '+1',
        phone: '2125550100',
      },
      token,
    );
    expect(address.code, address.message).toBe(200);
    const db = await database();
    const { rows: skus } = await db.query<{ product_id: number; sku_id: number }>(
      `SELECT p.id AS product_id, s.id AS sku_id FROM product_skus s JOIN products p ON p.id = s.product_id
       WHERE p.on_sale AND s.stock > 100 ORDER BY s.stock DESC LIMIT 20`,
    );
    await db.end();
    let n = 0;
    const placeOrder = async () => {
      const sku = skus[n++ % skus.length]!;
      const line = { productId: sku.product_id, skuId: sku.sku_id, quantity: 1 };
      const pre = await json<{ preOrderNo: string }>(
        `${base}/api/front/order/pre/order`,
        { type: 'buyNow', items: [line] },
        token,
      );
      expect(pre.code, pre.message).toBe(200);
      const created = await json<{ orderNo: string }>(
        `${base}/api/front/order/create`,
        { preOrderNo: pre.data.preOrderNo, addressId: address.data.id, payType: 'card' },
        token,
      );
      expect(created.code, created.message).toBe(200);
      return { orderNo: created.data.orderNo, at: Date.now() };
    };

    // Orders keep coming while the backup runs.
    const placed: { orderNo: string; at: number }[] = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder());
    let taking = true;
    const shopper = (async () => {
      while (taking) placed.push(await placeOrder());
    })();
    await new Promise((r) => setTimeout(r, 300));
    const backupStarted = Date.now();
    const backup = await cli(env, 'backup');
    taking = false;
    await shopper;
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/Backup written to /);
    const before = placed.filter((order) => order.at < backupStarted);
    expect(placed.length).toBeGreaterThan(before.length);
    const backups = await readdir(path.join(root, 'backups'));
    expect(backups).toHaveLength(1);
    const label = await readFile(path.join(root, 'backups', backups[0]!, 'pg', 'backup_label'), 'utf8');
    expect(label).toMatch(/START WAL LOCATION/);
    // After the backup: not in it.
    const later = await placeOrder();

    // Never under a running database.
    const refused = await cli(env, 'restore');
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/stop the shop first/);

    expect(await stopServerProcess(server)).toBe(0);
    const restored = await cli(env, 'restore');
    expect(restored.code, restored.out).toBe(0);

    server = await startServerProcess(env, { compiled: true });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    const check = await database();
    const { rows } = await check.query<{ order_no: string }>('SELECT order_no FROM orders WHERE order_no = ANY($1)', [
      [...placed.map((order) => order.orderNo), later.orderNo],
    ]);
    await check.end();
    const present = new Set(rows.map((row) => row.order_no));
    for (const order of before) expect(present.has(order.orderNo), order.orderNo).toBe(true);
    expect(present.has(later.orderNo)).toBe(false);
    // The shop answers from the restored database.
    const list = await json<{ total: number }>(`${server.url}/api/front/product/list?limit=1`);
    expect(list.data.total).toBeGreaterThanOrEqual(300);
    expect(await stopServerProcess(server)).toBe(0);

    // Pictures kept in an S3 bucket are not copied: the backup and its restore say so, and where they are.
    const inBucket = { ...env, S3_BUCKET: 'mall-pictures', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'shop/' };
    const withBucket = await cli(inBucket, 'backup');
    expect(withBucket.code, withBucket.out).toBe(0);
    const told =
      /The pictures are in the S3 bucket mall-pictures under shop\/ at http:\/\/127\.0\.0\.1:9000\/?, not in this backup/;
    expect(withBucket.out).toMatch(told);
    const second = (await readdir(path.join(root, 'backups'))).sort().at(-1)!;
    const about = JSON.parse(await readFile(path.join(root, 'backups', second, 'backup.json'), 'utf8'));
    expect(about.pictures).toMatchObject({ bucket: 'mall-pictures', prefix: 'shop/' });
    const restoredBucket = await cli(inBucket, 'restore', second);
    expect(restoredBucket.code, restoredBucket.out).toBe(0);
    expect(restoredBucket.out).toMatch(told);

    // The case a backup exists for: the data directory is gone (a new machine, a lost disk). The restore gives the
    // files to the user the embedded PostgreSQL runs as, as a first start would (audit CR3), and the shop opens.
    const fresh = {
      ...env,
      DATA_DIR: path.join(root, 'new-machine', 'data'),
      EMBEDDED_PG_PORT: String(await freePort()),
    };
    const backupDir = path.join(root, 'backups', backups[0]!);
    const onNew = await cli(fresh, 'restore', backupDir);
    expect(onNew.code, onNew.out).toBe(0);
    const pgDir = path.join(fresh.DATA_DIR, 'pg');
    if (process.getuid?.() === 0) {
      const postgres = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      expect((await stat(pgDir)).uid).toBe(postgres);
      expect((await stat(path.join(pgDir, 'postgresql.conf'))).uid).toBe(postgres);
    }
    server = await startServerProcess(fresh, { compiled: true });
    const reopened = await json<{ total: number }>(`${server.url}/api/front/product/list?limit=1`);
    expect(reopened.data.total).toBe(list.data.total);
    expect(await stopServerProcess(server)).toBe(0);

    if (process.getuid?.() === 0) {
      // Files PostgreSQL's user cannot read: the start says so, not "another shop, or the port".
      await run('chown', ['-R', 'root:root', pgDir]);
      const failed = await startServerProcess(fresh, { compiled: true }).then(
        () => '',
        (error: Error) => error.message,
      );
      expect(failed).toMatch(/permission denied on .*pg/i);
      expect(failed).not.toMatch(/another shop/);
    }
  }, 240_000);
});
