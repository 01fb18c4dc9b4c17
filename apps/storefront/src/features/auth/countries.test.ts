import { describe, expect, it } from 'vitest';
import { countryList, searchCountries } from './countries';
import { DEFAULT_DIAL, flagEmoji } from './flag';

describe('country codes', () => {
  const zh = countryList('zh-CN');
  const fr = countryList('fr');

  it('lists about 60 countries with names in the language, default +86', () => {
    expect(zh.length).toBeGreaterThanOrEqual(60);
    expect(DEFAULT_DIAL).toEqual({ iso: 'CN', dialCode: '86' });
    expect(zh.find((c) => c.iso === 'CN')?.name).toBe('中国');
    expect(fr.find((c) => c.iso === 'DE')?.name).toBe('Allemagne');
    expect(flagEmoji('fr')).toBe('🇫🇷');
  });

  it('searches by name in the language or English, and by dial code with or without +', () => {
    expect(searchCountries(fr, 'allem').map((c) => c.iso)).toEqual(['DE']);
    expect(searchCountries(fr, 'germany').map((c) => c.iso)).toEqual(['DE']);
    expect(searchCountries(zh, '泰国').map((c) => c.iso)).toEqual(['TH']);
    expect(searchCountries(zh, '+856').map((c) => c.iso)).toEqual(['LA']);
    expect(searchCountries(zh, '44').map((c) => c.iso)).toEqual(['GB']);
    expect(searchCountries(zh, '1').map((c) => c.iso)).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(searchCountries(zh, '').length).toBe(zh.length);
  });
});
