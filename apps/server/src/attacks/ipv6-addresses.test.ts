import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness';
import { clearOfWindowEdge, fillWindow } from '../../test/rate-window';
import { addressKey } from '../platform/client-address';
import { skuOf } from './support';

// Audit GT: every per-address limit (visitor carts, registrations, sign-in guesses, codes) was keyed on the whole
// client address. An IPv6 client holds a /64, 2^64 addresses: a script stepping through its own block opened 600
// visitor carts in an hour whose ceiling is 500 (seen over real HTTP behind a proxy), and registered guests without end.
// A per-address limit now counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as that IPv4 address.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(async () => ctx?.close());

async function send(url: string, body: unknown, ip: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return (res.json() as { code: number }).code;
}

describe('a client with a whole IPv6 network (audit GT)', () => {
  it('opens no more visitor carts by stepping through the addresses of its /64', async () => {
    const sku = await skuOf(ctx, 2, 999);
    const line = { productId: sku.productId, skuId: sku.skuId, quantity: 1 };
    await clearOfWindowEdge(3600);
    expect(await send('/api/front/cart/save', line, '2001:db8:7:7::1')).toBe(200);
    // The hour's count of that client, wherever the key keeps it, brought to the ceiling of 500.
    const { rows } = await ctx.db.execute<{ key: string }>(
      sql`SELECT key FROM rate_limits WHERE key LIKE 'visitor-cart:ip:2001:db8:7:7:%'`,
    );
    expect(rows).toHaveLength(1);
    await fillWindow(ctx.db, rows[0]!.key, 3600, 500);
    // Another address of the same /64 is the same client: refused.
    expect(await send('/api/front/cart/save', line, '2001:db8:7:7:9a3f:12:4:beef')).toBe(429);
    expect(await send('/api/front/cart/save', line, '2001:0DB8:0007:0007::2')).toBe(429);
    // Another network is another client.
    expect(await send('/api/front/cart/save', line, '2001:db8:7:8::1')).toBe(200);
  });

  it('registers no more guests by stepping through the addresses of its /64', async () => {
    await clearOfWindowEdge(3600);
    const codes: number[] = [];
    for (let i = 1; i <= 11; i++) {
      codes.push(
        await send(
          '/api/front/login/register/visitor',
          { countryCode: '+1', email: `gt-v6-${i}@example.org`, phone: `21255501${String(i).padStart(2, '0')}` },
          `2001:db8:9:9::${i.toString(16)}`,
        ),
      );
    }
    // Ten an hour per client (auth.service.ts): the eleventh, from yet another address of the block, is refused.
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('an IPv4 client reached over a dual-stack socket is the same client', async () => {
    const sku = await skuOf(ctx, 2, 999, 1);
    await clearOfWindowEdge(3600);
    await fillWindow(ctx.db, 'visitor-cart:ip:198.51.100.23', 3600, 500);
    const line = { productId: sku.productId, skuId: sku.skuId, quantity: 1 };
    expect(await send('/api/front/cart/save', line, '::ffff:198.51.100.23')).toBe(429);
  });

  it('keys IPv6 by its /64, IPv4 as it is, whatever way the address is written', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:DB8:0001:0002:ffff:ffff:ffff:ffff'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('fe80::1%eth0')).toBe(addressKey('fe80::2'));
  });

  it('no per-address key of the server is built from the raw client address', () => {
    // A new limit that writes request.ip into its key would let the /64 through again: every key goes through
    // addressKey (platform/client-address.ts).
    const root = path.resolve(__dirname, '..');
    const raw: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
          readFileSync(file, 'utf8')
            .split('\n')
            .forEach((text, i) => {
              if (/:ip:\$\{(request\.)?ip\}|\$\{request\.ip\}/.test(text)) raw.push(`${file}:${i + 1}`);
            });
        }
      }
    };
    walk(root);
    expect(raw).toEqual([]);
  });
});
