/**
 * Money is integer minor units (cents) everywhere inside the system and a decimal string with two places in JSON.
 * These helpers are the only place that converts or does arithmetic on money; no floating point is involved.
 */
export type Cents = number;

/**
 * The largest amount of money the mall handles: a price, a coupon, an order's total and each shop's part of it.
 * It is Stripe's largest card charge (999,999.99 USD). Money columns are int4 cents (at most 21,474,836.47), so a
 * bounded amount, a freight fee and the sums of an order fit them, and price × quantity (at most 999) and the sums
 * of a whole checkout stay far inside JavaScript's safe integers.
 */
export const MAX_MONEY_CENTS: Cents = 99_999_999;
export const MAX_MONEY = '999999.99';
/** The mall's currency: every price and order, and every card charge (Stripe writes it in lower case). */
export const MALL_CURRENCY = 'usd';
/**
 * The least a card charge takes, per currency: Stripe refuses a smaller PaymentIntent (`amount_too_small`), so a
 * checkout never pays less (audit DF2).
 */
export const CARD_MINIMUM_CENTS: Record<string, Cents> = { usd: 50 };
/** The least a checkout pays in the mall's currency. */
export const PAY_MINIMUM_CENTS: Cents = CARD_MINIMUM_CENTS[MALL_CURRENCY] ?? 50;
/** What a shopper is told when an order (or one cart line, which is ordered whole) would pass MAX_MONEY. */
export const ORDER_TOO_LARGE = 'The order total is too large; split it into several orders';

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

export function toCents(decimal: string): Cents {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`not a money amount: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** Money a person typed (a price, a coupon, a filter): exact, at most two decimals, from 0 to MAX_MONEY. */
export function parseMoney(decimal: string): Cents {
  const cents = toCents(decimal);
  if (cents < 0 || cents > MAX_MONEY_CENTS) throw new RangeError(`money out of range: ${decimal}`);
  return cents;
}

/**
 * What a request is told when its money is written with a thousands separator ("1,999", "1 999", "1'999") or a decimal
 * comma ("19,99"), as a reader's language writes amounts (audit GU2): money in a request is the contract's decimal text,
 * a point before at most two decimals and no grouping, in every language. Said before the field's own message ("at most
 * two decimals"), which named another problem than the one typed.
 */
export const MONEY_WRITING = 'Write the amount with a point before the cents and no thousands separators, e.g. 1999.50';

/** A comma, space or apostrophe at a digit: a grouping or a decimal comma, which money text never has. */
const SEPARATED = /\d[,'\u2019\s\u00a0\u202f]|[,'\u2019\s\u00a0\u202f]\d/;

/** Whether money text writes a separator the contract's decimal text has not (`MONEY_WRITING`). */
export function writesSeparators(text: string): boolean {
  return SEPARATED.test(text.trim());
}

/** Whether decimal text is money from `min` to `max` cents; false (never a throw) for text that is no money. */
export function isMoneyWithin(decimal: string, min: Cents, max: Cents = MAX_MONEY_CENTS): boolean {
  if (!DECIMAL.test(decimal.trim())) return false;
  const cents = toCents(decimal);
  return cents >= min && cents <= max;
}

/** Whether an amount in cents is whole and within the bound (0 to MAX_MONEY_CENTS). */
export function isBoundedMoney(cents: Cents): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= MAX_MONEY_CENTS;
}

export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A result of arithmetic that is no longer a whole number of cents (beyond 2^53) is refused, never rounded. */
function exact(cents: Cents): Cents {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a safe whole number of cents: ${cents}`);
  return cents;
}

export function addCents(...amounts: Cents[]): Cents {
  return exact(amounts.reduce((sum, amount) => sum + amount, 0));
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return exact(a - b);
}

/** Multiplies by a whole quantity. */
export function multiplyCents(amount: Cents, quantity: number): Cents {
  if (!Number.isInteger(quantity)) throw new RangeError('quantity must be whole');
  return exact(amount * quantity);
}

