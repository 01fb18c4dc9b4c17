import { useEffect } from 'react';
import { useTranslation } from './i18n';

/** Sets the tab title to "<page> - <store>" while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('common.brand');
  useEffect(() => {
    document.title = title ? `${title} - ${brand}` : brand;
  }, [title, brand]);
}
