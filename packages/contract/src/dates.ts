/**
 * Dates as a language writes them in every engine, as numbers are in money.ts (audit Q6): Debian's Chromium has no
 * Lao date data and writes a Lao date in the root pattern ("2026 M12 4 18:20") or in English, while Node (full ICU)
 * writes CLDR's "4 ທ.ວ. 2026, 18:20" in the server's pages and mails. Where the engine lacks the language, its CLDR
 * month and weekday names and patterns below are used; everywhere else the engine's own Intl.DateTimeFormat.
 */

/** A date format: Intl.DateTimeFormat's, or CLDR's patterns for a language the engine lacks. */
export type DateFormat = { format(date?: Date | number): string };

type DateData = {
  /** Checked against what the engine writes: December's long name. */
  monthsLong: readonly string[];
  monthsShort: readonly string[];
  weekdaysLong: readonly string[];
  /** dateStyle full, long, medium, short (d, dd, M, MM, MMM, MMMM, y, EEEE as CLDR writes them). */
  dateStyles: Record<'full' | 'long' | 'medium' | 'short', string>;
  /** Between a date and a time. */
  joiner: string;
};

/** CLDR 48 (Node 26's ICU 78) for Lao: a 24-hour clock, the day before the month. */
const CLDR_DATES: Record<string, DateData> = {
  lo: {
    monthsLong: ['ມັງກອນ', 'ກຸມພາ', 'ມີນາ', 'ເມສາ', 'ພຶດສະພາ', 'ມິຖຸນາ', 'ກໍລະກົດ', 'ສິງຫາ', 'ກັນຍາ', 'ຕຸລາ', 'ພະຈິກ', 'ທັນວາ'],
    monthsShort: ['ມ.ກ.', 'ກ.ພ.', 'ມ.ນ.', 'ມ.ສ.', 'ພ.ພ.', 'ມິ.ຖ.', 'ກ.ລ.', 'ສ.ຫ.', 'ກ.ຍ.', 'ຕ.ລ.', 'ພ.ຈ.', 'ທ.ວ.'],
    weekdaysLong: ['ວັນອາທິດ', 'ວັນຈັນ', 'ວັນອັງຄານ', 'ວັນພຸດ', 'ວັນພະຫັດ', 'ວັນສຸກ', 'ວັນເສົາ'],
    dateStyles: { full: 'EEEE, d MMMM y', long: 'd MMMM y', medium: 'd MMM y', short: 'd/M/y' },
    joiner: ', ',
  },
};

const languageOf = (locale: string) => locale.split('-')[0]!.toLowerCase();

/** Whether the contract carries CLDR dates for the language, so that a page need not fall back to another one. */
export function hasDateData(locale: string): boolean {
  return languageOf(locale) in CLDR_DATES;
}

const engineKnows = new Map<string, boolean>();

/**
 * Whether the engine writes the language's dates itself: told by what it writes (December's name), not by the
 * language it names, since Chromium can claim Lao and still write the root pattern's "M12".
 */
function engineWrites(language: string, data: DateData): boolean {
  let known = engineKnows.get(language);
  if (known === undefined) {
    const december = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2026, 11, 4),
    );
    known = december === data.monthsLong[11];
    engineKnows.set(language, known);
  }
  return known;
}

type Fields = { y: number; M: number; d: number; H: number; m: number; s: number; weekday: number };

/** The date's fields in the format's time zone (the engine's own zone when none is given), on a 24-hour clock. */
function fieldsReader(timeZone: string | undefined): (date: Date) => Fields {
  const numeric = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return (date) => {
    const parts = numeric.formatToParts(date);
    const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    const [y, M, d] = [value('year'), value('month'), value('day')];
    const weekday = new Date(Date.UTC(y, M - 1, d)).getUTCDay();
    return { y, M, d, H: value('hour') % 24, m: value('minute'), s: value('second'), weekday };
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The CLDR pattern of the date part for component options (availableFormats: yMMMd "d MMM y", yMd "d/M/y"…). */
function datePattern(o: Intl.DateTimeFormatOptions): string {
  const day = o.day === '2-digit' ? 'dd' : o.day ? 'd' : '';
  const month =
    o.month === 'long'
      ? 'MMMM'
      : o.month === 'short' || o.month === 'narrow'
        ? 'MMM'
        : o.month === '2-digit'
          ? 'MM'
          : o.month
            ? 'M'
            : '';
  const year = o.year ? 'y' : '';
  const words = month.length > 2;
  const date = words ? [day, month, year].filter(Boolean).join(' ') : [day, month, year].filter(Boolean).join('/');
  return o.weekday === 'long' ? [`EEEE`, date].filter(Boolean).join(', ') : date;
}

/** The time part: CLDR Lao writes "HH:mm" alone, "H:mm" beside a date and with seconds, 2-digit always padded. */
function timePattern(o: Intl.DateTimeFormatOptions, withDate: boolean): string {
  if (!o.hour && !o.minute) return '';
  const padded = o.hour === '2-digit' || (!withDate && !o.second);
  const hour = padded ? 'HH' : 'H';
  return [hour, o.minute ? 'mm' : '', o.second ? 'ss' : ''].filter(Boolean).join(':');
}

function write(pattern: string, f: Fields, data: DateData): string {
  return pattern.replace(/EEEE|MMMM|MMM|MM|M|dd|d|y|HH|H|mm|ss/g, (token) => {
    switch (token) {
      case 'EEEE':
        return data.weekdaysLong[f.weekday]!;
      case 'MMMM':
        return data.monthsLong[f.M - 1]!;
      case 'MMM':
        return data.monthsShort[f.M - 1]!;
      case 'MM':
        return pad(f.M);
      case 'M':
        return String(f.M);
      case 'dd':
        return pad(f.d);
      case 'd':
        return String(f.d);
      case 'y':
        return String(f.y);
      case 'HH':
        return pad(f.H);
      case 'H':
        return String(f.H);
      case 'mm':
        return pad(f.m);
      default:
        return pad(f.s);
    }
  });
}

/** CLDR's format for the options the apps use: dateStyle/timeStyle, or day, month, year, weekday, hour, minute, second. */
function cldrFormat(data: DateData, options: Intl.DateTimeFormatOptions): DateFormat {
  let date: string;
  let time: string;
  if (options.dateStyle || options.timeStyle) {
    date = options.dateStyle ? data.dateStyles[options.dateStyle] : '';
    time = options.timeStyle === 'short' ? 'H:mm' : options.timeStyle ? 'H:mm:ss' : '';
  } else {
    const o =
      options.year || options.month || options.day || options.weekday || options.hour || options.minute
        ? options
        : { year: 'numeric' as const, month: 'numeric' as const, day: 'numeric' as const };
    date = datePattern(o);
    time = timePattern(o, date !== '');
  }
  const pattern = [date, time].filter(Boolean).join(data.joiner);
  const fields = fieldsReader(options.timeZone);
  return { format: (value = Date.now()) => write(pattern, fields(new Date(value)), data) };
}

/**
 * A date format of `locale` (a "-u-ca-gregory" extension is kept for the engine) that writes the same in every
 * engine: the engine's own where it writes the language's dates, else CLDR's names and patterns for the language.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormat {
  const data = CLDR_DATES[languageOf(locale)];
  if (!data || engineWrites(languageOf(locale), data)) return new Intl.DateTimeFormat(locale, options);
  return cldrFormat(data, options);
}
