import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, merchantToken, newShopper, startTestApp, type TestContext } from '../../test/harness';
import { createSession } from '../platform/session';
import {
  baselineOf,
  boundaryNumbers,
  boundaryTexts,
  boundaryValuesFor,
  DECIMAL_STRINGS,
  type Harvested,
  harvestFrom,
  harvestNear,
  isDecimalString,
  type JsonSchema,
  numericLeaves,
  typeOf,
} from './boundaries';

/**
 * Fuzzing: every route the OpenAPI document lists gets malformed requests built from its own schema (wrong types,
 * boundary numbers, huge and hostile strings, unknown keys, random JSON), as nobody, a shopper, merchant staff and an
 * administrator. Whatever arrives, the answer is never a 5xx and always the envelope. Then every number of every
 * route (body, query and path, nested too) gets its boundary values one at a time inside an otherwise valid request,
 * so that the value reaches the service and the columns behind it (boundaries.ts).
 */

type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: unknown;
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
  const type = typeOf(schema);
  switch (type) {
    case 'integer':
      return fc.oneof(
        fc.integer(),
        fc.integer({ min: (schema.minimum ?? 0) - 2, max: (schema.maximum ?? 1000) + 2 }),
        fc.constantFrom(...boundaryNumbers(schema)),
        hostile,
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: false }), fc.constantFrom(...boundaryNumbers(schema)), hostile);
    case 'boolean':
      return fc.oneof(fc.boolean(), hostile);
    case 'string':
      if (isDecimalString(schema)) return fc.oneof(fc.constantFrom(...DECIMAL_STRINGS), fc.string(), hostile);
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

  it('gives every number of every route its boundary values inside an otherwise valid request', async () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const harvested: Harvested = new Map();
    const collections = new Map<string, unknown[]>();
    let requests = 0;
    const send = async (method: string, url: string, role: string, body?: unknown) =>
      ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { ...(await who[role]!()), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        payload: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        remoteAddress: `10.78.${requests % 200}.${(requests++ >> 8) % 250}`,
      });

    // Real values first (categories, products, pictures, ids of each list), from every GET without a path parameter.
    for (const route of routes.filter((r) => r.method === 'GET' && !r.path.includes('{'))) {
      const res = await send('GET', route.path, roleFor(route.path));
      if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
      const data = (res.json() as { data?: unknown }).data;
      harvestFrom(data, harvested, route.path);
      const list = Array.isArray(data) ? data : (data as { list?: unknown[] } | null)?.list;
      if (Array.isArray(list))
        collections.set(
          route.path,
          list.map((item) => (item as { id?: unknown })?.id),
        );
    }

    const failures = new Map<string, unknown[]>();
    for (const route of routes) {
      const role = roleFor(route.path);
      const harvest = harvestNear(harvested, route.path);
      const params = route.op.parameters ?? [];
      const body = route.op.requestBody?.content?.['application/json']?.schema;
      const pathValue = (name: string, schema?: JsonSchema) => {
        const own = collections
          .get(route.path.slice(0, route.path.indexOf(`/{${name}}`)))
          ?.find((v) => v !== undefined);
        return String(own ?? baselineOf(schema, harvest, name) ?? 1);
      };
      const build = (over: { path?: [string, string]; query?: [string, string]; body?: unknown }) => {
        let url = route.path;
        for (const p of params.filter((q) => q.in === 'path')) {
          const value = over.path?.[0] === p.name ? over.path[1] : pathValue(p.name, p.schema);
          url = url.replace(`{${p.name}}`, encodeURIComponent(value));
        }
        const search = new URLSearchParams();
        for (const p of params.filter((q) => q.in === 'query')) {
          if (over.query?.[0] === p.name) search.append(p.name, over.query[1]);
          else if (p.required) search.append(p.name, String(baselineOf(p.schema, harvest, p.name)));
        }
        const query = search.toString();
        return { url: query ? `${url}?${query}` : url, body: 'body' in over ? over.body : baselineOf(body, harvest) };
      };
      const cases: { where: string; value: unknown; request: ReturnType<typeof build> }[] = [];
      for (const p of params.filter((q) => (q.in === 'path' || q.in === 'query') && q.schema)) {
        const schema = p.schema as JsonSchema;
        if (!['integer', 'number'].includes(typeOf(schema) ?? '') && !isDecimalString(schema)) continue;
        for (const value of boundaryTexts(schema)) {
          const request = build(p.in === 'path' ? { path: [p.name, value] } : { query: [p.name, value] });
          cases.push({ where: `${p.in} ${p.name}`, value, request });
        }
      }
      for (const leaf of numericLeaves(body, harvest)) {
        for (const value of boundaryValuesFor(leaf.schema)) {
          cases.push({ where: `body ${leaf.path || '(whole)'}`, value, request: build({ body: leaf.put(value) }) });
        }
      }
      for (const { where, value, request } of cases) {
        const res = await send(route.method, request.url, role, request.body);
        if (answerIsSound(res)) continue;
        const key = `${route.method} ${route.path} ${where}: ${res.statusCode} ${res.body.slice(0, 120)}`;
        failures.set(key, [...(failures.get(key) ?? []), value]);
      }
    }
    const report = [...failures].map(([key, values]) => `${key} <- ${values.map((v) => JSON.stringify(v)).join(', ')}`);
    expect(report).toEqual([]);
    // About 6,300 requests (harvest included) at the time of writing.
    expect(requests).toBeGreaterThan(5000);
  }, 600_000);
});

/** The role whose requests reach a route's service: the consoles' staff, else a signed-in shopper. */
function roleFor(path: string): string {
  if (path.startsWith('/api/merchant')) return 'merchant';
  if (path.startsWith('/api/admin')) return 'admin';
  return 'shopper';
}

/** No 5xx, a redirect only inside the shop, otherwise the envelope without internals. */
function answerIsSound(res: { statusCode: number; headers: Record<string, unknown>; body: string }): boolean {
  if (res.statusCode >= 500) return false;
  if (res.statusCode >= 300 && res.statusCode < 400) {
    return /^(\/(?![/\\])|https:\/\/shop\.test\/)/.test(String(res.headers.location));
  }
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('text/csv')) return true;
  if (!type.includes('application/json')) return false;
  if (/\bat .+\.(ts|js):\d+|SELECT |syntax error|violates/.test(res.body)) return false;
  const envelope = JSON.parse(res.body) as Record<string, unknown>;
  return Object.keys(envelope).sort().join() === 'code,data,message';
}
