import type { Country } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import { addressProblem, defaultCountry, exampleOf, guessCountry, placeProblem, postCodeFits } from './address-rules';
import type { AddressInput } from './api/save-address';

const good: AddressInput = {
  realName: 'Ann Lee',
  email: '',
  country: 'France',
  regionCode: '',
  region: '',
  city: '',
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

  it('tells a name that shows nothing as empty, and one with a direction override as such', () => {
    expect(addressProblem({ ...good, realName: '\u200b' })).toBe('buying.address.nameEmpty');
    expect(addressProblem({ ...good, realName: 'Ann\u202e' })).toBe('buying.address.controlText');
  });

  // Audit FL5: the optional city and province say their own name, never the detailed address's nor "choose".
  it('tells a city or a province that shows nothing, or is too long, by its own name', () => {
    expect(addressProblem({ ...good, city: '\u200b' })).toBe('shipping.address.cityBlank');
    expect(addressProblem({ ...good, city: 'x'.repeat(61) })).toBe('shipping.address.cityLong');
    expect(addressProblem({ ...good, region: '\u200b' })).toBe('shipping.address.regionBlank');
    expect(addressProblem({ ...good, region: 'x'.repeat(61) })).toBe('shipping.address.regionLong');
    expect(addressProblem({ ...good, city: 'Paris', region: 'Île-de-France' })).toBeNull();
  });

  it('tells a letter under a pile of marks as such, and takes Vietnamese and Thai names (audit R9)', () => {
    expect(addressProblem({ ...good, realName: `Ann${'\u0301\u0302'.repeat(10)}` })).toBe(
      'buying.address.stackedMarks',
    );
    expect(addressProblem({ ...good, realName: 'Nguyễn Thị Ngọc'.normalize('NFD') })).toBeNull();
    expect(addressProblem({ ...good, realName: 'สมชาย ใจดี กี่' })).toBeNull();
  });
});

const thailand: Country = {
  code: 'TH',
  name: 'Thailand',
  dialCode: '+66',
  hasRegions: true,
  postCodePattern: '\\d{5}',
  postCodeExample: '10110',
  served: true,
};
const laos: Country = { code: 'LA', name: 'Laos', dialCode: '+856', hasRegions: false, served: true };
const bangkok = { code: 'TH-10', name: 'Bangkok', children: [{ code: 'TH-10-1', name: 'Pathum Wan' }] };

describe('the structured part of an address', () => {
  it('starts a new address in the country of the language, when the mall serves it', () => {
    const countries = [thailand, laos, { ...thailand, code: 'US', name: 'United States', served: false }];
    expect(defaultCountry('th', countries)).toBe('TH');
    expect(defaultCountry('lo', countries)).toBe('LA');
    expect(defaultCountry('en', countries)).toBe('');
  });

  it('checks the whole post code against the country pattern, any letter case', () => {
    expect(postCodeFits('10110', '\\d{5}')).toBe(true);
    expect(postCodeFits('101101', '\\d{5}')).toBe(false);
    expect(postCodeFits('sw1a 1aa', '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}')).toBe(true);
    expect(postCodeFits('anything', undefined)).toBe(true);
  });

  it('asks for country, then province and city where known, then a post code of the country form', () => {
    const place = { country: 'TH', regionCode: 'TH-10', city: 'Pathum Wan', postCode: '10330' };
    expect(placeProblem(place, thailand, [bangkok])).toBeNull();
    expect(placeProblem(place, undefined, undefined)?.key).toBe('shipping.address.countryEmpty');
    expect(placeProblem({ ...place, regionCode: '' }, thailand, [bangkok])?.key).toBe('shipping.address.regionEmpty');
    expect(placeProblem({ ...place, city: '' }, thailand, [bangkok])?.key).toBe('shipping.address.cityEmpty');
    expect(placeProblem({ ...place, postCode: '1033' }, thailand, [bangkok])).toEqual({
      key: 'shipping.address.postCodeForm',
      values: { country: 'Thailand', example: '10110' },
    });
    expect(placeProblem({ country: 'LA', regionCode: '', city: '', postCode: '01000' }, laos, [])).toBeNull();
  });

  it('names the province a post code belongs to when it is not the chosen one (audit AN6)', () => {
    const spain: Country = { code: 'ES', name: 'Spain', dialCode: '+34', hasRegions: true, served: true };
    const provinces = [
      { code: 'ES-B', name: 'Barcelona' },
      { code: 'ES-M', name: 'Madrid' },
    ];
    const place = { country: 'ES', regionCode: 'ES-B', city: '', postCode: '28013' };
    expect(placeProblem(place, spain, provinces)).toEqual({
      key: 'shipping.address.postCodeRegion',
      values: { postCode: '28013', region: 'Madrid', chosen: 'Barcelona' },
    });
    expect(placeProblem({ ...place, regionCode: 'ES-M' }, spain, provinces)).toBeNull();
  });

  it('makes an example post code from the country pattern when the data has none', () => {
    expect(exampleOf('^\\d{5}$')).toBe('12345');
    expect(exampleOf('^\\d{2}[ ]?\\d{3}$')).toBe('12345');
    expect(exampleOf('^([0-9]{5})(?:-([0-9]{4}))?$')).toBe('12345');
    expect(exampleOf('^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$')).toBe('A1B2C3');
    expect(exampleOf('^\\w+$')).toBe('');
    const patterned = { ...laos, postCodePattern: '^\\d{5}$' };
    expect(placeProblem({ country: 'LA', regionCode: '', city: '', postCode: '1' }, patterned, [])).toEqual({
      key: 'shipping.address.postCodeForm',
      values: { country: 'Laos', example: '12345' },
    });
  });

  it('finds the country an older free-text address named', () => {
    expect(guessCountry(' thailand ', [thailand, laos])).toBe('TH');
    expect(guessCountry('la', [thailand, laos])).toBe('LA');
    expect(guessCountry('Atlantis', [thailand, laos])).toBe('');
  });
});
