import type { Category } from '@mall/contract';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icons';
import { LocaleLink } from '../../../components/ui/locale-link';
import { useTranslation } from '../../../lib/i18n';
import { childrenOf, useCategories } from '../api/get-categories';
import styles from './category-menu.module.css';

export const categoryPath = (id: number) => `/goods/goods_search?cid=${id}`;

function ChildPanel({ category }: { category: Category }) {
  const children = childrenOf(category);
  const deep = children.some((child) => childrenOf(child).length > 0);
  return (
    <div className={styles.panel} data-testid="category-panel">
      <p className={styles.panelTitle}>{category.name}</p>
      {deep ? (
        children.map((child) => (
          <div key={child.id} className={styles.group}>
            <LocaleLink to={categoryPath(child.id)} className={styles.groupTitle} data-testid="category-child">
              {child.name} ›
            </LocaleLink>
            <div className={styles.children}>
              {childrenOf(child).map((grandchild) => (
                <LocaleLink key={grandchild.id} to={categoryPath(grandchild.id)}>
                  {grandchild.name}
                </LocaleLink>
              ))}
            </div>
          </div>
        ))
      ) : (
        <div className={styles.childGrid}>
          {children.map((child) => (
            <LocaleLink
              key={child.id}
              to={categoryPath(child.id)}
              className={styles.childCard}
              data-testid="category-child"
            >
              {child.icon && <img src={child.icon} alt="" loading="lazy" />}
              {child.name}
            </LocaleLink>
          ))}
        </div>
      )}
    </div>
  );
}

/** "All categories": top categories; hovering or focusing one shows its children beside it (two-level panel). */
export function CategoryMenu({ variant }: { variant: 'static' | 'dropdown' }) {
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
      {active && childrenOf(active).length > 0 && <ChildPanel category={active} />}
    </nav>
  );
}
