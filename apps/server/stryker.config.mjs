// Mutation testing of the money code (issue 13): checkout pricing and freight, refund amounts, the commission and
// discount splits, and the ledger's entry check. `npm run mutation -w @mall/server`; not in CI (minutes on two cores).
// It fails below 90 % of mutants killed.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'src/modules/checkout/pricing.ts',
    'src/modules/checkout/freight.ts',
    'src/modules/refunds/refund-amounts.ts',
    'src/modules/finance/splits.ts',
    'src/modules/finance/ledger.ts:45-61',
  ],
  reporters: ['clear-text', 'progress'],
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: 90 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
