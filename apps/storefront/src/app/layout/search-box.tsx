import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { useHotKeywords } from '../../features/catalog/api/get-hot-keywords';
import { useTranslation } from '../../lib/i18n';
import { splitLocalePath } from '../../lib/locale';
import { useLocaleNavigate } from '../../lib/use-locale';
import styles from './search-box.module.css';

export function searchPath(keyword: string): string {
  const title = keyword.trim();
  return title ? `/goods/goods_search?title=${encodeURIComponent(title)}` : '/goods/goods_search';
}

/** The header search: keyword box, search button, and up to three hot keywords below it. */
export function SearchBox({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const inputId = useId();
  const navigate = useLocaleNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = splitLocalePath(pathname).path === '/goods/goods_search';
  const current = onSearchPage ? (params.get('title') ?? '') : '';
  const [keyword, setKeyword] = useState(current);
  const hot = useHotKeywords().data ?? [];

  // The box shows the keyword of the results being viewed.
  useEffect(() => setKeyword(current), [current]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(keyword));
  };

  return (
    <div className={compact ? `${styles.search} ${styles.compact}` : styles.search}>
      <search>
        <form className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('header.searchLabel')}
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            value={keyword}
            maxLength={100}
            placeholder={t('header.searchPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
            data-testid="header-search-input"
          />
          <button type="submit" className={styles.button} data-testid="header-search-button">
            <Icon name="search" size={16} />
            {t('header.search')}
          </button>
        </form>
      </search>
      {hot.length > 0 && (
        <div className={styles.hot}>
          <span className="visually-hidden">{t('header.hotKeywords')}</span>
          {hot.map((item) => (
            <LocaleLink key={item.id} to={searchPath(item.title)} data-testid="hot-keyword">
              {item.title}
            </LocaleLink>
          ))}
        </div>
      )}
    </div>
  );
}
