import { randomInt } from 'node:crypto';

/** PT… (a checkout), SH… (a shop's part), RE… (a refund): UTC time to the second and six random digits. */
export function newOrderNo(prefix: 'PT' | 'SH' | 'RE'): string {
  const now = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${now}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
