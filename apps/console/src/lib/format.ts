import { type DecimalFormat, dateFormat, formatMoney, hasDateData, numberFormat } from '@mall/contract';
import type { Dayjs } from 'dayjs';
import { currentLanguage } from './i18n';

/**
 * The console's language for dates, always on the Gregorian calendar: Thai would otherwise count Buddhist-era years
 * (2569) while every antd date picker shows 2026.
 */
export function dateLocale(language: string = currentLanguage()): string {
  // A browser without the language's date data falls back to American dates, month first: British English keeps the
  // day first and the 24-hour clock instead. Lao, which Chromium on Linux lacks, is written from the CLDR data the
  // contract carries (dateFormat; audit X4).
  if (!hasDateData(language) && Intl.DateTimeFormat.supportedLocalesOf([language]).length === 0) {
    return 'en-GB-u-ca-gregory';
  }
  return `${language}-u-ca-gregory`;
}

/** "2319.99" -> "$2,319.99", "2 319,99 $": the mall's currency symbol, grouped and marked as the console's language does. */
export const money = (decimal: string, short = false) => formatMoney(decimal, '$', currentLanguage(), { short });

/** One per language: a finance page writes a rate per shop. */
const percentFormats = new Map<string, DecimalFormat>();

/** A rate the API sends as a decimal percent ("3.00") as the console's language writes it: "3.00%", "3,00 %" (audit V2). */
export function percent(decimal: string): string {
  const language = currentLanguage();
  let format = percentFormats.get(language);
  if (!format) {
    format = numberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    percentFormats.set(language, format);
  }
  return format.format(Number(decimal) / 100);
}

/** One per language: a shop's rating and its counts. */
const ratingFormats = new Map<string, DecimalFormat>();
const countFormats = new Map<string, DecimalFormat>();

/**
 * A shop's rating the API sends as a number (4.5, audit FX16), with one decimal, as the console's language writes it and
 * as the storefront shows it: "4.5", "4,5" (audit DB2: printed as sent, "Note 4.5" beside "8 545,75 $").
 */
export function rating(value: number): string {
  const language = currentLanguage();
  let format = ratingFormats.get(language);
  if (!format) {
    format = numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    ratingFormats.set(language, format);
  }
  return format.format(value);
}

/** A count grouped as the console's language groups it: "29,286", "29 286" (audit DB2). */
export function count(n: number): string {
  const language = currentLanguage();
  let format = countFormats.get(language);
  if (!format) {
    format = numberFormat(language);
    countFormats.set(language, format);
  }
  return format.format(n);
}

/**
 * The console's one way of writing a moment and a day (audit AW15: the payout queue wrote "03/12/2026, 23:00" where the
 * applications list wrote "5 dic 2026, 6:46"): the language's medium date, with the short time, as the storefront
 * writes them too. Every date the console prints goes through `dateTime`, `dateOnly` or `calendarDay`.
 */
const MOMENT = { dateStyle: 'medium', timeStyle: 'short' } as const;
const DAY = { dateStyle: 'medium' } as const;

/**
 * An ISO time in the console's language, to the minute; '' for none. In `timeZone` when given: a shop's money (its
 * statement, its payouts) is told by the shop's own clock, as its statement's days are, not the browser's.
 */
export function dateTime(
  iso: string | null | undefined,
  timeZone?: string,
  language: string = currentLanguage(),
): string {
  if (!iso) return '';
  return dateFormat(dateLocale(language), { ...MOMENT, ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
}

/** The day of an ISO time in the console's language ("5 dic 2026"); '' for none. */
export function dateOnly(iso: string | null | undefined, language: string = currentLanguage()): string {
  if (!iso) return '';
  return dateFormat(dateLocale(language), DAY).format(new Date(iso));
}

/** A "YYYY-MM-DD" day as a short date in the console's language ("Mar 5"). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dateFormat(dateLocale(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** A "YYYY-MM-DD" day as a full date in the console's language (a bank transfer's day), as `dateOnly` writes one. */
export function calendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dateFormat(dateLocale(), { ...DAY, timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/**
 * What an antd date box shows and reads: the day (or the moment) written as the page writes its dates ("5 déc. 2026",
 * "5 ธ.ค. 2026, 12:30"), and typed as "2026-12-05" (or "2026-12-05 12:30"), the one form every language can type (audit
 * DS10: the boxes showed "2026-12-05" beside "5 déc. 2026"). antd shows with the first format and reads with the others.
 */
export const dayBoxFormat = (): [(day: Dayjs) => string, string] => [
  (day) => calendarDay(day.format('YYYY-MM-DD')),
  'YYYY-MM-DD',
];

export const momentBoxFormat = (): [(moment: Dayjs) => string, string] => [
  (moment) => dateTime(moment.toISOString()),
  'YYYY-MM-DD HH:mm',
];
