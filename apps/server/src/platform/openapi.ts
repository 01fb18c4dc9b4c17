import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from './session';

/**
 * The OpenAPI document of /api/docs/openapi.json, made so that standard validators and client generators accept it
 * (Redocly's recommended rules, swagger-parser, openapi-typescript):
 * - recursive schemas (a category and its children) become named components. fastify-type-provider-zod converts each
 *   route schema on its own with zod's `cycles: 'ref'`, which moves a cycle into a definition named `schema0` that it
 *   then drops, leaving `$ref`s to nothing; a schema registered with an id in zod's global registry is emitted as a
 *   component instead (the transform object adds it), and a `$ref` to it resolves.
 * - every operation gets a summary (the route's own, else made from its path), an operationId, its security (a bearer
 *   session where the route needs a signed-in user or a console; optional elsewhere) and the error envelope for 4XX;
 * - the document names its server and describes every tag.
 */
export function openApiOptions(opts: {
  publicUrl: string;
  /** The contract's exports: the recursive (lazy) schemas among them become components. */
  schemas: Record<string, unknown>;
}): SwaggerOptions {
  registerRecursiveSchemas(opts.schemas);
  const transform = createJsonSchemaTransform({});
  const transformObject = createJsonSchemaTransformObject({});
  const operationIds = new Map<string, number>();
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Mall HTTP API',
        version: '0.1.0',
        description:
          'The HTTP contract of the mall (../shared/API.md). Every answer is the envelope `{ code, message, data }`; ' +
          'money travels as decimal strings. Signed-in calls carry the session token as `Authorization: Bearer <token>`.',
      },
      servers: [{ url: opts.publicUrl, description: 'This server' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token a sign-in answers' },
        },
      },
    },
    transform: (input) => {
      const result = transform(input) as { schema: Record<string, unknown>; url: string };
      const schema = result.schema;
      if (!schema || schema.hide) return result;
      const route = input.route as RouteOptions;
      const methods = ([] as string[]).concat(route.method);
      schema.summary ??= summaryOf(methods[0]!, input.url);
      schema.operationId ??= uniqueId(operationIds, operationIdOf(methods[0]!, input.url));
      schema.security ??= needsSession(route) ? [{ bearer: [] }] : [{}, { bearer: [] }];
      const response = (schema.response ?? {}) as Record<string, unknown>;
      response['4XX'] ??= ERROR_ENVELOPE;
      schema.response = response;
      return result;
    },
    transformObject: (input) => {
      const document = transformObject(input) as OpenApiDocument;
      document.paths = { ...document.paths, ...UNSCHEMED_PATHS };
      const used = new Set<string>();
      for (const methods of Object.values(document.paths ?? {})) {
        for (const operation of Object.values(methods)) for (const tag of operation.tags ?? []) used.add(tag);
      }
      document.tags = [...used].sort().map((name) => ({ name, description: tagDescription(name) }));
      nullableWithType(document);
      return document;
    },
  };
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, { tags?: string[] }>>;
  tags?: { name: string; description: string }[];
};

/** Lazy (recursive) contract schemas get a component id, `CategorySchema` -> `Category`. */
function registerRecursiveSchemas(schemas: Record<string, unknown>): void {
  for (const [name, schema] of Object.entries(schemas)) {
    if (!(schema instanceof z.ZodLazy) || !name.endsWith('Schema')) continue;
    const id = name.slice(0, -'Schema'.length);
    const meta = z.globalRegistry.get(schema);
    if (meta?.id === id) continue;
    z.globalRegistry.add(schema, { ...meta, id });
  }
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'integer', description: 'The HTTP status, or a finer code (410000 session expired, …)' },
    message: { type: 'string' },
    data: { type: 'object', nullable: true },
  },
};
const ERROR_ENVELOPE = {
  description: "Refused: the envelope with the error code and a message in the caller's language, no data",
  ...ERROR_SCHEMA,
};

/**
 * Routes whose schema the document cannot take from the route (audit FX16: "the whole contract"): @fastify/websocket
 * hides its routes, so the chat's socket is described here.
 */
const UNSCHEMED_PATHS = {
  '/api/front/chat/ws': {
    get: {
      tags: ['chat'],
      summary: 'Chat and notices in real time (WebSocket)',
      description:
        'Upgrades to a WebSocket. The first frame authenticates: `{ "type": "auth", "token", "role": "shopper" or ' +
        '"merchant", "after" }`; the server then sends JSON events: `ready`, `message`, `read`, `unread`, ' +
        '`conversation`, `notice` (packages/contract realtime-client.ts). A socket that does not authenticate in ' +
        'time, sends too much or whose session ends is closed.',
      operationId: 'getChatWs',
      // The session token travels in the first frame, not in a header.
      security: [{}],
      responses: {
        '101': { description: 'Switching to the WebSocket protocol' },
        '4XX': {
          description: ERROR_ENVELOPE.description,
          content: { 'application/json': { schema: ERROR_SCHEMA } },
        },
      },
    },
  },
};

