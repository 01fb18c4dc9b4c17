import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';

// Lists counted with `count(*) OVER ()` (db/counted-page.ts): a page past the last one still says how many there are.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

async function sessionOf(email: string) {
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`);
  return bearer(await createSession(ctx.db, rows[0]!.id));
}

describe('a page past the last one', () => {
  it('answers an empty list with the same total as the first page, in every kind of list', async () => {
    const shopper = await sessionOf('shopper@example.com');
    const admin = await sessionOf('admin@example.com');
    const { rows: reviewed } = await ctx.db.execute<{ product_id: number }>(
      sql`SELECT product_id FROM reviews GROUP BY product_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const lists: [string, Record<string, string>][] = [
      ['/api/front/notices', shopper],
      ['/api/front/order/list', shopper],
      ['/api/front/integral/list', shopper],
      ['/api/front/collect/product/list', shopper],
      ['/api/front/order/refund/list', shopper],
      [`/api/front/product/reply/list/${reviewed[0]!.product_id}`, {}],
      ['/api/admin/users', admin],
    ];
    for (const [url, headers] of lists) {
      const first = await get<{ list: unknown[]; total: number }>(ctx.app, `${url}?page=1&limit=5`, headers);
      expect(first.status, url).toBe(200);
      expect(first.body.data.total, url).toBeGreaterThan(0);
      const past = await get<{ list: unknown[]; total: number }>(ctx.app, `${url}?page=999&limit=5`, headers);
      expect(past.body.data.list, url).toEqual([]);
      expect(past.body.data.total, url).toBe(first.body.data.total);
    }
  });
});
