import type { Locale } from '@mall/contract';

// Dates as a reader reads them in their language, the one way the server writes them: mails and notices ("4 déc.
// 2026, 18:20 UTC") and the server-rendered pages' review dates ("4 déc. 2026", audit X6). In UTC: a reader's zone is
// not known to the server, and the pages' machine-readable dates (`datetime`, JSON-LD) are UTC days.

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
