import { describe, expect, it } from 'vitest';
import { addressProblem } from './address-rules';
import type { AddressInput } from './api/save-address';

const good: AddressInput = {
  realName: 'Ann Lee',
  email: '',
  country: 'France',
  detail: '1 rue de Rivoli, Paris',
  postCode: '75001',
  countryCode: '+33',
  phone: '612345678',
  isDefault: false,
};

describe('address form rules (the contract schema, our texts)', () => {
  it('accepts a complete address', () => {
    expect(addressProblem(good)).toBeNull();
  });

  it('asks for consignee name, detailed address and post code first (spec section 5)', () => {
    expect(addressProblem({ ...good, realName: ' ', detail: '', postCode: '' })).toBe('buying.address.nameEmpty');
    expect(addressProblem({ ...good, detail: '  ', postCode: '' })).toBe('buying.address.detailEmpty');
    expect(addressProblem({ ...good, postCode: '' })).toBe('buying.address.postCodeEmpty');
  });

  it('checks phone, email and lengths like the server', () => {
    expect(addressProblem({ ...good, phone: '' })).toBe('buying.address.phoneEmpty');
    expect(addressProblem({ ...good, phone: '12ab' })).toBe('buying.address.phoneWrong');
    expect(addressProblem({ ...good, email: 'not-an-email' })).toBe('buying.address.emailWrong');
    expect(addressProblem({ ...good, email: 'ann@example.com' })).toBeNull();
    expect(addressProblem({ ...good, realName: 'x'.repeat(51) })).toBe('buying.address.nameLong');
    expect(addressProblem({ ...good, countryCode: '+12345' })).toBe('buying.address.phoneWrong');
  });
});
