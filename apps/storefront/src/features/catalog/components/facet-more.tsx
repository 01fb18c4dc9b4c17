import { useId, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Modal } from '../../../components/ui/modal';
import { useTranslation } from '../../../lib/i18n';
import { type SearchParams, useFacetValues } from '../api/get-product-search';
import { FacetCount } from './facet-row';
import styles from './facets.module.css';

/** A value as the dialog keeps it: shops by id, attribute values by their text. */
export type MoreValue = { key: string; name: string };

/**
 * The "more" of a long facet: every value with its count, a search box inside the facet, several values ticked at
 * once and applied together.
 */
export function FacetMore({
  title,
  facet,
  query,
  chosen,
  onApply,
  onClose,
}: {
  title: string;
  facet: string;
  query: SearchParams;
  chosen: string[];
  onApply(keys: string[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [q, setQ] = useState('');
  const [ticked, setTicked] = useState<string[]>(chosen);
  const values = useFacetValues(query, facet, q);
  const list = (values.data ?? []).map((v) => ({ key: String(v.id ?? v.value), name: v.name, count: v.count }));
  const toggle = (key: string) =>
    setTicked((now) => (now.includes(key) ? now.filter((k) => k !== key) : [...now, key].slice(0, 20)));
  return (
    <Modal labelledBy={titleId} onClose={onClose} testId="facet-more-dialog">
      <h2 id={titleId}>{title}</h2>
      <input
        className={styles.search}
        type="search"
        value={q}
        maxLength={50}
        placeholder={t('search.filterValues', { facet: title })}
        aria-label={t('search.filterValues', { facet: title })}
        onChange={(event) => setQ(event.target.value)}
        data-testid="facet-more-search"
      />
      <div className={styles.list} aria-busy={values.isFetching}>
        {list.length === 0 && !values.isFetching && <p>{t('search.noValues')}</p>}
        {list.map((v) => (
          <label key={v.key} className={styles.option}>
            <input type="checkbox" checked={ticked.includes(v.key)} onChange={() => toggle(v.key)} />
            <span title={v.name}>{v.name}</span>
            <FacetCount count={v.count} />
          </label>
        ))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${buttons.button} ${buttons.outline}`} onClick={onClose}>
          {t('search.cancel')}
        </button>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary}`}
          onClick={() => onApply(ticked)}
          data-testid="facet-more-apply"
        >
          {t('search.apply')}
        </button>
      </div>
    </Modal>
  );
}
