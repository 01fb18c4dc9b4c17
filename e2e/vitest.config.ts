import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one browser; journeys run one file at a time to keep timings honest on two cores.
    fileParallelism: false,
  },
});
