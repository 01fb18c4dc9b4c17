import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server and one browser; journeys run one file at a time to keep timings honest on two cores.
    fileParallelism: false,
    // What a page shows after a click may take a few seconds on a loaded two-core machine (a language's texts load
    // with it): polls wait up to 10 s, not vitest's default 1 s, before they fail.
    expect: { poll: { timeout: 10_000 } },
  },
});
