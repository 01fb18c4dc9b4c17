import type { ProductDetail } from '@mall/contract';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import buttons from '../../../components/ui/button.module.css';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { ShopRating } from '../../../components/ui/shop-rating';
import { formatCompact } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import styles from './shop-card.module.css';

/** The seller beside the goods: name, tags, rating, followers, a way into the shop, and the follow button. */
export function ShopCard({ shop, follow }: { shop: ProductDetail['merchant']; follow: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <aside className={styles.card} data-testid="shop-card" aria-label={t('product.seller')}>
      <Avatar
        className={styles.avatar}
        src={shop.avatar}
        fallback={<span className={styles.avatar} aria-hidden="true" />}
      />
      <h2 className={styles.name}>{shop.name}</h2>
      {shop.isSelf && <span className={styles.self}>{t('shop.selfOperated')}</span>}
      <dl className={styles.facts}>
        <div>
          <dt>{t('shop.rating')}</dt>
          <dd>
            <ShopRating rating={shop.rating} size={12} />
          </dd>
        </div>
        <div>
          <dt>{t('shop.followers')}</dt>
          <dd data-testid="shop-followers">{formatCompact(shop.followerCount ?? 0, i18n.language)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <LocaleLink to={`/merchant/merchant/home?merId=${shop.id}`} className={buttons.primary}>
          <Icon name="store" size={16} />
          {t('shop.enter')}
        </LocaleLink>
        {follow}
      </div>
    </aside>
  );
}
