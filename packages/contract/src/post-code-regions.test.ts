import { describe, expect, it } from 'vitest';
import { postCodeFitsRegion, regionsOfPostCode } from './post-code-regions';

// The postal facts the address check stands on (audit AN6), one or two per rule of each table.
describe('the province or state of a post code', () => {
  it.each([
    ['ES', '28013', ['ES-M']],
    ['ES', '08001', ['ES-B']],
    ['ES', '01001', ['ES-VI']],
    ['ES', '35001', ['ES-GC']],
    ['ES', '52001', ['ES-ML']],
    ['TH', '10330', ['TH-10', 'TH-11']],
    ['TH', '11000', ['TH-12']],
    ['TH', '18000', ['TH-19']],
    ['TH', '20150', ['TH-20', 'TH-S']],
    ['TH', '50200', ['TH-50']],
    ['TH', '96000', ['TH-96']],
    ['FR', '75004', ['FR-IDF']],
    ['FR', '75 004', ['FR-IDF']],
    ['FR', '69001', ['FR-ARA']],
    ['FR', '20000', ['FR-COR']],
    ['FR', '97133', ['FR-GP', 'FR-BL', 'FR-MF']],
    ['FR', '97400', ['FR-RE']],
    ['US', '90210', ['US-CA']],
    ['US', '10001', ['US-NY']],
    ['US', '00501', ['US-NY']],
    ['US', '00901', ['US-PR']],
    ['US', '20001', ['US-DC']],
    ['US', '73301', ['US-TX']],
    ['US', '99501', ['US-AK']],
    ['US', '96910', ['US-GU', 'US-MP', 'US-PW', 'US-FM', 'US-MH']],
    ['US', '94105-1234', ['US-CA']],
    ['US', '42223', ['US-KY', 'US-TN']],
  ])('%s %s belongs to %j', (country, postCode, regions) => {
    expect(regionsOfPostCode(country, postCode)).toEqual(regions);
  });

  it('judges nothing for countries and prefixes it does not know', () => {
    expect(regionsOfPostCode('LA', '01000')).toBeNull();
    expect(regionsOfPostCode('CN', '100000')).toBeNull();
    expect(regionsOfPostCode('TH', '00100')).toBeNull();
    expect(regionsOfPostCode('US', '00100')).toBeNull();
    expect(postCodeFitsRegion('GB', 'GB-LND', 'SW1A 1AA')).toBe(true);
  });

  it('refuses the audit’s pairs and takes the right ones', () => {
    expect(postCodeFitsRegion('ES', 'ES-B', '28013')).toBe(false);
    expect(postCodeFitsRegion('TH', 'TH-50', '10500')).toBe(false);
    expect(postCodeFitsRegion('US', 'US-NY', '90210')).toBe(false);
    expect(postCodeFitsRegion('es', 'es-m', '28013')).toBe(true);
    expect(postCodeFitsRegion('US', 'US-NY', '06390')).toBe(true);
  });
});
