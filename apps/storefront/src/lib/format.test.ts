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
    expect(formatClock(at, 'lo')).toBe(clock.padStart(5, '0'));
    expect(formatDate(at, 'lo', true)).toBe(new Real('lo', { dateStyle: 'medium', timeStyle: 'short' }).format(local));
    // Languages the browser has keep its own data.
    expect(formatDate('2026-12-04T12:00:00Z', 'fr')).toBe(
      new Real('fr', { dateStyle: 'medium' }).format(new Date('2026-12-04T12:00:00Z')),
    );
  });
});
