import { describe, expect, it } from 'vitest';
import { AddressEditSchema } from './addresses';
import { MobilePasswordLoginSchema, PhoneSchema, SendCodeSchema } from './auth';
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

  it('drops the trunk prefix people type at home: both spellings are one number (audit AN4)', () => {
    const login = (countryCode: string, phone: string) =>
      MobilePasswordLoginSchema.parse({ countryCode, phone, password: 'x' });
    for (const typed of ['081-234-5678', '+66 81 234 5678', '+66 081 234 5678', '0066 0812345678', '81 234 5678']) {
      expect(login('+66', typed), typed).toMatchObject({ countryCode: '+66', phone: '812345678' });
    }
    expect(login('+856', '020 5555 1234')).toMatchObject({ countryCode: '+856', phone: '2055551234' });
    expect(login('+44', '07700 900123')).toMatchObject({ phone: '7700900123' });
    expect(login('+1', '1 (202) 555-0143')).toMatchObject({ phone: '2025550143' });
    expect(login('+7', '8 912 345-67-89')).toMatchObject({ phone: '9123456789' });
    // Where the 0 belongs to the number, it stays.
    expect(login('+39', '06 1234 5678')).toMatchObject({ phone: '0612345678' });
    expect(login('+225', '07 0123 4567')).toMatchObject({ phone: '0701234567' });
    const address = AddressEditSchema.parse({
      realName: 'Somchai',
      country: 'TH',
      detail: '99 Rama I Road',
      postCode: '10330',
      countryCode: '+66',
      phone: '081-234-5678',
    });
    expect(address).toMatchObject({ countryCode: '+66', phone: '812345678' });
    expect(SendCodeSchema.parse({ countryCode: '856', phone: '02055551234' })).toMatchObject({
      countryCode: '+856',
      phone: '2055551234',
    });
    expect(ShipSchema.parse({ method: 'deliver', courierName: 'N', courierPhone: '+66 081 234 5678' })).toMatchObject({
      courierPhone: '+66812345678',
    });
  });
});
