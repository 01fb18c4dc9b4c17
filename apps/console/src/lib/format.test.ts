import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, dateLocale, dateOnly, dateTime, percent, shortDay } from './format';
import { setLanguage } from './i18n';

const Real = Intl.DateTimeFormat;
/** An engine without Lao date data: it answers a Lao format in American English, as Debian's Chromium does. */
function laoAsEnglish(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
  const wanted = Array.isArray(locales) ? locales : [locales ?? ''];
  return new Real(wanted.some((l) => l.toLowerCase().startsWith('lo')) ? 'en-US' : locales, options);
}

describe('every date the console prints, in one style per language (audit AW15)', () => {
  it('writes a payout\'s time as the applications list does: "3 dic 2026, 23:00", not "03/12/2026, 23:00"', async () => {
    await setLanguage('es');
    try {
      const at = '2026-12-03T23:00:00Z';
      expect(dateTime(at, 'UTC')).toBe('3 dic 2026, 23:00');
      expect(calendarDay('2026-12-05')).toBe('5 dic 2026');
      expect(dateOnly('2026-12-05T12:00:00Z')).toBe('5 dic 2026');
    } finally {
      await setLanguage('en');
    }
  });
});

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
      (Array.isArray(locales) ? locales : [locales])
        .map(String)
        .filter((l) => !l.startsWith('lo') && !l.startsWith('xx'));
    try {
      // A language neither the browser nor the contract has dates for is written in British English.
      expect(dateLocale('xx')).toBe('en-GB-u-ca-gregory');
      expect(dateLocale('th')).toBe('th-u-ca-gregory');
      // Lao is written from the contract's CLDR data (audit X4).
      expect(dateLocale('lo')).toBe('lo-u-ca-gregory');
    } finally {
      Intl.DateTimeFormat.supportedLocalesOf = supported;
    }
  });
});

describe('Lao dates in a browser without Lao date data (audit X4)', () => {
  // Chromium on Linux answers a Lao date format in English; the engine here is made to. The expected texts are what
  // Node, with Lao data, writes.
  afterEach(async () => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('writes Lao month names, day first, on a 24-hour clock', async () => {
    const Lacking = laoAsEnglish as unknown as typeof Intl.DateTimeFormat;
    Object.assign(Lacking, { supportedLocalesOf: () => [] });
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Lacking });
    vi.resetModules();
    const format = await import('./format');
    await (await import('./i18n')).setLanguage('lo');
    try {
      const at = '2026-12-04T11:20:00Z';
      const lao = (options: Intl.DateTimeFormatOptions) => new Real('lo', options).format(new Date(at));
      expect(format.shortDay('2026-12-04')).toBe('4 ທ.ວ.');
      expect(format.calendarDay('2026-12-04')).toBe('4 ທ.ວ. 2026');
      expect(format.dateTime(at)).toBe(lao({ dateStyle: 'medium', timeStyle: 'short' }));
    } finally {
      await (await import('./i18n')).setLanguage('en');
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
