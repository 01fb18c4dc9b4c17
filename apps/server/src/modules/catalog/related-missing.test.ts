import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';

// "Here are some like it" under a product that is not there shows products (issue 22 item 5).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('products like a missing one', () => {
  it('a product that never existed still gets a shelf of best sellers', async () => {
    const { status, body } = await get<{ id: number }[]>(ctx.app, '/api/front/product/related/99999999');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(new Set(body.data.map((c) => c.id)).size).toBe(body.data.length);
  });
});
