import { useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import { childrenOf, useCategories } from '../api/get-categories';
import styles from './category-menu.module.css';
import { type CategoryHighlight, CategoryPanel, categoryPath } from './category-panel';

/**
 * "All categories": top categories; hovering or focusing one shows its panel beside it (its child categories, and
 * the shops and picture of its best sellers when `highlights`, the home answer's floors, are at hand).
 */
export function CategoryMenu({
  variant,
  highlights,
}: {
  variant: 'static' | 'dropdown';
  highlights?: CategoryHighlight[];
}) {
  const { t } = useTranslation();
  const { data, isPending } = useCategories();
  const [activeId, setActiveId] = useState<number | null>(null);
  const categories = Array.isArray(data) ? data : [];
  const active = categories.find((category) => category.id === activeId);
  return (
    <nav
      className={`${styles.menu} ${styles[variant]}`}
      aria-label={t('nav.allCategories')}
      onMouseLeave={() => setActiveId(null)}
    >
      {isPending ? (
        <div className={styles.loading} aria-hidden="true">
          {['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((key) => (
            <div key={key} className="skeleton" />
          ))}
        </div>
      ) : (
        <ul className={styles.list}>
          {categories.map((category) => (
            <li key={category.id}>
              <LocaleLink
                to={categoryPath(category.id)}
                className={category.id === activeId ? `${styles.item} ${styles.active}` : styles.item}
                onMouseEnter={() => setActiveId(category.id)}
                onFocus={() => setActiveId(category.id)}
                data-testid="category-menu-item"
              >
                {category.icon ? <img src={category.icon} alt="" /> : <Icon name="grid" size={18} />}
                <span title={category.name}>{category.name}</span>
                {childrenOf(category).length > 0 && <Icon name="right" size={12} />}
              </LocaleLink>
            </li>
          ))}
        </ul>
      )}
      {active && childrenOf(active).length > 0 && (
        <CategoryPanel category={active} highlight={highlights?.find((floor) => floor.id === active.id)} />
      )}
    </nav>
  );
}
