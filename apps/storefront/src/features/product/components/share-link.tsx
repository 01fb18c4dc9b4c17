import { Icon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';

/**
 * The product's shareable address: the server-rendered page (`/goods/{id}`, `/fr/goods/{id}`…) that search engines
 * and link previews read, not the app's hash route (issue 24).
 */
export function productPageUrl(origin: string, locale: string, id: number): string {
  return `${origin}${locale === 'en' ? '' : `/${locale}`}/goods/${id}`;
}

export function ShareLink({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const url = productPageUrl(window.location.origin, locale, productId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast(t('product.linkCopied'), 'success');
    } catch {
      // No clipboard (an insecure address, a refused permission): the link itself stays there to copy by hand.
      window.prompt(t('product.copyLink'), url);
    }
  };
  return (
    <a
      href={url}
      data-testid="share-link"
      onClick={(event) => {
        event.preventDefault();
        void copy();
      }}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, color: 'var(--color-text-2)' }}
    >
      <Icon name="globe" size={16} />
      {t('product.copyLink')}
    </a>
  );
}
