import { type DateFormat, type DecimalFormat, dateFormat, numberFormat as localeNumberFormat } from '@mall/contract';

// Through the contract's format, so that Lao dates read in a browser without Lao date data as on the server's pages
// and in the mails ("4 ທ.ວ. 2026, 18:20", not the root pattern's "2026 M12 4 18:20"; audit X4).
const dateFormats = new Map<string, DateFormat>();
function cachedDateFormat(kind: string, locale: string, options: Intl.DateTimeFormatOptions): DateFormat {
  const key = `${kind}|${locale}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = dateFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * How the storefront writes a time of day, wherever it shows one (audit EV2: the chat's hours read "06:00 PM" in
 * English beside orders' "6:00 PM"): the language's own short time, the one its dates with a time carry too.
 */
const TIME_OF_DAY = { timeStyle: 'short' } as const satisfies Intl.DateTimeFormatOptions;

/** A date (ISO string) in the shopper's locale, e.g. "12 Mar 2025"; with its time of day written as formatTimeOfDay's. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', ...(withTime ? TIME_OF_DAY : {}) };
  return cachedDateFormat(withTime ? 'date-time' : 'date', locale, options).format(date);
}

/**
 * A time of day to the minute in the reader's convention, the one door every time of day the storefront shows goes
 * through: "6:20 PM" (en), "18:20" (zh-CN, fr, th), "9:05" (es, lo). `timeZone`: the clock it is read on (the
 * browser's when not given).
 */
export function formatTimeOfDay(date: Date, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = timeZone ? { ...TIME_OF_DAY, timeZone } : TIME_OF_DAY;
  return cachedDateFormat(`time-of-day ${timeZone ?? ''}`, locale, options).format(date);
}

/** The time of day of an instant (ISO string) on the shopper's clock, e.g. "6:20 PM", "18:20". */
export function formatClock(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatTimeOfDay(date, locale);
}

/** Number formats made once per kind and language: a page of cards formats hundreds of numbers. */
// Through the contract's format, so that Lao reads the same in a browser without Lao data as on the server's pages.
const numberFormats = new Map<string, DecimalFormat>();
function numberFormat(kind: string, locale: string, options: Intl.NumberFormatOptions): DecimalFormat {
  const key = `${kind}|${locale}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = localeNumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat('plain', locale, {}).format(value);
}

/** Large counts compactly, e.g. 12.3K / 1.2万. */
export function formatCompact(value: number, locale: string): string {
  return numberFormat('compact', locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A score or an average with exactly one decimal in the reader's language: 4.5 (en), 4,5 (fr, es). */
export function formatTenths(value: number | string, locale: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return String(value);
  return numberFormat('tenths', locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(number);
}

/** A percentage given out of 100 ("69.2") in the reader's language: 69.2% (en), 69,2 % (fr). */
export function formatPercent(value: number | string, locale: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return `${value}%`;
  return numberFormat('percent', locale, { style: 'percent', maximumFractionDigits: 1 }).format(number / 100);
}

/**
 * A country's name in the reader's language: the server's name when the page has it (its country list, an address
 * of the book), else the browser's for an ISO code ("FR"); an older address's country text as it is.
 */
export function countryName(country: string, locale: string, known?: string): string {
  if (known) return known;
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}

export interface AddressParts {
  detail: string;
  city?: string;
  region?: string;
  /** An ISO code, or an older address's country text. */
  country: string;
  /** The country's name in the reader's language, when the server gave it. */
  countryName?: string;
  postCode?: string;
}

/**
 * An address on one line, written the same on every page that shows it (checkout, payment, order): detail, town,
 * province or state, the country's name in the reader's language and the post code (left out when not given).
 */
export function formatAddress(address: AddressParts, locale: string): string {
  return [
    address.detail,
    address.city,
    address.region,
    countryName(address.country, locale, address.countryName),
    address.postCode,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Monday first: the order the storefront lists a week in. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * A shop's opening hours (day 0 Sunday to 6, `HH:MM` on the shop's clock) as lines in the shopper's language, one per
 * day that has hours: "lundi 09:00–18:00", "วันจันทร์ 09:00–18:00", "Monday 9:00 AM–6:00 PM" (audit DS6). A period past
 * midnight keeps its times.
 */
export function formatOpeningHours(periods: { day: number; from: string; to: string }[], locale: string): string[] {
  return WEEK.flatMap((day) => {
    const mine = periods.filter((p) => p.day === day).sort((a, b) => a.from.localeCompare(b.from));
    return mine.length === 0
      ? []
      : [
          `${weekdayName(day, locale)} ${mine.map((p) => `${hoursClock(p.from, locale)}–${hoursClock(p.to, locale)}`).join(', ')}`,
        ];
  });
}

/** A day of the week (0 Sunday to 6) named in the shopper's language: "mardi", "วันอังคาร". */
export function weekdayName(day: number, locale: string): string {
  // 2026-01-04 is a Sunday.
  return cachedDateFormat('weekday-utc', locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + day)),
  );
}

/** A shop's `HH:MM` written as a time of day in the shopper's convention, on no clock but its own. */
export function hoursClock(hhmm: string, locale: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return formatTimeOfDay(new Date(Date.UTC(2026, 0, 4, h ?? 0, m ?? 0)), locale, 'UTC');
}

/**
 * A time zone named for the shopper: the engine's name in their language where it has one, and its place
 * ("เวลาอินโดจีน (Asia/Bangkok)"); UTC as such, and a zone the engine only knows as an offset by its place.
 */
export function timeZoneName(zone: string, locale: string): string {
  if (/^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu)$/.test(zone)) return 'UTC';
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== zone && !/^(GMT|UTC)/.test(name) ? `${name} (${zone})` : zone;
  } catch {
    return zone;
  }
}
