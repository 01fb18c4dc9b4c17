import { useEffect } from 'react';
import { useT } from './i18n';

/**
 * The browser tab's title in the console's language, naming the page: "(2) คำสั่งซื้อ - คอนโซลห้าง" (audit DB8: always
 * "Mall console", in English, whatever the language and page, so that a merchant with several console tabs open could
 * not tell them apart). `waiting`: shoppers waiting in chat, in front (audit CI13). Written as the storefront writes its
 * titles, "page - brand".
 */
export function useTabTitle(page: string | undefined, waiting = 0): void {
  const t = useT();
  const brand = t('common.shell.brand');
  useEffect(() => {
    const title = page ? `${page} - ${brand}` : brand;
    document.title = waiting > 0 ? `(${waiting > 99 ? '99+' : waiting}) ${title}` : title;
  }, [page, brand, waiting]);
}
