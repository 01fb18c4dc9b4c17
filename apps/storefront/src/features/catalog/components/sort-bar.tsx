import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import styles from './filters.module.css';

export type SortKey = '' | 'sales' | 'priceAsc' | 'priceDesc' | 'new';

const SORTS: Array<{ key: SortKey; label: string; icon?: 'up' | 'down' }> = [
  { key: '', label: 'search.sortDefault' },
  { key: 'sales', label: 'search.sortSales' },
  { key: 'priceAsc', label: 'search.sortPriceUp', icon: 'up' },
  { key: 'priceDesc', label: 'search.sortPriceDown', icon: 'down' },
  { key: 'new', label: 'search.sortNew' },
];

/** The list query's order fields for a sort choice. */
export function sortParams(sort: SortKey): { salesOrder?: 'desc'; priceOrder?: 'asc' | 'desc'; newOrder?: 'desc' } {
  if (sort === 'sales') return { salesOrder: 'desc' };
  if (sort === 'priceAsc') return { priceOrder: 'asc' };
  if (sort === 'priceDesc') return { priceOrder: 'desc' };
  if (sort === 'new') return { newOrder: 'desc' };
  return {};
}

export function SortBar({
  sort,
  onChange,
  extra,
}: {
  sort: SortKey;
  onChange(sort: SortKey): void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.sortBar} role="toolbar" aria-label={t('search.sortBy')}>
      {SORTS.map((item) => (
        <button
          key={item.key}
          type="button"
          className={styles.sort}
          aria-pressed={sort === item.key}
          onClick={() => onChange(item.key)}
          data-testid={`sort-${item.key || 'default'}`}
        >
          {t(item.label)}
          {item.icon && <Icon name={item.icon} size={12} />}
        </button>
      ))}
      {extra}
    </div>
  );
}
