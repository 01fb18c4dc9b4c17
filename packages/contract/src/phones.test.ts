import { describe, expect, it } from 'vitest';
import { AddressEditSchema } from './addresses';
import { MobilePasswordLoginSchema, PhoneSchema } from './auth';
import { ShipSchema } from './orders';
import { DIAL_CODES, isPhoneNumber, normalisePhone, splitDialCode } from './phones';

describe('phone numbers as people write them (issue 22)', () => {
  it.each([
    ['+66 81 234 5678', '+66812345678'],
    ['081-234-5678', '0812345678'],
    ['(02) 123 4567', '021234567'],
    ['0066 81 234 5678', '+66812345678'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['138.0013.8000', '13800138000'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(isPhoneNumber(typed)).toBe(true);
  });

  it.each([['12'], ['+66 abc'], ['0812345678901234567'], ['']])('refuses %j', (typed) => {
    expect(isPhoneNumber(typed)).toBe(false);
  });

  it('splits a leading dial code; the codes are prefix-free so the split is never ambiguous', () => {
    expect(splitDialCode('+66812345678')).toEqual({ dialCode: '+66', number: '812345678' });
    expect(splitDialCode('+12025550143')).toEqual({ dialCode: '+1', number: '2025550143' });
    expect(splitDialCode('+8562055512345')).toEqual({ dialCode: '+856', number: '2055512345' });
    expect(splitDialCode('0812345678')).toBeNull();
    const codes = [...DIAL_CODES];
    expect(codes.flatMap((a) => codes.filter((b) => a !== b && b.startsWith(a)).map((b) => `${a} < ${b}`))).toEqual([]);
  });

  it('a dial code typed in the phone of a form with its own dial code is the one that counts', () => {
    const address = AddressEditSchema.parse({
      realName: 'Somchai',
      country: 'TH',
      detail: '99 Rama I Road',
      postCode: '10330',
      countryCode: '+86',
      phone: '+66 81 234 5678',
    });
    expect(address).toMatchObject({ countryCode: '+66', phone: '812345678' });
    const login = MobilePasswordLoginSchema.parse({ phone: '+86 138-0013-8000', password: 'x' });
    expect(login).toMatchObject({ countryCode: '+86', phone: '13800138000' });
    expect(PhoneSchema.parse(' (081) 234-5678 ')).toBe('0812345678');
    expect(
      AddressEditSchema.safeParse({ realName: 'A', detail: 'B', postCode: '1', phone: '+999 1234567' }).success,
    ).toBe(false);
  });

  it('a deliverer phone keeps its dial code, normalised', () => {
    const ship = ShipSchema.parse({ method: 'deliver', courierName: 'Niran', courierPhone: '+66 81 234 5678' });
    expect(ship).toMatchObject({ courierPhone: '+66812345678' });
  });
});