/** Takes a share given in basis points (1/100 of a percent), rounding half up. */
export function shareOfCents(amount: Cents, basisPoints: number): Cents {
  return exact(Math.floor((exact(amount * basisPoints) + 5000) / 10000));
}

/** A piece of an amount as a language writes it: `symbol` is the store's, the rest Intl's. */
export type MoneyPart = {
  type: 'minus' | 'symbol' | 'integer' | 'group' | 'decimal' | 'fraction' | 'literal';
  value: string;
};
export type MoneyOptions = {
  /** A round amount without its ".00" ("5 $" on a coupon chip); any other keeps both decimals. */
  short?: boolean;
};

/**
 * Intl reads a decimal string as an exact decimal (Intl.NumberFormat v3: Node 26, Chromium, Firefox 116, Safari
 * 15.4); TypeScript's ES2022 library only declares numbers. An engine without v3 turns the string into a number,
 * which still holds every amount the mall has (at most 14 significant digits) to the cent.
 */
export type DecimalFormat = {
  format(value: number | string): string;
  formatToParts(value: number | string): Intl.NumberFormatPart[];
};

/**
 * What CLDR writes for a language whose number data an engine may lack (Debian's Chromium has none for Lao and writes
 * it as English: "$2,319.99", "6.8K"), so that a Lao reader sees "$2.319,99" and "6,8 ພັນ" in the browser as on the
 * server's pages and in mails. Lao writes numbers as English does but for its marks, its minus after the currency
 * sign ("$-5,00") and its words for thousands, millions… in compact numbers (English K, M, B, T have the same steps).
 */
const NBSP = '\u00a0';

type LanguageData = {
  group: string;
  decimal: string;
  minusAfterSymbol: boolean;
  compact: Record<string, string>;
};
const CLDR_DATA: Record<string, LanguageData> = {
  lo: {
    group: '.',
    decimal: ',',
    minusAfterSymbol: true,
    compact: { K: 'ພັນ', M: 'ລ້ານ', B: 'ຕື້', T: 'ລ້ານລ້ານ' },
  },
};

/** The marks of a language the engine lacks data for; null when the engine knows the language: its own data is used. */
export function missingMarks(locale: string, resolved: string): { group: string; decimal: string } | null {
  const data = missingData(locale, resolved);
  return data && { group: data.group, decimal: data.decimal };
}

function missingData(locale: string, resolved: string): LanguageData | null {
  const language = locale.split('-')[0]!.toLowerCase();
  if (resolved.split('-')[0]!.toLowerCase() === language) return null;
  return CLDR_DATA[language] ?? null;
}

/**
 * Whether the engine lacks the language's number data and CLDR's are ours to apply: it answers for another language,
 * or it claims the language and writes it with the root locale's marks ("$ 100.00": Debian's Chromium with Lao as its
 * own default language). Told by the marks it writes, not by the language it names.
 */
function ownData(locale: string): LanguageData | null {
  const data = CLDR_DATA[locale.split('-')[0]!.toLowerCase()];
  if (!data) return null;
  const engine = new Intl.NumberFormat(locale);
  if (missingData(locale, engine.resolvedOptions().locale)) return data;
  const parts = engine.formatToParts(1234.5);
  const mark = (type: string) => parts.find((part) => part.type === type)?.value;
  return mark('group') === data.group && mark('decimal') === data.decimal ? null : data;
}

