import type { Category, ProductCard } from '@mall/contract';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { childrenOf } from '../api/get-categories';
import styles from './category-panel.module.css';

export const categoryPath = (id: number) => `/goods/goods_search?cid=${id}`;

/** A top category's best sellers, as the home answer already carries them (its category floors). */
export type CategoryHighlight = { id: number; products: ProductCard[] };

const MAX_SHOPS = 5;

/** The shops selling the category's best sellers, each once, in the order of their best product. */
export function shopsOf(products: ProductCard[]): { id: number; name: string }[] {
  const shops: { id: number; name: string }[] = [];
  for (const product of products) {
    if (shops.length === MAX_SHOPS) break;
    if (!shops.some((shop) => shop.id === product.merId)) shops.push({ id: product.merId, name: product.merName });
  }
  return shops;
}

function Children({ category }: { category: Category }) {
  const children = childrenOf(category);
  if (children.some((child) => childrenOf(child).length > 0)) {
    // Three levels: one column per child, its own children listed under it.
    return (
      <div className={styles.columns}>
        {children.map((child) => (
          <div key={child.id} className={styles.column}>
            <LocaleLink to={categoryPath(child.id)} className={styles.columnTitle} data-testid="category-child">
              {child.name} ›
            </LocaleLink>
            {childrenOf(child).map((grandchild) => (
              <LocaleLink key={grandchild.id} to={categoryPath(grandchild.id)} className={styles.grandchild}>
                {grandchild.name}
              </LocaleLink>
            ))}
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.childGrid}>
      {children.map((child) => (
        <LocaleLink
          key={child.id}
          to={categoryPath(child.id)}
          className={styles.childCard}
          data-testid="category-child"
        >
          {child.icon && <img src={child.icon} alt="" loading="lazy" />}
          <span title={child.name}>{child.name}</span>
        </LocaleLink>
      ))}
    </div>
  );
}

/**
 * The panel beside the menu for one top category: every child (and grandchild) category in columns, the shops
 * selling its best sellers, and the picture of its best seller. The last two come from the home answer when it is
 * at hand (no request of their own); without it the panel shows the categories alone.
 */
export function CategoryPanel({ category, highlight }: { category: Category; highlight?: CategoryHighlight }) {
  const { t } = useTranslation();
  const products = highlight?.products ?? [];
  const best = products[0];
  const shops = shopsOf(products);
  return (
    <div className={styles.panel} data-testid="category-panel">
      <div className={styles.main}>
        <div className={styles.head}>
          <p className={styles.title}>{category.name}</p>
          <LocaleLink to={categoryPath(category.id)} className={styles.all}>
            {t('nav.seeAll')}
            <Icon name="right" size={12} />
          </LocaleLink>
        </div>
        <Children category={category} />
        {shops.length > 0 && (
          <div className={styles.shops}>
            <p className={styles.label}>{t('nav.categoryShops')}</p>
            <div className={styles.shopList}>
              {shops.map((shop) => (
                <LocaleLink
                  key={shop.id}
                  to={`/merchant/merchant/home?merId=${shop.id}`}
                  className={styles.shop}
                  title={shop.name}
                  data-testid="category-panel-shop"
                >
                  <Icon name="store" size={14} />
                  <span>{shop.name}</span>
                </LocaleLink>
              ))}
            </div>
          </div>
        )}
      </div>
      {best && (
        <LocaleLink to={`/goods_detail/${best.id}`} className={styles.best}>
          <p className={styles.label}>{t('nav.bestSeller')}</p>
          <img src={best.image} alt={best.name} loading="lazy" data-testid="category-panel-picture" />
          <span className={styles.bestName} title={best.name}>
            {best.name}
          </span>
          <Price value={best.price} className={styles.bestPrice} />
        </LocaleLink>
      )}
    </div>
  );
}
