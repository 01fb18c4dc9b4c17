import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestApp, type TestContext } from '../../../test/harness';

// The demo's hotline and addresses read like a real business, not placeholders (issue 22 item 5).

const PLACEHOLDER = /Springfield|\b555\b|400-\d{3}-\d{4}|example\.com|Commerce Street/i;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

describe('the demo contact details', () => {
  it("the mall's hotline, email and address", async () => {
    const home = await get<{ service: Record<string, string>; footer: { phone: string; address: string } }>(
      ctx.app,
      '/api/pc/home/index',
    );
    const { service, footer } = home.body.data;
    for (const text of [service.servicePhone, service.serviceEmail, footer.phone, footer.address])
      expect(text).not.toMatch(PLACEHOLDER);
    expect(footer.phone).toMatch(/^\+\d{1,3}( \d+)+$/);
    expect(footer.address).toMatch(/\d{5}/);
  });

  it("every shop's phone and address", async () => {
    const { rows } = await ctx.db.execute<{ name: string; phone: string; address: string }>(
      sql`SELECT name, phone, address FROM merchants`,
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const shop of rows) {
      expect(`${shop.name}: ${shop.phone}`).not.toMatch(PLACEHOLDER);
      expect(`${shop.name}: ${shop.address}`).not.toMatch(PLACEHOLDER);
    }
  });
});