const AREAS: Record<string, string> = {
  front: '',
  pc: '',
  merchant: 'Merchant console: ',
  admin: 'Platform console: ',
};

/** The words of a path without its prefix and parameters: `/api/front/product/detail/:id` -> `product detail`. */
function pathWords(url: string): { area: string; words: string[] } {
  const parts = url.split('/').filter((part) => part && !part.startsWith(':') && !part.startsWith('{'));
  if (parts[0] === 'api') parts.shift();
  const area = parts[0] !== undefined && parts[0] in AREAS ? parts.shift()! : '';
  const words = parts
    .flatMap((part) => part.split(/[-_.]|(?=[A-Z])/))
    .map((word) => word.toLowerCase())
    .filter(Boolean);
  return { area, words };
}

const VERBS: Record<string, string> = { POST: '', PUT: 'replace', PATCH: 'change', DELETE: 'delete' };

export function summaryOf(method: string, url: string): string {
  const { area, words } = pathWords(url);
  const verb = VERBS[method.toUpperCase()];
  const text = [verb, ...(words.length ? words : ['home'])].filter(Boolean).join(' ');
  return `${AREAS[area] ?? ''}${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function operationIdOf(method: string, url: string): string {
  const { area, words } = pathWords(url);
  const byParam = url
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => `By${part.charAt(1).toUpperCase()}${part.slice(2)}`);
  const all = [method.toLowerCase(), area, ...words].filter(Boolean);
  return (
    all.map((word, i) => (i === 0 ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`)).join('') +
    byParam.join('')
  );
}

function uniqueId(seen: Map<string, number>, id: string): string {
  const n = (seen.get(id) ?? 0) + 1;
  seen.set(id, n);
  return n === 1 ? id : `${id}${n}`;
}

/** A route behind `requireUser`, or in a console area (whose gate needs a session). */
function needsSession(route: RouteOptions): boolean {
  if (/^\/api\/(merchant|admin)(\/|$)/.test(route.url)) return true;
  const hooks = ([] as unknown[]).concat(route.preHandler ?? [], route.onRequest ?? []);
  return hooks.includes(requireUser);
}

const TAGS: Record<string, string> = {
  auth: 'Sign-in, registration, verification codes, sessions and social sign-in',
  users: "The shopper's own account: profile, settings, password",
  uploads: 'Pictures sent by signed-in users (avatars, vouchers, review pictures)',
  catalogue: 'Categories, search, product lists and goods details',
  content: 'Home page content, hot keywords, service and footer texts',
  shops: 'Shop pages and the shop street',
  cart: "The shopper's cart",
  addresses: 'Delivery addresses and the regions of each country',
  favourites: 'Favourite products and shops',
  coupons: 'Coupons to take and coupons held',
  points: 'Points earned and spent',
  checkout: 'Pricing a cart or a purchase and placing the order',
  orders: "The shopper's orders: list, detail, cancel, receipt",
  payments: 'Payment methods, card payments and provider webhooks',
  refunds: 'After-sales: refunds and returns asked by shoppers',
  settle: 'Applications to open a shop',
  reviews: 'Product reviews',
  merchant: 'Merchant console: dashboard, products, orders, refunds, coupons, reviews, shop profile',
  admin: 'Platform console: running the mall',
};

function tagDescription(name: string): string {
  if (TAGS[name]) return TAGS[name];
  const [area, rest] = name.split(/:\s*/, 2);
  if (rest && (area === 'admin' || area === 'merchant')) {
    return `${area === 'admin' ? 'Platform' : 'Merchant'} console: ${rest}`;
  }
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}

/**
 * OpenAPI 3.0 wants a `type` beside `nullable`; zod's converter writes `nullable` beside an `anyOf` of typed
 * branches (`string | number | null`). Each branch becomes nullable instead, which says the same.
 */
function nullableWithType(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) nullableWithType(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(schema.anyOf)) {
    delete schema.nullable;
    schema.anyOf = schema.anyOf.map((branch) =>
      branch && typeof branch === 'object' && 'type' in branch ? { ...branch, nullable: true } : branch,
    );
  }
  for (const value of Object.values(schema)) nullableWithType(value);
}
