import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Port of the embedded PostgreSQL when DATABASE_URL is unset. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SEED_DEMO: bool.default(true),
  /** Where the built storefront lives; served at /. */
  STOREFRONT_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  /** How old a catalogue listing (search, ranking, home) may be; 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
});

export type Config = z.infer<typeof EnvSchema> & { dataDir: string; storefrontDist: string };

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const cfg = parsed.data;
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    ...cfg,
    dataDir: path.resolve(process.cwd(), cfg.DATA_DIR),
    storefrontDist: cfg.STOREFRONT_DIST ? path.resolve(cfg.STOREFRONT_DIST) : path.join(root, 'apps/storefront/dist'),
  };
}
