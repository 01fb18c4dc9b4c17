import type { Locale } from '@mall/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What a closed account is called, in the reader's language. The row keeps the English `CLOSED_NICKNAME`
 * (account.service.ts: the name is gone, and a stored value keeps exports and older answers readable), and every view
 * of another person's name puts it in the reader's words by `closed_at` on the way out: a Thai shop reads Thai in its
 * order, reviews and chat, whatever language the shopper closed the account in.
 */
export const CLOSED_NAMES: Record<Locale, string> = {
  en: 'Closed account',
  es: 'Cuenta cerrada',
  fr: 'Compte fermé',
  lo: 'ບັນຊີທີ່ປິດແລ້ວ',
  th: 'บัญชีที่ปิดแล้ว',
  'zh-CN': '账号已注销',
};

/** The name of the user row `alias` (its nickname, or a closed account's label) for a reader of `locale`. */
export function shownNickname(alias: string, locale: Locale): SQL {
  const u = sql.raw(alias);
  return sql`CASE WHEN ${u}.closed_at IS NOT NULL THEN ${CLOSED_NAMES[locale]}::text ELSE ${u}.nickname END`;
}
