import { type ReactNode, useEffect, useId, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icons';
import { Pagination } from '../../../components/ui/pagination';
import { useTranslation } from '../../../lib/i18n';
import styles from '../favourites.module.css';
import { allSelected, EMPTY_SELECTION, type Selection, selectedOn, toggleAll, toggleOne } from '../selection';

export interface ManagedListProps<T> {
  items: T[] | undefined;
  total: number;
  page: number;
  limit: number;
  onPage(page: number): void;
  managing: boolean;
  idOf(item: T): number;
  labelOf(item: T): string;
  /** One item; `check` is its checkbox in manage mode (else null). */
  renderItem(item: T, check: ReactNode): ReactNode;
  /** Removes the ticked items; resolves once the server answered. */
  onCancel(ids: number[]): Promise<unknown>;
  busy: boolean;
  empty: { title: string; text: string; icon: IconName };
  layout: 'grid' | 'rows';
  testId: string;
}

/** A page of favourites with pagination, an empty state and manage mode (tick, select all, cancel). */
export function ManagedList<T>(props: ManagedListProps<T>) {
  const { t } = useTranslation();
  const { items, page, managing, idOf } = props;
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const selectAllId = useId();
  // A new page, or leaving manage mode, starts without ticks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on these changes only.
  useEffect(() => setSelection(EMPTY_SELECTION), [page, managing]);

  if (!items) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (items.length === 0)
    return (
      <EmptyState title={props.empty.title} icon={props.empty.icon}>
        <p>{props.empty.text}</p>
      </EmptyState>
    );

  const ids = items.map(idOf);
  const chosen = selectedOn(selection, ids);
  const cancel = () =>
    props.onCancel(chosen).then(
      () => setSelection(EMPTY_SELECTION),
      () => {},
    );

  return (
    <>
      {managing && (
        <div className={styles.manageBar} data-testid="manage-bar">
          <label htmlFor={selectAllId} className={styles.check}>
            <input
              id={selectAllId}
              type="checkbox"
              checked={allSelected(selection, ids)}
              onChange={() => setSelection((current) => toggleAll(current, ids))}
              data-testid="select-all"
            />
            {t('favourites.selectAll')}
          </label>
          <span className={styles.count}>{t('favourites.selected', { count: chosen.length })}</span>
          <button
            type="button"
            className={`${buttons.primary} ${buttons.small}`}
            disabled={chosen.length === 0 || props.busy}
            onClick={cancel}
            data-testid="cancel-favourites"
          >
            {t('favourites.cancel')}
          </button>
        </div>
      )}
      <ul className={props.layout === 'grid' ? styles.grid : styles.rows} data-testid={props.testId}>
        {items.map((item) => {
          const id = idOf(item);
          const check = managing ? (
            <input
              type="checkbox"
              className={styles.itemCheck}
              checked={selection.has(id)}
              onChange={() => setSelection((current) => toggleOne(current, id))}
              aria-label={t('favourites.selectItem', { name: props.labelOf(item) })}
              data-testid="favourite-check"
            />
          ) : null;
          return <li key={id}>{props.renderItem(item, check)}</li>;
        })}
      </ul>
      <Pagination page={page} total={props.total} limit={props.limit} onChange={props.onPage} />
    </>
  );
}
