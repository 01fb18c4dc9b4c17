import { describe, expect, it } from 'vitest';
import { calendarDay, dateLocale, dateTime, percent, shortDay } from './format';
import { setLanguage } from './i18n';

describe('dates in Thai', () => {
  it('count Gregorian years, as the date pickers do (2026, not the Buddhist 2569)', async () => {
    await setLanguage('th');
    const texts = [dateTime('2026-12-04T10:00:00Z'), calendarDay('2026-12-04')];
    for (const text of texts) {
      expect(text).toContain('2026');
      expect(text).not.toContain('2569');
    }
    expect(shortDay('2026-12-04')).toMatch(/4/);
    await setLanguage('en');
    expect(dateTime('2026-12-04T10:00:00Z')).toContain('2026');
  });
});

describe('dates in a language the browser has no date data for', () => {
  it('keep the day first rather than falling back to American month-first dates', async () => {
    const supported = Intl.DateTimeFormat.supportedLocalesOf;
    Intl.DateTimeFormat.supportedLocalesOf = (locales) =>
      (Array.isArray(locales) ? locales : [locales]).map(String).filter((l) => !l.startsWith('lo'));
    try {
      // Node has Lao date data, Chromium on Linux has none: the choice of locale is what is checked.
      expect(dateLocale('lo')).toBe('en-GB-u-ca-gregory');
      expect(dateLocale('th')).toBe('th-u-ca-gregory');
      await setLanguage('lo');
      expect(dateTime('2026-12-04T10:00:00Z')).toMatch(/^04\/12\/2026/);
    } finally {
      Intl.DateTimeFormat.supportedLocalesOf = supported;
      await setLanguage('en');
    }
  });
});

describe('a commission rate (audit V2)', () => {
  it('is written as the language writes a percent, not as the API sends it', async () => {
    await setLanguage('fr');
    try {
      expect(percent('3.00')).toMatch(/^3,00\s%$/);
      await setLanguage('en');
      expect(percent('12.5')).toBe('12.50%');
    } finally {
      await setLanguage('en');
    }
  });
});
