import { describe, expect, it } from 'vitest';
import { type EntryInput, LedgerError, validateEntry } from './ledger';

// The ledger's pure check, before anything is written (the database tests are in ledger.test.ts).

const entry = (lines: EntryInput['lines']): EntryInput => ({ key: 'k:1', kind: 'sale', lines });
const check = (input: EntryInput) => {
  try {
    validateEntry(input);
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerError);
    return (error as Error).message;
  }
};

describe('validateEntry', () => {
  it('accepts a balanced entry of whole cents, shops on shop accounts only', () => {
    expect(
      check(
        entry([
          { account: 'provider_cash', amount: 1000 },
          { account: 'merchant_pending', merchantId: 3, amount: -900 },
          { account: 'platform_commission', amount: -100 },
        ]),
      ),
    ).toBe('ok');
    expect(
      check(
        entry([
          { account: 'merchant_available', merchantId: 3, amount: 0 },
          { account: 'merchant_paying', merchantId: 3, amount: 0 },
        ]),
      ),
    ).toBe('ok');
  });

  it('refuses fewer than two lines', () => {
    expect(check(entry([]))).toBe('Entry k:1 needs at least two lines');
    expect(check(entry([{ account: 'provider_cash', amount: 0 }]))).toBe('Entry k:1 needs at least two lines');
  });

  it('refuses an entry that does not balance, by one cent either way', () => {
    const lines = (a: number) => [
      { account: 'provider_cash' as const, amount: a },
      { account: 'platform_commission' as const, amount: -100 },
    ];
    expect(check(entry(lines(101)))).toBe('Entry k:1 does not balance (1)');
    expect(check(entry(lines(99)))).toBe('Entry k:1 does not balance (-1)');
  });

  it('refuses fractions of a cent and unsafe numbers', () => {
    expect(
      check(
        entry([
          { account: 'provider_cash', amount: 0.5 },
          { account: 'platform_commission', amount: -0.5 },
        ]),
      ),
    ).toBe('Entry k:1: 0.5 is not cents');
    expect(
      check(
        entry([
          { account: 'provider_cash', amount: 2 ** 53 },
          { account: 'platform_commission', amount: -(2 ** 53) },
        ]),
      ),
    ).toBe(`Entry k:1: ${2 ** 53} is not cents`);
  });

  it('wants a shop on every shop account and none on the mall’s', () => {
    expect(
      check(
        entry([
          { account: 'merchant_pending', amount: -5 },
          { account: 'provider_cash', amount: 5 },
        ]),
      ),
    ).toBe('Entry k:1: merchant_pending needs a shop');
    expect(
      check(
        entry([
          { account: 'merchant_available', merchantId: 2, amount: -5 },
          { account: 'provider_cash', merchantId: 2, amount: 5 },
        ]),
      ),
    ).toBe('Entry k:1: provider_cash takes no shop');
    for (const account of ['merchant_pending', 'merchant_available', 'merchant_paying', 'merchant_paid_out'] as const) {
      expect(
        check(
          entry([
            { account, merchantId: 1, amount: 7 },
            { account: 'platform_adjustments', amount: -7 },
          ]),
        ),
      ).toBe('ok');
    }
  });
});
