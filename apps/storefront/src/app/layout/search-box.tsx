import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { useHotKeywords } from '../../features/catalog/api/get-hot-keywords';
import { useSuggestions } from '../../features/catalog/api/get-product-search';
import { useTranslation } from '../../lib/i18n';
import { splitLocalePath } from '../../lib/locale';
import { useLocaleNavigate } from '../../lib/use-locale';
import styles from './search-box.module.css';

export function searchPath(keyword: string): string {
  const title = keyword.trim();
  return title ? `/goods/goods_search?title=${encodeURIComponent(title)}` : '/goods/goods_search';
}

/** What was typed, once typing pauses (suggestions are asked for at most every 120 ms). */
function useSettled(value: string, ms = 120): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The header search: keyword box with suggestions while typing (names, hot keywords and shops in the reader's
 * language; arrow keys, Enter and Escape), search button, and up to three hot keywords below it. A shop leads to its
 * page (audit CT1).
 */
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
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useSettled(keyword);
  const suggestions = (useSuggestions(open ? settled : '').data ?? []).slice(0, 10);
  const shown = open && keyword.trim() !== '' && suggestions.length > 0;
  const listId = `${inputId}-suggestions`;

  // The box shows the keyword of the results being viewed.
  useEffect(() => setKeyword(current), [current]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    navigate(searchPath(keyword));
  };

  const choose = (index: number) => {
    const item = suggestions[index];
    if (!item) return;
    setOpen(false);
    setActive(-1);
    if (item.kind === 'product' && item.productId) navigate(`/goods_detail/${item.productId}`);
    else if (item.kind === 'shop' && item.merId) navigate(`/merchant/merchant/home?merId=${item.merId}`);
    else {
      setKeyword(item.text);
      navigate(searchPath(item.text));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
      return;
    }
    if (!shown) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions -1 (the box itself) to n - 1 go round.
      const states = suggestions.length + 1;
      setActive((now) => ((now + 1 + step + states) % states) - 1);
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      choose(active);
    }
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
            role="combobox"
            aria-expanded={shown}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            value={keyword}
            maxLength={100}
            placeholder={t('header.searchPlaceholder')}
            onChange={(event) => {
              setKeyword(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            data-testid="header-search-input"
          />
          <button type="submit" className={styles.button} data-testid="header-search-button">
            <Icon name="search" size={16} />
            <span className="word-when-wide">{t('header.search')}</span>
          </button>
        </form>
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className={styles.suggestions}
          hidden={!shown}
          data-testid="search-suggestions"
        >
          {shown &&
            suggestions.map((item, index) => (
              <div
                key={`${item.kind}:${item.productId ?? item.merId ?? item.text}`}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={item.kind === 'keyword' ? styles.keyword : item.kind === 'shop' ? styles.shop : undefined}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
                onMouseEnter={() => setActive(index)}
                data-testid="search-suggestion"
              >
                {item.kind === 'keyword' && <Icon name="search" size={13} />}
                {item.kind === 'shop' ? (
                  <>
                    <Icon name="store" size={13} />
                    <span>{t('search.shopSuggestion', { name: item.text })}</span>
                    <Icon name="right" size={12} />
                  </>
                ) : (
                  <span>{item.text}</span>
                )}
              </div>
            ))}
        </div>
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
