import type { Locale } from '@mall/contract';

// Dates as a reader reads them in their language, the one way the server writes them: mails and notices ("4 déc.
// 2026, 18:20 UTC") and the server-rendered pages' review dates ("4 déc. 2026", audit X6). In UTC unless the reader's
// zone is known (a notice read in the browser, a mail of an event the reader caused: `zonedTime`), and the pages'
// machine-readable dates (`datetime`, JSON-LD) are UTC days.

/**
 * A language's format, made once: making one is ICU's work (about a tenth of a millisecond), and every notice of a
 * checkout with a pay-by date made it again (1.6 % of the server's time under the checkout benchmark, issue 25).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The date and its time (`time`, the mails' and notices'), or the day alone (`day`). */
export function dateFormat(locale: Locale, style: 'time' | 'day' = 'time'): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === 'time'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format;
}

const zoned = new Map<string, Intl.DateTimeFormat>();
const zones = new Map<string, boolean>();

/** Whether a time zone name (a browser's `Intl…timeZone`, "Asia/Vientiane") is one this runtime knows. */
export function knownTimeZone(zone: string): boolean {
  let known = zones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      known = zone.length <= 64;
    } catch {
      known = false;
    }
    if (zones.size < 1000) zones.set(zone, known);
  }
  return known;
}

/**
 * A moment in a reader's zone and language: "5 déc. 2026, 09:19", and with the zone named ("… UTC+7") where the
 * reader cannot tell it from the page around it (a mail), audit CI2.
 */
export function zonedTime(locale: Locale, date: Date, zone: string, named: boolean): string {
  if (zone === 'UTC' && named) return `${dateFormat(locale).format(date)} UTC`;
  const key = `${locale} ${zone} ${named}`;
  let format = zoned.get(key);
  if (!format) {
    // The style of `dateFormat`; a named zone needs the parts spelt out (a style and a zone name do not mix).
    format = new Intl.DateTimeFormat(
      locale,
      named
        ? {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: zone,
            timeZoneName: 'short',
          }
        : { dateStyle: 'medium', timeStyle: 'short', timeZone: zone },
    );
    if (zoned.size < 1000) zoned.set(key, format);
  }
  return format.format(date);
}
