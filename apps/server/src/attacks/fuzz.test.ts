import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';

/**
 * Fuzzing: every route the OpenAPI document lists gets malformed requests built from its own schema (wrong types,
 * boundary numbers, huge and hostile strings, unknown keys, random JSON), as nobody, a shopper, merchant staff and an
 * administrator. Whatever arrives, the answer is never a 5xx and always the envelope.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);

const hostile = fc.constantFrom<unknown>(
  null,
  -1,
  0,
  1.5,
  -2147483649,
  2 ** 53 + 1,
  1e308,
  Number.NaN,
  '',
  ' ',
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '\u0000',
  '__proto__',
  '%00%2e%2e/',
  '١٢٣',
  '𝟙𝟚𝟛',
  'true',
  [],
  {},
  [[[[[]]]]],
  true,
);

function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 }));
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (variants.length > 0) return fc.oneof(...variants.map((s) => valueFor(s, depth + 1)), hostile);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostile);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer(),
        fc.integer({ min: (schema.minimum ?? 0) - 2, max: (schema.maximum ?? 1000) + 2 }),
        hostile,
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: false }), hostile);
    case 'boolean':
      return fc.oneof(fc.boolean(), hostile);
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'grapheme', maxLength: (schema.maxLength ?? 100) + 5 }),
        hostile,
      );
    case 'array':
      return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 12 }), hostile);
    case 'object': {
      const props = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, sub] of Object.entries(props)) record[key] = valueFor(sub, depth + 1);
      return fc.oneof(
        fc.record(record, { requiredKeys: [] }),
        fc.record({ ...record, role: hostile, userId: fc.integer(), merchantId: fc.integer() }, { requiredKeys: [] }),
        hostile,
      );
    }
    default:
      return fc.oneof(hostile, fc.jsonValue({ maxDepth: 2 }));
  }
}

const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 400 }).map(String),
  fc.constantFrom('0', '-1', '99999999999999999999', 'SH123', 'PT1', "1' OR '1'='1", '%2e%2e%2f', 'null', '1.5'),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

function queryFor(params: Operation['parameters']): fc.Arbitrary<string> {
  const query = (params ?? []).filter((p) => p.in === 'query');
  const parts: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of query) parts[p.name] = valueFor(p.schema);
  return fc.record(parts, { requiredKeys: [] }).map((values) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const s = search.toString();
    return s ? `?${s}` : '';
  });
}

let ctx: TestContext;
const who: Record<string, () => Promise<Record<string, string>>> = {};

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_FACTOR: '1', PUBLIC_URL: 'https://shop.test' });
  const shopper = await newShopper(ctx.db, 'fuzzer');
  const merchant = await merchantToken(ctx.db);
  const { rows } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM users WHERE email = 'admin@example.com'`);
  const adminId = rows[0]!.id;
  // A fresh session per request: a fuzzed sign-out or password change must not blind the rest of the run.
  who.nobody = async () => ({});
  who.shopper = async () => bearer(await createSession(ctx.db, shopper.id));
  who.merchant = async () => bearer(merchant.token);
  who.admin = async () => bearer(await createSession(ctx.db, adminId));
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('fuzzing every route from its schema', () => {
  it('answers every malformed request without a 5xx, always in the envelope', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    routes.push({ path: '/api/pay/webhook/stripe', method: 'POST', op: {} });
    expect(routes.length).toBeGreaterThan(60);
    let requests = 0;
    for (const route of routes) {
      const body = route.op.requestBody?.content?.['application/json']?.schema;
      const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('nobody', 'shopper', 'merchant', 'admin'),
          fc.tuple(...pathParams.map(() => pathValue), fc.constant('')),
          queryFor(route.op.parameters),
          fc.oneof(valueFor(body ?? { type: 'object' }), fc.jsonValue({ maxDepth: 3 })),
          fc.boolean(),
          async (role, params, query, payload, asText) => {
            let url = route.path;
            pathParams.forEach((name, i) => {
              url = url.replace(`{${name}}`, params[i] as string);
            });
            const headers = await who[role]!();
            const res = await ctx.app.inject({
              method: route.method as 'GET' | 'POST',
              url: url + query,
              headers:
                route.method === 'GET'
                  ? headers
                  : { ...headers, 'content-type': asText ? 'text/plain' : 'application/json' },
              payload: route.method === 'GET' ? undefined : JSON.stringify(payload),
              remoteAddress: `10.77.${requests % 200}.${(requests >> 8) % 250}`,
            });
            requests++;
            const where = `${route.method} ${url + query} as ${role}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 300 && res.statusCode < 400) {
              // Browser callbacks redirect, and only ever inside the shop.
              expect(String(res.headers.location), where).toMatch(/^(\/(?![/\\])|https:\/\/shop\.test\/)/);
              return;
            }
            const type = String(res.headers['content-type'] ?? '');
            if (type.startsWith('text/csv')) return;
            expect(type, where).toContain('application/json');
            const envelope = res.json() as Record<string, unknown>;
            expect(Object.keys(envelope).sort(), where).toEqual(['code', 'data', 'message']);
            expect(res.body, where).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |syntax error|violates/);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
  }, 600_000);
});
