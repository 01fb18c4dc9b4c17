import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, newShopper, post, startTestApp, type TestContext } from '../test/harness';
import { placeOrder, skusOf } from '../test/refund-helpers';
import { startJobQueue } from './platform/jobs';
import { createSession } from './platform/session';

let ctx: TestContext;
let prod: TestContext;
const METRICS_TOKEN = 'prometheus-scrapes-with-this-token';
beforeAll(async () => {
  [ctx, prod] = await Promise.all([startTestApp(), startTestApp({ NODE_ENV: 'production', METRICS_TOKEN })]);
});
afterAll(async () => {
  await ctx?.close();
  await prod?.close();
});

async function metricsText(app: TestContext['app'], headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, text: res.body, type: res.headers['content-type'] };
}

/** The value of one sample (`name{labels} value`), or undefined when the exposition has no such line. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function adminToken(db: TestContext['db']): Promise<string> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  return createSession(db, rows[0]!.id);
}

describe('readiness', () => {
  it('says ready when the database answers and every shipped migration ran', async () => {
    const { status, body, headers } = await get(ctx.app, '/readyz');
    expect(status).toBe(200);
    expect(body.data).toEqual({ status: 'ready', database: 'ok', pendingMigrations: [], stopping: false });
    expect(headers['cache-control']).toBe('no-store');
  });

  it('says not ready, naming the migration, while a shipped migration has not run', async () => {
    const { rows } = await ctx.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    );
    const last = rows[0]!;
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const { status, body } = await get<{ pendingMigrations: string[]; status: string }>(ctx.app, '/readyz');
      expect(status).toBe(503);
      expect(body.data.status).toBe('not ready');
      expect(body.data.pendingMigrations).toEqual([expect.stringMatching(/^\d{4}_/)]);
      // Liveness is not readiness: the process still answers.
      expect((await get(ctx.app, '/healthz')).status).toBe(200);
    } finally {
      await ctx.db.execute(sql`
        INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await get(ctx.app, '/readyz')).status).toBe(200);
  });
});

describe('Prometheus metrics', () => {
  it('counts requests by route pattern and status, with durations, never by raw URL', async () => {
    const list = await get<{ list: { id: number }[] }>(ctx.app, '/api/front/product/list?limit=2');
    const [a, b] = list.body.data.list;
    await get(ctx.app, `/api/front/product/detail/${a!.id}`);
    await get(ctx.app, `/api/front/product/detail/${b!.id}`);
    await get(ctx.app, '/api/front/product/detail/999999999');
    const { status, text, type } = await metricsText(ctx.app);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const route = 'route="/api/front/product/detail/:id"';
    expect(sample(text, `mall_http_requests_total{method="GET",${route},status="200"}`)).toBe(2);
    expect(sample(text, `mall_http_requests_total{method="GET",${route},status="404"}`)).toBe(1);
    expect(sample(text, `mall_http_request_duration_seconds_count{method="GET",${route},status="200"}`)).toBe(2);
    expect(
      sample(text, `mall_http_request_duration_seconds_bucket{le="+Inf",method="GET",${route},status="200"}`),
    ).toBe(2);
    expect(text).not.toContain(`detail/${a!.id}`);
    // Node's own figures come along.
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('shows the database pool', async () => {
    // Two connections in use by someone else: the pool has at least them, not idle.
    const held = [await ctx.pool.connect(), await ctx.pool.connect()];
    try {
      const { text } = await metricsText(ctx.app);
      const total = sample(text, 'mall_db_pool_connections{pool="primary",state="total"}')!;
      const idle = sample(text, 'mall_db_pool_connections{pool="primary",state="idle"}')!;
      expect(total).toBeGreaterThanOrEqual(2);
      expect(total - idle).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'mall_db_pool_connections{pool="primary",state="waiting"}')).toBe(0);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('shows how many jobs wait in each queue', async () => {
    const queue = await startJobQueue({
      connectionString: ctx.url,
      log: ctx.app.log,
      jobs: [{ name: 'metrics-test-later', run: async () => {} }],
    });
    try {
      const at = new Date(Date.now() + 3_600_000);
      await queue.send('metrics-test-later', { n: 1 }, { at, key: 'one' });
      await queue.send('metrics-test-later', { n: 2 }, { at, key: 'two' });
      const { text } = await metricsText(ctx.app);
      expect(sample(text, 'mall_job_queue_depth{queue="metrics-test-later"}')).toBe(2);
    } finally {
      await queue.stop();
    }
  });

  it('counts orders placed and paid and payments by outcome', async () => {
    const before = (await metricsText(ctx.app)).text;
    const count = (text: string, series: string) => sample(text, series) ?? 0;
    const shopper = await newShopper(ctx.db);
    const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM merchants ORDER BY id LIMIT 1`);
    const lines = await skusOf(ctx, rows[0]!.id, 2);
    await placeOrder(ctx, shopper.token, [lines[0]!]);
    const unpaid = await placeOrder(ctx, shopper.token, [lines[1]!], false);
    const declined = await post<{ status: string }>(
      ctx.app,
      '/api/front/pay/testcard/confirm',
      { orderNo: unpaid.parentNo, cardNumber: '4000 0000 0000 0002', expiry: '12/39', cvc: '123', holder: 'Ann Lee' },
      { headers: bearer(shopper.token) },
    );
    expect(declined.body.data.status).toBe('failed');

    const after = (await metricsText(ctx.app)).text;
    const grew = (series: string) => count(after, series) - count(before, series);
    expect(grew('mall_orders_placed_total')).toBe(2);
    expect(grew('mall_orders_paid_total')).toBe(1);
    expect(grew('mall_payments_total{provider="testcard",outcome="succeeded"}')).toBe(1);
    expect(grew('mall_payments_total{provider="testcard",outcome="failed"}')).toBe(1);
    const { rows: paid } = await ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${shopper.id} AND status = 'paid'`,
    );
    expect(paid[0]!.n).toBe(1);
  });

  it('in production answers only an administrator or the metrics token', async () => {
    expect((await metricsText(prod.app)).status).toBe(401);
    const shopper = await newShopper(prod.db);
    expect((await metricsText(prod.app, bearer(shopper.token))).status).toBe(403);
    expect((await metricsText(prod.app, bearer('prometheus-scrapes-with-that-token'))).status).toBe(401);
    const byToken = await metricsText(prod.app, bearer(METRICS_TOKEN));
    expect(byToken.status).toBe(200);
    expect(byToken.text).toContain('mall_http_requests_total');
    const byAdmin = await metricsText(prod.app, bearer(await adminToken(prod.db)));
    expect(byAdmin.status).toBe(200);
    // Readiness stays open: a load balancer has no session.
    expect((await get(prod.app, '/readyz')).status).toBe(200);
  });
});
