import { afterEach, describe, expect, it, vi } from 'vitest';

// The option sets the storefront and the console format dates with, and a few more of CLDR's.
const OPTIONS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { dateStyle: 'long' },
  { dateStyle: 'full' },
  { dateStyle: 'short', timeStyle: 'short' },
  { timeStyle: 'short' },
  { hour: '2-digit', minute: '2-digit' },
  { hour: 'numeric', minute: 'numeric' },
  { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' },
  { month: 'short', day: 'numeric' },
  { month: 'long', day: 'numeric' },
  { year: 'numeric', month: 'short', day: 'numeric' },
  { year: 'numeric', month: 'long', day: 'numeric' },
  { year: 'numeric', month: 'numeric', day: 'numeric' },
  { year: 'numeric', month: 'long' },
];
// Every month, one- and two-digit days and hours, midnight and the last minute of a day.
const DATES = Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 1 + month * 2, month * 2, month * 5, 7));
DATES.push(Date.UTC(2026, 11, 4, 11, 20), Date.UTC(2026, 0, 1, 0, 0), Date.UTC(2025, 11, 31, 23, 59));

describe('Lao dates in an engine without Lao date data (audit X4)', () => {
  // Debian's Chromium has no Lao date data: Intl answers in English, or claims Lao and writes the root pattern
  // ("2026 M12 4"). The engine here is made to do that for Lao; Node, which runs the test, has Lao data, so what it
  // writes itself is what the format must write without it.
  const Real = Intl.DateTimeFormat;
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });
  async function engine(lao: (options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat) {
    const Lacking = function DateTimeFormat(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      const wanted = Array.isArray(locales) ? locales : [locales ?? ''];
      return wanted.some((l) => l.toLowerCase().startsWith('lo')) ? lao(options) : new Real(locales, options);
    } as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Lacking });
    vi.resetModules();
    return import('./dates');
  }
  const expected = (options: Intl.DateTimeFormatOptions, zone: string) =>
    DATES.map((date) => new Real('lo', { ...options, timeZone: zone }).format(date));

  it('writes month names and patterns as CLDR does (as Node writes them) where the engine answers in English', async () => {
    const { dateFormat } = await engine((options) => new Real('en-US', options));
    expect(new Intl.DateTimeFormat('lo', { dateStyle: 'medium' }).format(DATES[12])).toBe('Dec 4, 2026');
    for (const zone of ['UTC', 'Asia/Vientiane']) {
      for (const options of OPTIONS) {
        const format = dateFormat('lo', { ...options, timeZone: zone });
        expect(
          DATES.map((date) => format.format(date)),
          JSON.stringify(options),
        ).toEqual(expected(options, zone));
      }
    }
    const vientiane = { timeZone: 'Asia/Vientiane' };
    expect(dateFormat('lo', { dateStyle: 'medium', timeStyle: 'short', ...vientiane }).format(DATES[12])).toBe(
      '4 ທ.ວ. 2026, 18:20',
    );
    expect(dateFormat('lo-u-ca-gregory', { dateStyle: 'medium', ...vientiane }).format(DATES[12])).toBe('4 ທ.ວ. 2026');
    // Other languages keep the engine's own data.
    expect(dateFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(DATES[12])).toBe('4 déc. 2026');
  });

  it('writes the same where the engine claims Lao but writes the root pattern (Chromium, Lao its default)', async () => {
    // The root locale's pattern under Lao's name, "2026 M12 4", whatever was asked: what that engine writes.
    const { dateFormat } = await engine((options) => {
      const numeric = new Real('en-US', {
        timeZone: options?.timeZone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      });
      const root = (date?: Date | number) => {
        const part = (type: string) => numeric.formatToParts(date).find((p) => p.type === type)?.value;
        return `${part('year')} M${part('month')} ${part('day')}`;
      };
      return { format: root, resolvedOptions: () => ({ locale: 'lo' }) } as unknown as Intl.DateTimeFormat;
    });
    expect(new Intl.DateTimeFormat('lo', { dateStyle: 'medium', timeZone: 'UTC' }).format(DATES[12])).toBe(
      '2026 M12 4',
    );
    const format = dateFormat('lo', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Vientiane' });
    expect(format.format(DATES[12])).toBe('4 ທ.ວ. 2026, 18:20');
  });

  it("uses the engine's own Lao where it has it", async () => {
    const { dateFormat } = await import('./dates');
    expect(dateFormat('lo', { dateStyle: 'medium' })).toBeInstanceOf(Intl.DateTimeFormat);
  });
});
