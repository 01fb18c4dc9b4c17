import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const Real = Intl.DateTimeFormat;
/** An engine without Lao date data: it answers a Lao format in American English, as Debian's Chromium does. */
function laoAsEnglish(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
  const wanted = Array.isArray(locales) ? locales : [locales ?? ''];
  return new Real(wanted.some((l) => l.toLowerCase().startsWith('lo')) ? 'en-US' : locales, options);
}

describe('Lao dates in a browser without Lao date data (audit X4)', () => {
  // Debian's Chromium answers a Lao date format in English (or in the root pattern, "2026 M12 4 18:20"); the engine
  // here is made to do so. The expected texts are what Node, with Lao data, writes in the server's mails.
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('writes the points, coupon and order dates with Lao month names, day first, on a 24-hour clock', async () => {
    const Lacking = laoAsEnglish as unknown as typeof Intl.DateTimeFormat;
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Lacking });
    vi.resetModules();
    const { formatClock, formatDate } = await import('./format');
    const at = '2026-12-04T11:20:00Z';
    // The local time of the test's zone, as the page shows it.
    const local = new Date(at);
    const clock = `${local.getHours()}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatDate(at, 'lo')).toBe(`${local.getDate()} ທ.ວ. 2026`);
    expect(formatDate(at, 'lo', true)).toBe(`${local.getDate()} ທ.ວ. 2026, ${clock}`);
    expect(formatDate('2026-03-05T12:00:00Z', 'lo')).toMatch(/^[45] ມ\.ນ\. 2026$/);
    expect(formatClock(at, 'lo')).toBe(clock);
    expect(formatDate(at, 'lo', true)).toBe(new Real('lo', { dateStyle: 'medium', timeStyle: 'short' }).format(local));
    // Languages the browser has keep its own data.
    expect(formatDate('2026-12-04T12:00:00Z', 'fr')).toBe(
      new Real('fr', { dateStyle: 'medium' }).format(new Date('2026-12-04T12:00:00Z')),
    );
  });
});

// Audit DS6: the shop's hours as a shopper reads them: day names and times in their language, the zone named.
describe("a shop's opening hours", () => {
  it('names the days and writes the times in the reader’s language, Monday first, the zone named', async () => {
    const { formatOpeningHours, timeZoneName } = await import('./format');
    const week = [
      { day: 0, from: '10:00', to: '16:00' },
      { day: 1, from: '13:00', to: '18:00' },
      { day: 1, from: '09:00', to: '12:00' },
      { day: 5, from: '22:00', to: '02:00' },
    ];
    expect(formatOpeningHours(week, 'th')).toEqual([
      'วันจันทร์ 09:00–12:00, 13:00–18:00',
      'วันศุกร์ 22:00–02:00',
      'วันอาทิตย์ 10:00–16:00',
    ]);
    expect(formatOpeningHours(week, 'fr')[0]).toBe('lundi 09:00–12:00, 13:00–18:00');
    expect(formatOpeningHours(week, 'lo')[0]).toMatch(/^ວັນຈັນ /);
    expect(formatOpeningHours([], 'th')).toEqual([]);
    expect(timeZoneName('Asia/Bangkok', 'en')).toBe('Indochina Time (Asia/Bangkok)');
    expect(timeZoneName('Asia/Bangkok', 'th')).toMatch(/\(Asia\/Bangkok\)$/);
    expect(timeZoneName('UTC', 'th')).toBe('UTC');
    expect(timeZoneName('Etc/UTC', 'fr')).toBe('UTC');
  });
});

// Audit EV2: the chat's hours read "06:00 PM" in English while orders, notices and chat messages wrote "6:00 PM"; every
// time of day now goes through one helper, in each language's own convention, and dates with a time agree with it.
describe('a time of day', () => {
  const morning = new Date(Date.UTC(2026, 11, 4, 9, 5));
  const evening = new Date(Date.UTC(2026, 11, 4, 18, 0));

  it("is written in each language's convention", async () => {
    const { formatTimeOfDay } = await import('./format');
    const written = (locale: string) => [morning, evening].map((at) => formatTimeOfDay(at, locale, 'UTC'));
    expect(written('en')).toEqual(['9:05 AM', '6:00 PM']);
    expect(written('zh-CN')).toEqual(['09:05', '18:00']);
    expect(written('th')).toEqual(['09:05', '18:00']);
    expect(written('fr')).toEqual(['09:05', '18:00']);
    expect(written('es')).toEqual(['9:05', '18:00']);
    expect(written('lo')).toEqual(['9:05', '18:00']);
  });

  it('reads the same in the chat hours, a message, and a date with its time', async () => {
    const { formatClock, formatDate, formatOpeningHours, hoursClock, formatTimeOfDay } = await import('./format');
    for (const locale of ['en', 'zh-CN', 'fr', 'th', 'lo', 'es']) {
      const at = new Date('2026-12-04T18:00:00Z');
      const local = formatTimeOfDay(at, locale);
      expect(formatClock(at.toISOString(), locale)).toBe(local);
      expect(formatDate(at.toISOString(), locale, true).endsWith(local)).toBe(true);
      expect(hoursClock('18:00', locale)).toBe(formatTimeOfDay(evening, locale, 'UTC'));
    }
    expect(hoursClock('09:05', 'en')).toBe('9:05 AM');
    expect(formatOpeningHours([{ day: 1, from: '09:00', to: '18:00' }], 'en')).toEqual(['Monday 9:00 AM–6:00 PM']);
    expect(formatOpeningHours([{ day: 1, from: '09:00', to: '18:00' }], 'zh-CN')).toEqual(['星期一 09:00–18:00']);
    expect(formatOpeningHours([{ day: 1, from: '09:00', to: '18:00' }], 'th')).toEqual(['วันจันทร์ 09:00–18:00']);
  });
});

describe('the one door for a time of day', () => {
  it('is the only place the storefront asks the engine to write an hour', () => {
    const root = join(__dirname, '..');
    const sources = (readdirSync(root, { recursive: true }) as string[]).filter(
      (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    );
    const writers = sources
      .filter((name) =>
        /timeStyle|\bhour:|toLocaleTimeString|toLocaleString\(/.test(readFileSync(join(root, name), 'utf8')),
      )
      .map((name) => relative(root, join(root, name)).split('\\').join('/'))
      .sort();
    // format.ts writes it; chat/hours.ts reads the shop's clock as numbers (en-GB, 24-hour), and shows none of it.
    expect(writers).toEqual(['features/chat/hours.ts', 'lib/format.ts']);
  });
});
