import { useTranslation } from '../../lib/i18n';
import { pageCount } from '../../lib/page';
import { Icon } from './icons';
import styles from './pagination.module.css';

/** Page numbers to show: first, last, and two either side of the current one; a gap is the negated page before it. */
export function visiblePages(current: number, last: number): number[] {
  const pages = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= last) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: number[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) out.push(-previous);
    out.push(page);
  });
  return out;
}

interface Props {
  page: number;
  total: number;
  limit: number;
  onChange(page: number): void;
  /** Scroll back to the top of the page after changing pages (off for lists lower on a page). */
  scrollTop?: boolean;
}

export function Pagination({ page, total, limit, onChange, scrollTop = true }: Props) {
  const { t } = useTranslation();
  const last = pageCount(total, limit);
  if (last <= 1) return null;
  const go = (next: number) => {
    onChange(next);
    if (scrollTop) window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination')}>
      <button type="button" className={styles.page} disabled={page <= 1} onClick={() => go(page - 1)}>
        <Icon name="left" size={14} />
        {t('common.previous')}
      </button>
      {visiblePages(page, last).map((item) =>
        item < 0 ? (
          <span key={item} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? styles.current : styles.page}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={styles.page} disabled={page >= last} onClick={() => go(page + 1)}>
        {t('common.next')}
        <Icon name="right" size={14} />
      </button>
    </nav>
  );
}
