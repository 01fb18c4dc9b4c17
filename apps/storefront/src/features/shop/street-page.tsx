import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import buttons from '../../components/ui/button.module.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { useTranslation } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type MerchantFilterOption, useMerchantCategories, useMerchantTypes } from './api/get-merchant-filters';
import { useStreet } from './api/get-street';
import { StreetShop } from './components/street-shop';
import styles from './street-page.module.css';

const LIMIT = 10;

function ChipRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: MerchantFilterOption[];
  value: number | undefined;
  onChange(id: number | undefined): void;
}) {
  const { t } = useTranslation();
  if (options.length === 0) return null;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <div className={styles.chips}>
        {[{ id: undefined, name: t('common.all') }, ...options].map((option) => (
          <button
            key={option.id ?? 'all'}
            type="button"
            className={styles.chip}
            aria-pressed={option.id === value}
            onClick={() => onChange(option.id)}
          >
            {option.name}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Shop street: every shop, filtered by keyword, merchant category, store type and self-operated. */
export default function StreetPage() {
  const { t } = useTranslation();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const keywords = params.get('keywords') ?? '';
  const categoryId = Number(params.get('categoryId')) || undefined;
  const typeId = Number(params.get('typeId')) || undefined;
  const isSelf = params.get('isSelf') === 'true' ? ('true' as const) : undefined;
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(keywords);
  useEffect(() => setText(keywords), [keywords]);
  const categories = useMerchantCategories().data ?? [];
  const types = useMerchantTypes().data ?? [];
  const street = useStreet({ keywords: keywords || undefined, categoryId, typeId, isSelf, page, limit: LIMIT });
  useDocumentTitle(t('street.title'));

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ keywords: text.trim() });
  };

  return (
    <div className={`page-width ${styles.page}`}>
      <div className={styles.hero}>
        <div>
          <h1>{t('street.title')}</h1>
          <p>{t('street.subtitle')}</p>
        </div>
        <search>
          <form className={styles.search} onSubmit={onSearch}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('street.searchLabel')}
            </label>
            <input
              id={inputId}
              type="search"
              value={text}
              maxLength={100}
              placeholder={t('street.searchPlaceholder')}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit">{t('header.search')}</button>
          </form>
        </search>
      </div>
      <div className={styles.filters}>
        <ChipRow
          label={t('street.category')}
          options={categories}
          value={categoryId}
          onChange={(id) => update({ categoryId: id })}
        />
        <ChipRow label={t('street.type')} options={types} value={typeId} onChange={(id) => update({ typeId: id })} />
        <div className={styles.row}>
          <span className={styles.label}>{t('street.more')}</span>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={isSelf === 'true'}
              onChange={(event) => update({ isSelf: event.target.checked ? 'true' : undefined })}
            />
            {t('street.selfOnly')}
          </label>
          {street.data && <span className={styles.count}>{t('street.count', { count: street.data.total })}</span>}
        </div>
      </div>
      {street.isPending ? (
        <div className={styles.loading} aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <div key={index} className="skeleton" />
          ))}
        </div>
      ) : street.data && street.data.list.length > 0 ? (
        <>
          <div className={styles.list}>
            {street.data.list.map((shop) => (
              <StreetShop key={shop.id} shop={shop} />
            ))}
          </div>
          <Pagination page={page} total={street.data.total} limit={LIMIT} onChange={(next) => update({ page: next })} />
        </>
      ) : (
        <EmptyState title={street.isError ? t('errorPage.failed') : t('street.empty')} icon="store">
          {(keywords || categoryId || typeId || isSelf) && (
            <button type="button" className={buttons.ghost} onClick={() => setParams({})}>
              {t('common.clear')}
            </button>
          )}
        </EmptyState>
      )}
    </div>
  );
}
