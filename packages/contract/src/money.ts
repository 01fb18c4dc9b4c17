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
type DecimalFormat = { formatToParts(decimal: string): Intl.NumberFormatPart[] };

/**
 * The marks of a language whose number data the engine lacks (Debian's Chromium has none for Lao and writes it as
 * English: "$2,319.99"), from CLDR, so that a Lao reader sees "$2.319,99" in the browser as on the server's pages and
 * in mails. Null when the engine knows the language: its own data is used.
 */
const CLDR_MARKS: Record<string, { group: string; decimal: string }> = { lo: { group: '.', decimal: ',' } };
export function missingMarks(locale: string, resolved: string): { group: string; decimal: string } | null {
  const language = locale.split('-')[0]!.toLowerCase();
  if (resolved.split('-')[0]!.toLowerCase() === language) return null;
  return CLDR_MARKS[language] ?? null;
}

/** One formatter per language: making one is ICU's work, and a page of cards formats hundreds of amounts. */
const moneyFormats = new Map<string, DecimalFormat>();
function moneyFormat(locale: string): DecimalFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    // USD stands in for the store's symbol: only the language's pattern (grouping, decimal mark, where the sign goes
    // and the space beside it) is taken; the mall has a symbol and no currency code.
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }) as unknown as DecimalFormat;
    const marks = missingMarks(locale, (format as unknown as Intl.NumberFormat).resolvedOptions().locale);
    if (marks) {
      const own = format;
      format = {
        formatToParts: (decimal) =>
          own
            .formatToParts(decimal)
            .map((p) => (p.type === 'group' || p.type === 'decimal' ? { ...p, value: marks[p.type] } : p)),
      };
    }
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
const NBSP = '\u00a0';

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
