import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { Country } from '../countries';
import { type DialChoice, Flag, textable } from '../flag';
import { AuthIcon } from './auth-icons';
import styles from './country-picker.module.css';

// The list (names for every country) is its own chunk, fetched when the picker is first hovered or opened.
let countriesModule: Promise<typeof import('../countries')> | undefined;
const loadCountries = () => {
  countriesModule ??= import('../countries');
  return countriesModule;
};

interface Props {
  value: DialChoice;
  onChange(value: DialChoice): void;
  /** Only these dial prefixes (a field that sends an SMS code offers only the countries the shop texts). */
  only?: readonly string[];
}

/** Dial-code picker for phone fields: flag and +code; a searchable list (name in the current language or code). */
export function CountryPicker({ value, onChange, only }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [countries, setCountries] = useState<Country[] | null>(null);
  const [search, setSearch] = useState<((list: Country[], query: string) => Country[]) | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadCountries().then((module) => {
      if (!live) return;
      setCountries(module.countryList(i18n.language).filter((country) => textable(country.dialCode, only)));
      setSearch(() => module.searchCountries);
    });
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey, true);
    return () => {
      live = false;
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open, i18n.language, only]);

  const shown = useMemo(() => (countries && search ? search(countries, query) : []), [countries, search, query]);

  const choose = (country: Country) => {
    onChange({ iso: country.iso, dialCode: country.dialCode });
    setOpen(false);
    setQuery('');
  };

  return (
    <div className={styles.picker} ref={root}>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('common.labelValue', { label: t('login.country'), value: `+${value.dialCode}` })}
        onClick={() => setOpen((current) => !current)}
        onMouseEnter={() => void loadCountries()}
        onFocus={() => void loadCountries()}
        data-testid="country-picker"
      >
        <Flag iso={value.iso} />
        <span data-testid="country-code">+{value.dialCode}</span>
        <AuthIcon name="down" size={14} />
      </button>
      {open && (
        <div className={styles.popup}>
          <div className={styles.search}>
            <AuthIcon name="search" size={16} />
            <input
              // biome-ignore lint/a11y/noAutofocus: the popup opens to search; focus belongs in its box.
              autoFocus
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  if (shown[0]) choose(shown[0]);
                }
              }}
              placeholder={t('login.countrySearch')}
              aria-label={t('login.countrySearch')}
              aria-controls={listId}
              data-testid="country-search"
            />
          </div>
          <ul className={styles.list} id={listId} aria-label={t('login.country')}>
            {countries === null && <li className={styles.empty}>{t('common.loading')}</li>}
            {countries !== null && shown.length === 0 && <li className={styles.empty}>{t('login.countryNone')}</li>}
            {shown.map((country) => {
              const selected = country.iso === value.iso;
              return (
                <li key={country.iso}>
                  <button
                    type="button"
                    className={selected ? `${styles.option} ${styles.selected}` : styles.option}
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => choose(country)}
                    data-testid="country-option"
                    data-iso={country.iso}
                  >
                    <Flag iso={country.iso} />
                    <span className={styles.name}>{country.name}</span>
                    <span className={styles.dial}>+{country.dialCode}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
