/**
 * Money is integer minor units (cents) everywhere inside the system and a decimal string with two places in JSON.
 * These helpers are the only place that converts or does arithmetic on money; no floating point is involved.
 */
export type Cents = number;

const DECIMAL = /^(-)?(\d{1,12})(?:\.(\d{1,2}))?$/;

export function toCents(decimal: string): Cents {
  const match = DECIMAL.exec(decimal.trim());
  if (!match) throw new RangeError(`not a money amount: ${decimal}`);
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function addCents(...amounts: Cents[]): Cents {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return a - b;
}

/** Multiplies by a whole quantity. */
export function multiplyCents(amount: Cents, quantity: number): Cents {
  if (!Number.isInteger(quantity)) throw new RangeError('quantity must be whole');
  return amount * quantity;
}

/** Takes a share given in basis points (1/100 of a percent), rounding half up. */
export function shareOfCents(amount: Cents, basisPoints: number): Cents {
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

/** Formats a decimal money string for display with the store's currency symbol. */
export function formatMoney(decimal: string | Cents, symbol = '$'): string {
  const text = typeof decimal === 'number' ? fromCents(decimal) : decimal;
  return `${symbol}${text}`;
}
