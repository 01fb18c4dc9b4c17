import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/client';
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
