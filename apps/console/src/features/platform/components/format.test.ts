import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime } from './format';

const Real = Intl.DateTimeFormat;
/** An engine without Lao date data: it answers a Lao format in American English, as Debian's Chromium does. */
function laoAsEnglish(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
  const wanted = Array.isArray(locales) ? locales : [locales ?? ''];
  return new Real(wanted.some((l) => l.toLowerCase().startsWith('lo')) ? 'en-US' : locales, options);
}

describe('platform dates in Thai', () => {
  it('count Gregorian years, as the date pickers do (2026, not the Buddhist 2569)', () => {
    for (const text of [formatTime('2026-12-04T10:00:00Z', 'th'), formatDate('2026-12-04T10:00:00Z', 'th')]) {
      expect(text).toContain('2026');
      expect(text).not.toContain('2569');
    }
  });
});

describe("the platform's Lao dates in a browser without Lao date data (audit X4)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('are written as Node writes them: Lao month names, day first, 24-hour clock', async () => {
    const Lacking = laoAsEnglish as unknown as typeof Intl.DateTimeFormat;
    Object.assign(Lacking, { supportedLocalesOf: () => [] });
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Lacking });
    vi.resetModules();
    const lacking = await import('./format');
    const at = '2026-12-04T11:20:00Z';
    const lao = (options: Intl.DateTimeFormatOptions) => new Real('lo', options).format(new Date(at));
    expect(lacking.formatTime(at, 'lo')).toBe(lao({ dateStyle: 'medium', timeStyle: 'short' }));
    expect(lacking.formatTime(at, 'lo')).toMatch(/^\d+ ທ\.ວ\. 2026, \d+:20$/);
    expect(lacking.formatDate(at, 'lo')).toBe(lao({ dateStyle: 'medium' }));
  });
});
