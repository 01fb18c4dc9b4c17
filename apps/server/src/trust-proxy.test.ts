import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../test/harness';
import { loadConfig } from './config';

// Behind a proxy that appends to X-Forwarded-For, the leftmost entry is whatever the client wrote: with TRUST_PROXY the
// proxies' addresses, the counted address is the one the proxy saw, so no client picks its own per-address limits
// (audit CR1).

const contexts: TestContext[] = [];
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
});

/** A failed sign-in from nginx (127.0.0.1) for a client that wrote `spoofed`, nginx appending what it saw. */
async function signInThrough(ctx: TestContext, spoofed: string, seen: string): Promise<string[]> {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/front/login/email',
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `${spoofed}, ${seen}` },
    payload: JSON.stringify({ email: 'nobody@example.org', password: 'wrong' }),
  });
  const { rows } = await ctx.db.execute<{ key: string }>(sql`SELECT key FROM rate_limits WHERE key LIKE 'signin:ip:%'`);
  return rows.map((r) => r.key);
}

describe('TRUST_PROXY', () => {
  it("reads false or the proxies' addresses; refuses a count and anything else", () => {
    const read = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).TRUST_PROXY;
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('10.0.0.2, 10.0.1.0/24, ::1')).toEqual(['10.0.0.2', '10.0.1.0/24', '::1']);
    expect(read('uniquelocal')).toEqual(['uniquelocal']);
    // Fastify treats a count as "trust nobody": refused rather than silently doing nothing.
    expect(() => read('1')).toThrow(/TRUST_PROXY/);
    expect(() => read('nginx')).toThrow(/TRUST_PROXY/);
  });

  describe.each([
    ['127.0.0.1', "the proxy's address"],
    ['loopback', "the proxy's range"],
  ])('set to %s (%s)', (value) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await startTestApp({ TRUST_PROXY: value });
      contexts.push(ctx);
    });

    it('counts the address the proxy saw, not the one the client wrote', async () => {
      expect(await signInThrough(ctx, '203.0.113.5', '198.51.100.7')).toEqual(['signin:ip:198.51.100.7']);
    });
  });
});
