import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import buttons from '../../components/ui/button.module.css';
import { ErrorPage } from '../../components/ui/error-page';
import { LocaleLink } from '../../components/ui/locale-link';
import { OriginalPrice, Price } from '../../components/ui/price';
import { ShopRating } from '../../components/ui/shop-rating';
import { statusOfError } from '../../lib/api-error';
import { formatCompact } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCancelProductFavourites } from './api/cancel-product-favourites';
import { useCancelShopFollows } from './api/cancel-shop-follow';
import { useFollowedShops } from './api/get-followed-shops';
import { useProductFavourites } from './api/get-product-favourites';
import { ManagedList } from './components/managed-list';
import styles from './favourites.module.css';
import { pageAfterRemoval } from './selection';

const TABS = ['products', 'shops'] as const;
type Tab = (typeof TABS)[number];
const PRODUCT_LIMIT = 16;
const SHOP_LIMIT = 10;

interface PanelProps {
  page: number;
  onPage(page: number): void;
  managing: boolean;
}

function ProductsPanel({ page, onPage, managing }: PanelProps) {
  const { t } = useTranslation();
  const query = useProductFavourites(page, PRODUCT_LIMIT);
  const cancel = useCancelProductFavourites();
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  const shown = query.data?.list.length ?? 0;
  return (
    <ManagedList
      items={query.data?.list}
      total={query.data?.total ?? 0}
      page={page}
      limit={PRODUCT_LIMIT}
      onPage={onPage}
      managing={managing}
      idOf={(item) => item.productId}
      labelOf={(item) => item.name}
      busy={cancel.isPending}
      onCancel={(ids) =>
        cancel.mutateAsync(ids).then(() => {
          showToast(t('favourites.cancelled'), 'success');
          onPage(pageAfterRemoval(page, shown, ids.length));
        })
      }
      empty={{ title: t('favourites.emptyProducts'), text: t('favourites.emptyProductsText'), icon: 'heart' }}
      layout="grid"
      testId="favourite-products"
      renderItem={(item, check) => (
        <article className={styles.product} data-testid="favourite-product">
          {check}
          <LocaleLink to={`/goods_detail/${item.productId}`} className={styles.productLink}>
            <span className={styles.media}>
              {item.image && <img src={item.image} alt={item.name} loading="lazy" decoding="async" />}
              {!item.onSale && (
                <span className={styles.offSale} data-testid="off-sale">
                  {t('favourites.offSale')}
                </span>
              )}
            </span>
            <span className={styles.productName} title={item.name}>
              {item.name}
            </span>
            {item.onSale && (
              <span className={styles.prices}>
                <Price value={item.price} />
                <OriginalPrice value={item.otPrice} price={item.price} />
              </span>
            )}
          </LocaleLink>
        </article>
      )}
    />
  );
}

function ShopsPanel({ page, onPage, managing }: PanelProps) {
  const { t, i18n } = useTranslation();
  const query = useFollowedShops(page, SHOP_LIMIT);
  const cancel = useCancelShopFollows();
  if (query.isError) return <ErrorPage status={statusOfError(query.error)} />;
  const shown = query.data?.list.length ?? 0;
  return (
    <ManagedList
      items={query.data?.list}
      total={query.data?.total ?? 0}
      page={page}
      limit={SHOP_LIMIT}
      onPage={onPage}
      managing={managing}
      idOf={(shop) => shop.id}
      labelOf={(shop) => shop.name}
      busy={cancel.isPending}
      onCancel={(ids) =>
        cancel.mutateAsync(ids).then(() => {
          showToast(t('favourites.unfollowed'), 'success');
          onPage(pageAfterRemoval(page, shown, ids.length));
        })
      }
      empty={{ title: t('favourites.emptyShops'), text: t('favourites.emptyShopsText'), icon: 'store' }}
      layout="rows"
      testId="followed-shops"
      renderItem={(shop, check) => (
        <article className={styles.shop} data-testid="followed-shop">
          {check}
          <Avatar
            className={styles.avatar}
            src={shop.avatar}
            loading="lazy"
            fallback={<span className={styles.avatar} aria-hidden="true" />}
          />
          <div className={styles.shopInfo}>
            <h2 className={styles.shopName}>
              {shop.name}
              {shop.isSelf && <span className={styles.self}>{t('shop.selfOperated')}</span>}
            </h2>
            <p className={styles.shopFacts}>
              <span>
                {t('shop.rating')} <ShopRating rating={shop.rating} size={12} />
              </span>
              <span>
                {t('common.labelled', { label: t('shop.followers') })}
                <strong>{formatCompact(shop.followerCount, i18n.language)}</strong>
              </span>
            </p>
          </div>
          <LocaleLink to={`/merchant/merchant/home?merId=${shop.id}`} className={`${buttons.outline} ${buttons.small}`}>
            {t('shop.enter')}
          </LocaleLink>
        </article>
      )}
    />
  );
}

/** /users/collection_list: favourite products and followed shops, each with manage mode and pagination. */
export default function CollectionPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('favourites.title'));
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'shops' ? 'shops' : 'products';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [managing, setManaging] = useState(false);

  const go = (nextTab: Tab, nextPage: number) => {
    const next = new URLSearchParams(params);
    if (nextTab === 'products') next.delete('tab');
    else next.set('tab', nextTab);
    if (nextPage > 1) next.set('page', String(nextPage));
    else next.delete('page');
    setParams(next, { replace: nextTab === tab });
  };
  const Panel = tab === 'products' ? ProductsPanel : ShopsPanel;

  return (
    <section className={styles.pageCard} data-testid="collection-list">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('favourites.title')}</h1>
        <div className={styles.tabs} role="tablist">
          {TABS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={tab === key}
              onClick={() => {
                setManaging(false);
                go(key, 1);
              }}
              data-testid={`collection-tab-${key}`}
            >
              {t(`favourites.tabs.${key}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className={`${buttons.ghost} ${buttons.small}`}
          aria-pressed={managing}
          onClick={() => setManaging((current) => !current)}
          data-testid="collection-manage"
        >
          {managing ? t('favourites.done') : t('favourites.manage')}
        </button>
      </header>
      <div role="tabpanel">
        <Panel key={tab} page={page} onPage={(next) => go(tab, next)} managing={managing} />
      </div>
    </section>
  );
}
