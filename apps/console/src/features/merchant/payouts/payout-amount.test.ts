import { describe, expect, it } from 'vitest';
import { isPayoutAmount } from './payout-amount';

describe('the payout request box', () => {
  it('asks only for what the server takes: more than nothing, two decimals at most', () => {
    for (const text of ['0', '0.00', '-5', 'abc', '100.999', '999999999'])
      expect(isPayoutAmount(text), text).toBe(false);
    for (const text of ['0.01', '1', '100.00', ' 250.5 ']) expect(isPayoutAmount(text), text).toBe(true);
  });
});
