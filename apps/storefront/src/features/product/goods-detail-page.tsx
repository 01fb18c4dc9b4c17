import type { ProductDetail } from '@mall/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { ErrorPage } from '../../components/ui/error-page';
import { LocaleLink } from '../../components/ui/locale-link';
import stateStyles from '../../components/ui/state.module.css';
import { isNotFound, statusOfError } from '../../lib/api-error';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductDetail } from './api/get-product-detail';
import { useRelatedProducts } from './api/get-related-products';
import { useViewedCards } from './api/get-viewed-cards';
import { BuyBox, type PurchaseLine } from './components/buy-box';
import { Description } from './components/description';
import { Gallery } from './components/gallery';
import { ProductShelf } from './components/product-shelf';
import { Reviews } from './components/reviews';
import { ShopCard } from './components/shop-card';
import { carrySelection, chooseValue, findSku, initialSelection, type Selection } from './components/sku-logic';
import styles from './goods-detail-page.module.css';
import { forgetViewed, readRecentlyViewed, rememberViewed } from './recently-viewed';

export interface GoodsDetailProps {
  /** The follow button for the seller (composed by the app from the follow feature). */
  renderFollow(shop: ProductDetail['merchant']): ReactNode;
  /** The favourite toggle beside the buy buttons (composed by the app from the favourites feature). */
  renderFavourite(detail: ProductDetail): ReactNode;
  /** The coupon row under the price (composed by the app from the coupons feature). */
  renderCoupons?(detail: ProductDetail): ReactNode;
  /** The freight line under the price (composed by the app from the address feature). */
  renderFreight?(detail: ProductDetail, line: { skuId?: number; quantity: number }): ReactNode;
  /** How many of a SKU the reader's cart holds already (composed by the app from the cart feature). */
  inCart?(skuId: number): number;
  onAddToCart(line: PurchaseLine): void;
  onBuyNow(line: PurchaseLine): void;
  busy: boolean;
}

function Loaded({ detail, ...actions }: GoodsDetailProps & { detail: ProductDetail }) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(detail.attrs, detail.skus));
  // Read again in another language, the product's values are renamed: the shopper's choice follows them.
  const [chosenIn, setChosenIn] = useState(detail.attrs);
  if (chosenIn !== detail.attrs) {
    setChosenIn(detail.attrs);
    setSelection(carrySelection(chosenIn, detail.attrs, selection));
  }
  const [picked, setPicked] = useState<string | undefined>();
  const [tab, setTab] = useState<'description' | 'reviews'>('description');
  const sku = findSku(detail.attrs, detail.skus, selection);
  const images = detail.product.images ?? [];
  useDocumentTitle(detail.product.name);
  const related = useRelatedProducts(detail.product.id);
  // What this browser viewed before this product (this one goes first in the list for next time).
  const [viewed, setViewed] = useState(() => readRecentlyViewed().filter((card) => card.id !== detail.product.id));
  useEffect(() => {
    setViewed(
      rememberViewed(detail)
        .filter((card) => card.id !== detail.product.id)
        .slice(0, 10),
    );
  }, [detail]);

  // As remembered at once, then as the server names them in the reader's language now.
  const shownViewed = useViewedCards(viewed.slice(0, 5).map((card) => card.id));

  const onChoose = (attrIndex: number, value: string) => {
    setSelection((current) => chooseValue(detail.skus, current, attrIndex, value));
    // A new combination shows its own picture again.
    setPicked(undefined);
  };

  return (
    <>
      <nav className={styles.crumbs} aria-label={t('common.breadcrumb')}>
        <LocaleLink to="/">{t('nav.home')}</LocaleLink>›
        <LocaleLink to={`/merchant/merchant/home?merId=${detail.merchant.id}`}>{detail.merchant.name}</LocaleLink>›
        <span>{detail.product.name}</span>
      </nav>
      <div className={styles.top}>
        <Gallery
          name={detail.product.name}
          images={images}
          current={picked ?? (sku?.image || undefined)}
          onPick={setPicked}
        />
        <BuyBox
          detail={detail}
          selection={selection}
          onChoose={onChoose}
          favourite={actions.renderFavourite(detail)}
          coupons={actions.renderCoupons?.(detail)}
          freight={actions.renderFreight && ((line) => actions.renderFreight?.(detail, line))}
          {...actions}
        />
        <ShopCard shop={detail.merchant} follow={actions.renderFollow(detail.merchant)} />
      </div>
      <section className={styles.tabsCard}>
        <div className={styles.tabs} role="tablist">
          {(['description', 'reviews'] as const).map((key) => (
            <button
              key={key}
              id={`tab-${key}`}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={tab === key}
              aria-controls={`panel-${key}`}
              onClick={() => setTab(key)}
              data-testid={`tab-${key}`}
            >
              {key === 'description'
                ? t('product.description')
                : `${t('product.reviews')} (${detail.replyStats?.sumCount ?? 0})`}
            </button>
          ))}
        </div>
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === 'description' ? (
            <Description html={detail.product.description} />
          ) : (
            <Reviews productId={detail.product.id} initialStats={detail.replyStats} />
          )}
        </div>
      </section>
      <ProductShelf
        title={t('product.related')}
        products={related.data}
        loading={related.isPending}
        testId="related-products"
      />
      <ProductShelf
        title={t('product.recentlyViewed')}
        products={shownViewed.data ?? viewed.slice(0, 5)}
        testId="recently-viewed"
      />
    </>
  );
}

/** A product that is gone (taken off sale, shop closed, or never there): say so and offer products like it. */
function ProductGone({ id }: { id: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('product.goneTitle'));
  const related = useRelatedProducts(id);
  useEffect(() => forgetViewed(id), [id]);
  return (
    <div className={`page-width ${styles.page}`}>
      <section className={`${stateStyles.page} ${styles.gone}`} data-testid="product-gone">
        <h1 className={stateStyles.title}>{t('product.goneTitle')}</h1>
        <p className={stateStyles.text}>{t('product.goneText')}</p>
        <div className={stateStyles.actions}>
          <LocaleLink to="/" className={buttons.primary} data-testid="back-home">
            {t('errorPage.backHome')}
          </LocaleLink>
        </div>
      </section>
      <ProductShelf
        title={t('product.related')}
        products={related.data}
        loading={related.isPending}
        testId="related-products"
      />
    </div>
  );
}

/** Goods detail (/goods_detail/:id); a product that is gone says so and offers similar ones. */
export function GoodsDetailPage(props: GoodsDetailProps) {
  const id = Number(useParams().id);
  const query = useProductDetail(id);
  if (!Number.isInteger(id) || id <= 0) return <ErrorPage status={404} />;
  if (query.isError && isNotFound(query.error)) return <ProductGone id={id} />;
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  return (
    <div className={`page-width ${styles.page}`}>
      {query.data ? (
        <Loaded key={query.data.product.id} detail={query.data} {...props} />
      ) : (
        <div className={`skeleton ${styles.skeletonTop}`} aria-busy="true" />
      )}
    </div>
  );
}
