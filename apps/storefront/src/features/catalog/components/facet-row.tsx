import type { ReactNode } from 'react';
import { formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import styles from './facets.module.css';
import filters from './filters.module.css';

/**
 * A facet value's count, written as the total is: "10 200", "10,200", "10.200" (audit Q5). A screen reader hears it
 * as words of its own, "Black, 50 products": the bare figure ran into the label ("Black50", "$24.993"; audit AX6).
 */
export function FacetCount({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const formatted = formatNumber(count, i18n.language);
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{formatted}</span>
      <span className="visually-hidden">, {t('search.facetCount', { count, formatted })}</span>
    </span>
  );
}

export type Choice = {
  key: string;
  label: ReactNode;
  count: number;
  selected: boolean;
  onToggle(): void;
  /** Why it cannot be chosen now (too many filters chosen): shown on the greyed value. */
  unavailable?: string;
};

/** One facet row, JD style: its name, then its values with their counts; chosen ones pressed; "More" when long. */
export function FacetRow({
  label,
  choices,
  onMore,
  testId,
  valueTestId = 'facet-value',
  children,
}: {
  label: string;
  choices: Choice[];
  onMore?: () => void;
  testId?: string;
  /** The test id of each value (the category row's are `category-chip`, as before facets). */
  valueTestId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (choices.length === 0 && !children) return null;
  return (
    <div className={filters.row} data-testid={testId}>
      <span className={filters.label}>{label}</span>
      <div className={`${filters.chips} ${styles.values}`}>
        {choices.map((c) => (
          <button
            key={c.key}
            type="button"
            className={filters.chip}
            aria-pressed={c.selected}
            disabled={c.unavailable !== undefined}
            title={c.unavailable}
            onClick={c.onToggle}
            data-testid={valueTestId}
          >
            {c.label}
            <FacetCount count={c.count} />
          </button>
        ))}
        {children}
      </div>
      {onMore && (
        <button type="button" className={styles.more} onClick={onMore} data-testid="facet-more">
          {t('search.more')} ›
        </button>
      )}
    </div>
  );
}

/** Placeholder rows while the first facets load. */
export function FacetSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className={filters.row}>
          <span className={`${styles.bone} ${styles.boneLabel}`} />
          <div className={filters.chips}>
            {[0, 1, 2, 3, 4].map((chip) => (
              <span key={chip} className={`${styles.bone} ${styles.boneChip}`} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
