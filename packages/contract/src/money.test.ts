import { describe, expect, it } from 'vitest';
import { addCents, formatMoney, fromCents, multiplyCents, shareOfCents, toCents } from './money';

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
});
