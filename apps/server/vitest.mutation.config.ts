import { defineConfig } from 'vitest/config';

// The money code's own unit tests, for mutation testing (stryker.config.mjs): pure functions, no database.
export default defineConfig({
  test: {
    include: [
      'src/modules/checkout/pricing.test.ts',
      'src/modules/checkout/freight.test.ts',
      'src/modules/refunds/refund-amounts.test.ts',
      'src/modules/finance/splits.test.ts',
      'src/modules/finance/ledger-entry.test.ts',
    ],
  },
});
