import { randomInt } from 'node:crypto';

/** PT… (a checkout), SH… (a shop's part), RE… (a refund): UTC time to the second and six random digits. */
export function newOrderNo(prefix: 'PT' | 'SH' | 'RE'): string {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** Where writers draw their numbers: a test makes them collide through it. */
export const orderNumbers = { draw: newOrderNo };

/** How many numbers are drawn before giving up: each draw collides with a chance of about one in ten thousand. */
const DRAWS = 8;

/**
 * Inserts a row under a new number. Six random digits per second collide: at 76 orders a second two shop orders
 * drew the same number within a 20-second run and the checkout failed with a 500 (issue 25). `insert` writes with
 * `ON CONFLICT (…number…) DO NOTHING RETURNING …` and answers undefined when the number was taken; another is drawn.
 * The conflict is resolved by the unique index itself, so two processes drawing the same number at once never both
 * keep it.
 */
export async function insertNumbered<T>(
  prefix: 'PT' | 'SH' | 'RE',
  insert: (no: string) => Promise<T | undefined>,
  draw: (prefix: 'PT' | 'SH' | 'RE') => string = newOrderNo,
): Promise<{ no: string; row: T }> {
  for (let i = 0; i < DRAWS; i++) {
    const no = draw(prefix);
    const row = await insert(no);
    if (row !== undefined) return { no, row };
  }
  throw new Error(`No free ${prefix} number after ${DRAWS} draws`);
}