/**
 * A number format of `locale` that writes the same in every engine: the engine's own where it has the language's
 * data, else English's pattern (which is the one Lao's follows) with the language's CLDR marks and compact words,
 * whatever the engine's default language.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): DecimalFormat {
  const data = ownData(locale);
  if (!data) return new Intl.NumberFormat(locale, options) as unknown as DecimalFormat;
  const english = new Intl.NumberFormat('en-US', options) as unknown as DecimalFormat;
  const formatToParts = (value: number | string) => {
    const parts: Intl.NumberFormatPart[] = [];
    for (const part of english.formatToParts(value)) {
      if (part.type === 'group' || part.type === 'decimal') parts.push({ ...part, value: data[part.type] });
      else if (part.type === 'compact') {
        parts.push({ type: 'literal', value: NBSP }, { ...part, value: data.compact[part.value] ?? part.value });
      } else parts.push(part);
    }
    const minus = parts.findIndex((part) => part.type === 'minusSign');
    const currency = parts.findIndex((part) => part.type === 'currency');
    if (data.minusAfterSymbol && minus >= 0 && currency === minus + 1) {
      [parts[minus], parts[currency]] = [parts[currency]!, parts[minus]!];
    }
    return parts;
  };
  return {
    formatToParts,
    format: (value) =>
      formatToParts(value)
        .map((part) => part.value)
        .join(''),
  };
}

/** One formatter per language: making one is ICU's work, and a page of cards formats hundreds of amounts. */
const moneyFormats = new Map<string, DecimalFormat>();
function moneyFormat(locale: string): DecimalFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    // USD stands in for the store's symbol: only the language's pattern (grouping, decimal mark, where the sign goes
    // and the space beside it) is taken; the mall has a symbol and no currency code.
    format = numberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format;
}

const PART_TYPES: Partial<Record<Intl.NumberFormatPartTypes, MoneyPart['type']>> = {
  minusSign: 'minus',
  currency: 'symbol',
  integer: 'integer',
  group: 'group',
  decimal: 'decimal',
  fraction: 'fraction',
  literal: 'literal',
};

/** Neither a symbol nor a space: a sign ending in a letter ("Kip", "USD") is kept off the digits (CLDR currencySpacing). */
const WORDLIKE = /[^\p{S}\p{Z}]/u;

/**
 * An amount in `locale`'s pattern with the store's symbol where the language puts its currency sign. A symbol that
 * ends (or starts) with a letter gets a no-break space beside the digits, as ICU does for a code ("USD 5.00").
 */
export function moneyParts(
  amount: string | Cents,
  symbol: string,
  locale: string,
  options: MoneyOptions = {},
): MoneyPart[] {
  const cents = typeof amount === 'number' ? amount : toCents(amount);
  const parts: MoneyPart[] = [];
  for (const part of moneyFormat(locale).formatToParts(fromCents(cents))) {
    const type = PART_TYPES[part.type];
    if (!type) continue;
    parts.push({ type, value: type === 'symbol' ? symbol : part.value });
  }
  const trimmed =
    options.short && cents % 100 === 0 ? parts.filter((p) => p.type !== 'decimal' && p.type !== 'fraction') : parts;
  return spaced(trimmed);
}

function spaced(parts: MoneyPart[]): MoneyPart[] {
  const at = parts.findIndex((p) => p.type === 'symbol');
  const symbol = parts[at]?.value ?? '';
  const before = parts[at - 1];
  const after = parts[at + 1];
  const out = [...parts];
  if (after?.type === 'integer' && WORDLIKE.test(symbol.at(-1) ?? '')) {
    out.splice(at + 1, 0, { type: 'literal', value: NBSP });
  }
  if ((before?.type === 'fraction' || before?.type === 'integer') && WORDLIKE.test(symbol.at(0) ?? '')) {
    out.splice(at, 0, { type: 'literal', value: NBSP });
  }
  return out;
}

/**
 * An amount for display: a decimal string ("2319.99") or cents, with the store's currency symbol, in the reader's
 * language ("$2,319.99", "2 319,99 $", "2319,99 $"); exact, always two decimals (unless `short` and round). Without a
 * locale it reads as the bare decimal after the symbol ("$2319.99"): only for texts whose reader's language is not
 * known. Text that is no amount (an old chat card) is shown as it is, after the symbol, rather than failing a page.
 */
export function formatMoney(
  decimal: string | Cents,
  symbol = '$',
  locale?: string,
  options: MoneyOptions = {},
): string {
  const text = typeof decimal === 'number' ? fromCents(decimal) : decimal;
  if (locale === undefined || !DECIMAL.test(text.trim())) return `${symbol}${text}`;
  return moneyParts(text.trim(), symbol, locale, options)
    .map((p) => p.value)
    .join('');
}
