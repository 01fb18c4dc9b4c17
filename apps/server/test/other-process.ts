import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';
import { announceChange } from '../src/platform/change-feed';
import type { FastifyZod } from '../src/platform/fastify';
import type { TestContext } from './harness';

/**
 * A second server process's app on the test's database (its own pool and change feed), for tests of what one process
 * writes and another shows. `env` adds to the test configuration (the listing cache's TTL, say).
 */
export async function otherProcess(
  ctx: TestContext,
  env: Record<string, string> = {},
): Promise<{ app: FastifyZod; close: () => Promise<void> }> {
  const database = connect(ctx.url, 4);
  const app = await buildApp({
    database: { db: database.db, readDb: database.db },
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STOREFRONT_DIST: '/nonexistent', ...env }),
    logger: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Asks `read` again (every 20 ms, up to `ms`) until `done` holds; answers the last answer and how long it took. */
export async function within<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 1000) {
  const started = Date.now();
  let value = await read();
  while (!done(value) && Date.now() - started < ms) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return { value, ms: Date.now() - started };
}

/**
 * Waits until each app's change feed has heard every notice committed before this call, so that a test of what a
 * process keeps starts from a quiet feed (a late notice of an earlier write would drop what it just read). A marker
 * naming no product is announced after them; PostgreSQL delivers notices in the order of their commits, so once an
 * app has heard the marker it has heard everything before it.
 */
export async function heardAll(ctx: TestContext, apps: FastifyZod[], ms = 5000) {
  const marker = 2_000_000_000 + Math.floor(Math.random() * 100_000_000);
  const heard = new Set<FastifyZod>();
  for (const app of apps) app.changes.on('product', (ids) => ids?.includes(marker) && heard.add(app));
  await announceChange(ctx.db, 'product', [marker]);
  const started = Date.now();
  while (heard.size < apps.length) {
    if (Date.now() - started > ms) throw new Error(`the change feed's marker was not heard within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
