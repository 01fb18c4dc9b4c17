import { defineConfig } from 'vitest/config';

// The topology test (test/topology): nginx, three server processes, PgBouncer, a PostgreSQL primary and replica and
// an S3-protocol server, all started by the test itself. `npm run test:topology`; `npm test` runs it last.
export default defineConfig({
  test: {
    include: ['test/topology/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
