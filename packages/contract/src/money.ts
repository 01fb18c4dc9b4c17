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

/** Formats a decimal money string for display with the store's currency symbol. */
export function formatMoney(decimal: string | Cents, symbol = '$'): string {
  const text = typeof decimal === 'number' ? fromCents(decimal) : decimal;
  return `${symbol}${text}`;
}
