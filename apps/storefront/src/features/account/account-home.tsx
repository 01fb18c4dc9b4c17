import type { ProductCard as ProductCardData } from '@mall/contract';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { Price } from '../../components/ui/price';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './account-home.module.css';

/** The order tabs the overview counts, with the order list tab each opens (API.md: 1 to pay … 5 return/refund). */
export const ORDER_STATES = [
  { key: 'unpaid', tab: 1 },
  { key: 'toShip', tab: 2 },
  { key: 'toReceive', tab: 3 },
  { key: 'toReview', tab: 4 },
  { key: 'refund', tab: 5 },
] as const;
export type OrderStateKey = (typeof ORDER_STATES)[number]['key'];

export interface FavouriteCard {
  productId: number;
  name: string;
  image: string;
  price: string;
  onSale: boolean;
}

export interface AccountHomeProps {
  nickname: string;
  /** Undefined while loading. */
  orderCounts?: Record<OrderStateKey | 'all', number>;
  usableCoupons?: number;
  points?: number;
  favourites?: { total: number; items: FavouriteCard[] };
  recentlyViewed: ProductCardData[];
}

/** #/users: the account at a glance: orders by state, coupons and points, favourites, recently viewed. */
export function AccountHome({
  nickname,
  orderCounts,
  usableCoupons,
  points,
  favourites,
  recentlyViewed,
}: AccountHomeProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('account.home.title'));
  const count = (n: number | undefined) => (n === undefined ? '…' : formatNumber(n, i18n.language));
  return (
    <div className={styles.home} data-testid="account-home">
      <h1 className={styles.hello}>{t('account.hello', { name: nickname })}</h1>

      <section className={styles.card} aria-labelledby="home-orders">
        <header className={styles.head}>
          <h2 id="home-orders">{t('account.home.orders')}</h2>
          <LocaleLink to="/users/order_list" className={styles.more}>
            {t('account.home.allOrders')} ({count(orderCounts?.all)})
          </LocaleLink>
        </header>
        <ul className={styles.states}>
          {ORDER_STATES.map(({ key, tab }) => (
            <li key={key}>
              <LocaleLink
                to={`/users/order_list?orderStatus=${tab}`}
                className={styles.state}
                data-testid={`home-orders-${key}`}
              >
                <strong className={styles.stateCount}>{count(orderCounts?.[key])}</strong>
                <span>{t(`account.home.states.${key}`)}</span>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </section>

      <div className={styles.pair}>
        <LocaleLink to="/users/coupon_list" className={`${styles.card} ${styles.tile}`} data-testid="home-coupons">
          <Icon name="gift" size={26} />
          <span className={styles.tileText}>
            <strong>{count(usableCoupons)}</strong>
            <span>{t('account.home.coupons')}</span>
          </span>
        </LocaleLink>
        <LocaleLink to="/users/points" className={`${styles.card} ${styles.tile}`} data-testid="home-points">
          <Icon name="star" size={26} />
          <span className={styles.tileText}>
            <strong>{count(points)}</strong>
            <span>{t('account.home.points')}</span>
          </span>
        </LocaleLink>
      </div>

      <section className={styles.card} aria-labelledby="home-favourites">
        <header className={styles.head}>
          <h2 id="home-favourites">
            {t('account.home.favourites')} ({count(favourites?.total)})
          </h2>
          <LocaleLink to="/users/collection_list" className={styles.more}>
            {t('account.home.seeAll')}
          </LocaleLink>
        </header>
        {favourites && favourites.items.length === 0 ? (
          <p className={styles.empty}>{t('account.home.noFavourites')}</p>
        ) : (
          <ul className={styles.shelf} data-testid="home-favourites">
            {(favourites?.items ?? []).map((item) => (
              <Shelf
                key={item.productId}
                id={item.productId}
                name={item.name}
                image={item.image}
                price={item.onSale ? item.price : ''}
              />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.card} aria-labelledby="home-viewed">
        <header className={styles.head}>
          <h2 id="home-viewed">{t('account.home.recentlyViewed')}</h2>
        </header>
        {recentlyViewed.length === 0 ? (
          <p className={styles.empty}>{t('account.home.noneViewed')}</p>
        ) : (
          <ul className={styles.shelf} data-testid="home-viewed">
            {recentlyViewed.map((card) => (
              <Shelf key={card.id} id={card.id} name={card.name} image={card.image} price={card.price} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Shelf({ id, name, image, price }: { id: number; name: string; image: string; price: string }) {
  return (
    <li>
      <LocaleLink to={`/goods_detail/${id}`} className={styles.item} title={name}>
        {image ? (
          <img src={image} alt="" className={styles.picture} loading="lazy" />
        ) : (
          <span className={styles.picture} />
        )}
        <span className={styles.name}>{name}</span>
        {price && <Price value={price} className={styles.price} />}
      </LocaleLink>
    </li>
  );
}
