import { formatMoney } from '@mall/contract';
import { currentLanguage } from './i18n';

/** "19.90" -> "$19.90" (the mall's currency symbol). */
export const money = (decimal: string) => formatMoney(decimal);

/** An ISO time in the console's language, to the minute; '' for none. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(currentLanguage(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A "YYYY-MM-DD" day as a short date in the console's language ("Mar 5"). */
export function shortDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}

/** A "YYYY-MM-DD" day as a full date in the console's language (a bank transfer's day). */
export function calendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}
