import type { ReactNode } from 'react';
import buttons from '../../components/ui/button.module.css';
import { ErrorPage } from '../../components/ui/error-page';
import { LocaleLink } from '../../components/ui/locale-link';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound, statusOfError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type ShopHeader as ShopHeaderData, useShopHeader } from './api/get-shop-header';
import { ShopHeader } from './components/shop-header';
import headerStyles from './components/shop-header.module.css';
import { useMerId } from './use-mer-id';

export interface ShopFrameProps {
  /** The follow button (composed by the app from the follow feature). */
  renderFollow(shop: ShopHeaderData): ReactNode;
}

/** The shop pages' frame: header and tabs for the shop in `merId`, or the not-found page. */
export function ShopFrame({ renderFollow, children }: ShopFrameProps & { children: ReactNode }) {
  const merId = useMerId();
  const header = useShopHeader(merId);
  useDocumentTitle(header.data?.name);
  if (!merId || (header.isError && isNotFound(header.error))) return <ShopGone />;
  if (header.isError) return <ErrorPage status={statusOfError(header.error)} />;
  return (
    <div className="page-width" style={{ paddingTop: 16 }}>
      {header.data ? (
        <ShopHeader shop={header.data} follow={renderFollow(header.data)} />
      ) : (
        <div className={`skeleton ${headerStyles.skeleton}`} aria-busy="true" />
      )}
      <div style={{ marginTop: 16 }}>{children}</div>
    </div>
  );
}

/** A shop that is closed or unknown: say so, and send the shopper to the shops that are open. */
function ShopGone() {
  const { t } = useTranslation();
  useDocumentTitle(t('shop.goneTitle'));
  return (
    <div className="page-width">
      <section className={stateStyles.page} data-testid="shop-gone">
        <h1 className={stateStyles.title}>{t('shop.goneTitle')}</h1>
        <p className={stateStyles.text}>{t('shop.goneText')}</p>
        <div className={stateStyles.actions}>
          <LocaleLink to="/merchant/merchant_street" className={buttons.primary} data-testid="to-street">
            {t('shop.toStreet')}
          </LocaleLink>
          <LocaleLink to="/" className={buttons.outline} data-testid="back-home">
            {t('errorPage.backHome')}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
