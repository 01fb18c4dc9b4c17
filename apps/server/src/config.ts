import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { publishedSecretProblems } from './config-secrets';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A comma-separated list of dial prefixes, e.g. "+86, +1 900": spaces dropped, each '+' and digits. */
const dialList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((p) => p.replace(/[\s-]/g, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^\+\d{1,8}$/, 'a dial prefix is + and digits')));

/**
 * Premium-rate and shared-cost ranges, where each SMS earns the range holder money (the SMS pumping scheme). North
 * America +1 900 and +1 976 (premium); France +33 81, 82 (shared cost) and 89 (premium); Spain +34 803, 806, 807,
 * 905 (premium) and 901, 902 (shared cost); Thailand +66 1900 (premium); UK +44 9 (premium), 87 (shared cost) and
 * 70 (personal numbers, often abused); +881, +882, +883 (satellite and international networks, billed at
 * premium), +979 (international premium rate) and +808 (international shared cost).
 */
const SMS_REFUSED_PREFIXES_DEFAULT = [
  '+1900',
  '+1976',
  '+3381',
  '+3382',
  '+3389',
  '+34803',
  '+34806',
  '+34807',
  '+34905',
  '+34901',
  '+34902',
  '+661900',
  '+449',
  '+4487',
  '+4470',
  '+881',
  '+882',
  '+883',
  '+979',
  '+808',
];

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  /** A direct connection to the primary for what needs a session of its own (migrations, the job queue, LISTEN),
   * when DATABASE_URL goes through a pooler in transaction mode (decision 0018); default DATABASE_URL. */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** Named prepared statements for the hottest reads; turn off behind a pooler that cannot keep them (PgBouncer < 1.21
   * in transaction mode). */
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  DATA_DIR: z.string().default('./data'),
  /** Port of the embedded PostgreSQL when DATABASE_URL is unset. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /**
   * The embedded PostgreSQL's buffer cache in megabytes (decision 0035): what a search with facets reads at a million
   * products stays in it instead of going through the system's page cache. Taken as it is used, up to this size.
   */
  EMBEDDED_PG_SHARED_BUFFERS_MB: z.coerce.number().int().min(16).max(65_536).default(1024),
  SEED_DEMO: bool.default(true),
  /** Where the built storefront lives; served at /. */
  STOREFRONT_DIST: z.string().optional(),
  /** Where the built console lives; served at /console/. */
  CONSOLE_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log requests for static files too (one line each); off by default. */
  LOG_STATIC: bool.default(false),
  /**
   * Whom to believe about the client's address in X-Forwarded-For (audit CR1): `false` (nobody: the peer's address),
   * or the addresses or CIDR ranges of the proxies in front (`10.0.0.2, 10.0.1.0/24`; also proxy-addr's names
   * `loopback`, `linklocal`, `uniquelocal`): the client is the last address before them. `true` believes the leftmost
   * entry, which the client writes itself unless every proxy in front replaces the header
   * (`X-Forwarded-For $remote_addr`); behind one that appends, every per-address limit is the client's to choose. A
   * hop count is refused: Fastify no longer honours one (it cannot tell a proxy from a client that reached the server
   * directly), so it would silently trust nobody.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((v, ctx): boolean | string[] => {
      if (v === 'true' || v === 'yes') return true;
      if (v === 'false' || v === 'no' || v === '0' || v === '') return false;
      const list = v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const proxy = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]*[.:][0-9a-fA-F.:]*(\/\d{1,3})?)$/;
      if (list.every((part) => proxy.test(part))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY is false, or the addresses of the proxies in front (comma-separated; not a count)',
      });
      return z.NEVER;
    })
    .default(false),
  /** How old a catalogue listing (search, ranking, home) may be; 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * Goods details (and server-rendered product pages) kept per process until a change to them is announced (issue 25):
   * at most this many (and 16 MB of details, 16 MB of pages); 0 turns the read model off. Independent of CATALOG_CACHE_TTL_MS.
   */
  DETAIL_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(5000),
  /**
   * Megabytes every cache of a process holds together at most (platform/cache-budget.ts): the oldest uses go first,
   * whichever cache holds them. 0: each cache is bounded by itself only.
   */
  CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(48),
  /** Uploads in an S3-compatible store instead of DATA_DIR/uploads (several server processes share it). */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** The store's address (MinIO, a cloud's S3 endpoint); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (endpoint/bucket/key); on by default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Keys go under this prefix in the bucket, e.g. `mall/`. */
  S3_PREFIX: z.string().max(100).default(''),
  /** SMTP server for email, e.g. smtp://user:pass@mail.example.com:587; unset: emails go to the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Mall <no-reply@mall.local>'),
  /** SMS provider endpoint receiving POST { to, text }; unset: SMS go to the outbox table. */
  SMS_WEBHOOK_URL: z.string().url().optional(),
  /** Dial codes SMS may go to (comma-separated); default the mall's six markets. */
  SMS_ALLOWED_COUNTRIES: dialList.default(['+86', '+66', '+856', '+33', '+34', '+1']),
  /** Number ranges SMS never go to, even in an allowed country: premium-rate and shared-cost (SMS pumping). */
  SMS_REFUSED_PREFIXES: dialList.default(SMS_REFUSED_PREFIXES_DEFAULT),
  /** SMS sent per hour by the whole shop (every process); past it SMS are refused and the outbox gets an alert. */
  SMS_HOURLY_BUDGET: z.coerce.number().int().min(0).max(1_000_000).default(500),
  /** Notifications (decision 0025): off records none (benchmarks, emergencies); the cap is per reader and channel. */
  NOTICES: bool.default(true),
  NOTICE_HOURLY_CAP: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The address shoppers use (for links in QR codes and social sign-in callbacks); default http://HOST:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Social sign-in (OpenID Connect / OAuth 2): a provider is on when its client id is set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_ISSUER: z.string().url().default('https://www.facebook.com'),
  TWITTER_CLIENT_ID: z.string().optional(),
  TWITTER_CLIENT_SECRET: z.string().optional(),
  TWITTER_ISSUER: z.string().url().default('https://twitter.com'),
  /** Lets social sign-in talk to http:// issuers (a local test provider); always allowed when NODE_ENV=test. */
  OIDC_ALLOW_HTTP: bool.default(false),
  /** Multiplies every rate limit (sign-in, codes, registration); 1 in production, high for load benchmarks. */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).max(1_000_000).default(1),
  /** Unpaid orders are cancelled after this many minutes and their stock comes back. */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** What one account may hold in unpaid orders (decision 0010); a guest's holds count double. */
  ORDER_HOLD_MAX_ORDERS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  ORDER_HOLD_MAX_UNITS: z.coerce.number().int().min(1).max(10_000_000).default(50),
  ORDER_HOLD_MAX_SKU_UNITS: z.coerce.number().int().min(1).max(10_000_000).default(20),
  /** Percent of one SKU's stock one account may hold (never refused below 5 units). */
  ORDER_HOLD_SKU_SHARE: z.coerce.number().int().min(1).max(100).default(25),
  /** Shipped orders count as received this many days after shipping. */
  ORDER_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(90).default(10),
  /** Received orders not reviewed complete by themselves (and earn their points) this many days after receipt. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** A refund request the shop has not decided this many days after it was made is accepted for the shop (audit AM11). */
  REFUND_AUTO_ACCEPT_DAYS: z.coerce.number().int().min(1).max(90).default(5),
  /** Returned goods the shop has not confirmed this many days after the shopper sent them count as received and are
   * paid back (audit AM11). */
  RETURN_AUTO_RECEIVE_DAYS: z.coerce.number().int().min(1).max(90).default(10),
  /** Card payments: Stripe when set (Payment Intents, signed webhooks); else the built-in offline test card. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address for the Stripe API (tests point it at a local stand-in); default api.stripe.com. */
  STRIPE_API_BASE: z.string().url().optional(),
  /** Jobs (auto-cancel, auto-receive) run in this process; turn off in processes that should only serve HTTP. */
  JOBS: bool.default(true),
  /** How long a stopping server waits for requests in flight and the running job before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * Lets Prometheus read /metrics in production with `Authorization: Bearer <token>` (else an admin session only);
   * make one with `openssl rand -hex 32` (a value published in the repository is refused, config-secrets.ts).
   */
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  /**
   * Connections per pool. By default four a core, at least 8 and at most 20 (decision 0060): on two cores, 20 busy
   * sessions spent a fifth more of PostgreSQL's CPU a search or an order than 6 did, the requests waiting their turn
   * in the pool instead of in the scheduler.
   */
  DB_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(Math.min(20, Math.max(8, 4 * availableParallelism()))),
  /**
   * How long the replica's pool (DATABASE_READ_URL) waits for a connection, opening one or for a free one: a replica
   * host gone without refusing connections (packets dropped) otherwise holds catalogue reads for minutes; past it
   * they go to the primary.
   */
  DB_READ_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /** A request's headers must arrive within this many ms (a client sending them a byte at a time is cut). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** The whole request, body included, must arrive within this many ms (a 5 MB picture on a slow line fits). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
});

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  storefrontDist: string;
  consoleDist: string;
  publicUrl: string;
};

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A secret published in this repository works for anyone: production refuses to start with one (issue 21).
  if (env.NODE_ENV === 'production') {
    const problems = publishedSecretProblems(env);
    if (problems.length > 0) throw new Error(`Refusing to start in production: ${problems.join('; ')}`);
  }
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const cfg = parsed.data;
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    ...cfg,
    // Relative to where `npm start` was typed (npm runs the workspace script inside apps/server).
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), cfg.DATA_DIR),
    publicUrl: (cfg.PUBLIC_URL ?? `http://${cfg.HOST === '0.0.0.0' ? '127.0.0.1' : cfg.HOST}:${cfg.PORT}`).replace(
      /\/$/,
      '',
    ),
    storefrontDist: cfg.STOREFRONT_DIST ? path.resolve(cfg.STOREFRONT_DIST) : path.join(root, 'apps/storefront/dist'),
    consoleDist: cfg.CONSOLE_DIST ? path.resolve(cfg.CONSOLE_DIST) : path.join(root, 'apps/console/dist'),
  };
}
