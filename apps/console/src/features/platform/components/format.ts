import type { Locale } from '@mall/contract';
import { dateOnly, dateTime } from '../../../lib/format';

/** A date and time in the console's language: the console's one style (lib/format.ts `dateTime`, audit AW15). */
export function formatTime(iso: string | null | undefined, language: Locale): string {
  return dateTime(iso, undefined, language);
}

/** A date alone in the console's language: the console's one style (lib/format.ts `dateOnly`, audit AW15). */
export function formatDate(iso: string | null | undefined, language: Locale): string {
  return dateOnly(iso, language);
}
