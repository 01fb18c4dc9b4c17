import { dateFormat, type Locale } from '@mall/contract';
import { dateLocale } from '../../../lib/format';

/** A date and time in the console's language, e.g. 2026-03-01 14:05 in English. */
export function formatTime(iso: string | null | undefined, language: Locale): string {
  if (!iso) return '';
  return dateFormat(dateLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A date alone, e.g. Jul 5, 2025 in English. */
export function formatDate(iso: string | null | undefined, language: Locale): string {
  if (!iso) return '';
  return dateFormat(dateLocale(language), { dateStyle: 'medium' }).format(new Date(iso));
}
