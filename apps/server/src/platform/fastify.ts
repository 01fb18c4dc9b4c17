import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ChangeFeed } from './change-feed';
import type { FileStore } from './file-store';
import type { Messaging } from './messaging';
import type { Metrics } from './metrics';
import type { RateLimits } from './rate-limit';

/** The database handles the app is built with: `db` for everything, `readDb` for catalogue reads (a replica or `db`). */
export type AppDatabase = { db: Db; readDb: Db };

// What app.ts decorates the instance with; declared here, beside the type every module registers on, so that no
// module has to import app.ts (which imports every module).
declare module 'fastify' {
  interface FastifyInstance {
    database: AppDatabase;
    config: Config;
    rateLimits: RateLimits;
    /** Tells every server process that cached data changed (decision 0015). */
    changes: ChangeFeed;
    /** Where uploaded files are kept: local disk or an S3-compatible store (platform/file-store.ts). */
    files: FileStore;
    /** Where private documents are kept (applicants' licences and IDs), apart from the public uploads. */
    privateFiles: FileStore;
    /** Prometheus figures; routes hand its counters to the owners that count (platform/metrics.ts). */
    metrics: Metrics;
    /** Email and SMS (platform/messaging.ts); the job queue tells payout outcomes through it too. */
    messaging: Messaging;
  }
}

/** The app as modules see it: Fastify with zod schemas as the type provider. app.ts builds it, routes register on it. */
export type FastifyZod = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
