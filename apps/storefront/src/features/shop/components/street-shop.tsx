import { Avatar } from '../../../components/ui/avatar';
import buttons from '../../../components/ui/button.module.css';
import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import { ShopRating } from '../../../components/ui/shop-rating';
import { formatCompact } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { StreetShop as StreetShopData } from '../api/get-street';
import styles from './street-shop.module.css';

/** A shop on the street: banner, avatar, name, rating, followers and a few of its goods. */
export function StreetShop({ shop }: { shop: StreetShopData }) {
  const { t, i18n } = useTranslation();
  const products = shop.products ?? [];
  return (
    <article className={styles.shop} data-testid="street-shop">
      {shop.banner ? (
        <img className={styles.banner} src={shop.banner} alt="" loading="lazy" />
      ) : (
        <div className={styles.noBanner} />
      )}
      <div className={styles.info}>
        <Avatar
          className={styles.avatar}
          src={shop.avatar}
          loading="lazy"
          fallback={<span className={styles.avatar} aria-hidden="true" />}
        />
        <div>
          <h2 className={styles.name}>
            {shop.name}
            {shop.isSelf && <span className={styles.self}>{t('shop.selfOperated')}</span>}
          </h2>
          <div className={styles.meta}>
            <span>
              <ShopRating rating={shop.rating} size={12} />
            </span>
            <span>
              {t('common.labelled', { label: t('shop.followers') })}
              {formatCompact(shop.followerCount ?? 0, i18n.language)}
            </span>
            {shop.typeName && <span>{shop.typeName}</span>}
          </div>
        </div>
        <LocaleLink to={`/merchant/merchant/home?merId=${shop.id}`} className={`${buttons.primary} ${styles.enter}`}>
          {t('shop.enter')}
        </LocaleLink>
      </div>
      {products.length > 0 ? (
        <div className={styles.products}>
          {products.slice(0, 4).map((product) => (
            <LocaleLink key={product.id} to={`/goods_detail/${product.id}`} className={styles.product}>
              <img src={product.image} alt={product.name} loading="lazy" />
              <p>
                <Price value={product.price} />
              </p>
            </LocaleLink>
          ))}
        </div>
      ) : (
        <p className={styles.noProducts}>{t('shop.noProducts')}</p>
      )}
    </article>
  );
}
