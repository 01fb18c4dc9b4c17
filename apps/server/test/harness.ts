import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect, type Db } from '../src/db/client';
import type { FastifyZod } from '../src/platform/fastify';

export type TestContext = { app: FastifyZod; db: Db; pool: pg.Pool; url: string; close: () => Promise<void> };

/** A fresh database copied from the seeded template, and the real app on top of it. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE mall_template`);
  await admin.end();
  const url = `${inject('pgUrlPrefix')}${name}`;
  const database = connect(url, 10);
  const app = await buildApp({
    database: { db: database.db, readDb: database.db },
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: inject('uploadsRoot'),
      STOREFRONT_DIST: '/nonexistent',
      CATALOG_CACHE_TTL_MS: '0',
      ...env,
    }),
    logger: false,
  });
  // The app logs nothing in tests; an unexpected failure (a 5xx) still leaves its cause in the test output, so a
  // rare one in CI can be read afterwards instead of guessed.
  const failures = new WeakMap<object, unknown>();
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) console.error(`[5xx] ${request.method} ${request.url}:`, failures.get(request));
  });
  await app.ready();
  return {
    app,
    db: database.db,
    pool: database.pool,
    url,
    close: async () => {
      await app.close();
      await database.close();
      const cleanup = new pg.Client({ connectionString: inject('pgAdminUrl') });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/** GET through the real app; answers the parsed envelope and the status. */
export async function get<T = unknown>(app: FastifyZod, url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; message: string; data: T },
    headers: res.headers,
  };
}

/** POST JSON (or a raw string body) through the real app, from a chosen client address. */
export async function post<T = unknown>(
  app: FastifyZod,
  url: string,
  payload?: unknown,
  opts: { headers?: Record<string, string>; ip?: string } = {},
) {
  const headers = opts.headers ?? {};
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: T } };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let nextIp = 1;
/** A fresh client address, so that rate limits of one test do not reach another. */
export const freshIp = () => `10.9.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

/** A new shopper with a live session, made directly in the database (sign-in itself is tested elsewhere). */
export async function newShopper(db: Db, name = 'buyer'): Promise<{ id: number; token: string }> {
  const { createSession } = await import('../src/platform/session');
  const { sql } = await import('drizzle-orm');
  const { rows } = await db.execute<{ id: number }>(
    sql`INSERT INTO users (nickname, email) VALUES (${name}, ${`${name}.${randomBytes(5).toString('hex')}@example.org`}) RETURNING id`,
  );
  const id = rows[0]!.id;
  return { id, token: await createSession(db, id) };
}

/** The demo merchant's session (staff of TechZone Official Store). */
export async function merchantToken(db: Db): Promise<{ token: string; merchantId: number }> {
  const { createSession } = await import('../src/platform/session');
  const { sql } = await import('drizzle-orm');
  const { rows } = await db.execute<{ user_id: number; merchant_id: number }>(sql`
    SELECT s.user_id, s.merchant_id FROM merchant_staff s JOIN users u ON u.id = s.user_id
    WHERE u.email = 'merchant@example.com'`);
  return { token: await createSession(db, rows[0]!.user_id), merchantId: rows[0]!.merchant_id };
}
