import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('card number formatter', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000.0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('keeps at most 19 digits', () => {
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('expiry formatter', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('makes a single digit above 1 a month', () => {
    expect(formatExpiry('4')).toBe('04/');
  });

  it('lets the shopper delete back over the slash', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('security code: digits only, at most four', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});
