import { describe, expect, it } from 'vitest';
import {
  addCents,
  formatMoney,
  fromCents,
  isBoundedMoney,
  isMoneyWithin,
  MAX_MONEY,
  MAX_MONEY_CENTS,
  multiplyCents,
  parseMoney,
  shareOfCents,
  toCents,
} from './money';

describe('money in integer cents', () => {
  it('converts decimal strings both ways without floating point error', () => {
    expect(toCents('19.90')).toBe(1990);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('7')).toBe(700);
    expect(toCents('-3.05')).toBe(-305);
    expect(fromCents(1990)).toBe('19.90');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-305)).toBe('-3.05');
    expect(addCents(toCents('0.10'), toCents('0.20'))).toBe(toCents('0.30'));
  });

  it('refuses what is not money', () => {
    expect(() => toCents('1.999')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents('1e5')).toThrow(RangeError);
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => multiplyCents(100, 1.5)).toThrow(RangeError);
  });

  it('multiplies by quantities, takes shares rounding half up, and formats with a symbol', () => {
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(shareOfCents(1000, 550)).toBe(55);
    expect(shareOfCents(999, 50)).toBe(5);
    expect(formatMoney('19.90')).toBe('$19.90');
    expect(formatMoney(1990, '€')).toBe('€19.90');
  });

  it('bounds money a person types to 0..999999.99 and refuses arithmetic beyond safe integers', () => {
    expect(parseMoney(MAX_MONEY)).toBe(MAX_MONEY_CENTS);
    expect(parseMoney('0')).toBe(0);
    expect(parseMoney('19.9')).toBe(1990);
    for (const beyond of ['1000000', '1000000.00', '21474836.48', '99999999.99', '-0.01', '1e9', '0.001']) {
      expect(() => parseMoney(beyond), beyond).toThrow(RangeError);
    }
    expect(isMoneyWithin('999999.99', 1)).toBe(true);
    expect(isMoneyWithin('0', 1)).toBe(false);
    expect(isMoneyWithin('1000000', 0)).toBe(false);
    expect(isMoneyWithin('1e9', 0)).toBe(false);
    expect(isMoneyWithin('12345678901234567890.12', 0)).toBe(false);
    expect(isBoundedMoney(MAX_MONEY_CENTS)).toBe(true);
    expect(isBoundedMoney(MAX_MONEY_CENTS + 1)).toBe(false);
    expect(isBoundedMoney(-1)).toBe(false);
    expect(isBoundedMoney(1.5)).toBe(false);
    expect(multiplyCents(MAX_MONEY_CENTS, 999)).toBe(99_899_999_001);
    expect(() => multiplyCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
    expect(() => addCents(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});
