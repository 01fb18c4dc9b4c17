import type { Locale } from '@mall/contract';

/**
 * The mall's own name in each language, the one source of it (walk GM F8): its mails' letterhead and signature, the
 * name its chat answers are told under, and its conversation's name in the chat lists. A zh-CN mail signed "Mall"
 * while the chat list said "Mall 商城".
 */
export const MALL_NAMES: Record<Locale, string> = {
  en: 'Mall',
  'zh-CN': 'Mall 商城',
  fr: 'Mall',
  th: 'Mall',
  lo: 'Mall',
  es: 'Mall',
};
