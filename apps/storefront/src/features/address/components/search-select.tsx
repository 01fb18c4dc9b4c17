import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styles from './search-select.module.css';

export interface SelectOption {
  value: string;
  label: string;
  /** Shown at the right of the option (a dial code). */
  hint?: string;
  /** Further words the search finds it by (the English name, the code). */
  keywords?: string;
}

interface Props {
  options: SelectOption[] | undefined;
  value: string;
  onChange(value: string): void;
  placeholder: string;
  searchPlaceholder: string;
  emptyText: string;
  loadingText: string;
  /** The accessible name of the trigger (the field's label). */
  label: string;
  id?: string;
  testId?: string;
  disabled?: boolean;
  /** Narrower trigger (the freight line's country picker). */
  compact?: boolean;
  /** The choice is wrong or missing (the form's message is at `describedBy`). */
  invalid?: boolean;
  describedBy?: string;
}

let englishNames: Intl.DisplayNames | null | undefined;

/** A country's English name, so a shopper reading another language finds it by that too ('' when unknown). */
export function englishName(code: string): string {
  if (englishNames === undefined) {
    try {
      englishNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      englishNames = null;
    }
  }
  try {
    return englishNames?.of(code) ?? '';
  } catch {
    return '';
  }
}

/** Lower case without accents: "Équateur" is found by "equa". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Options whose label, value or keywords contain the query; those that start with it first. */
export function searchOptions(options: SelectOption[], query: string): SelectOption[] {
  const q = fold(query.trim());
  if (!q) return options;
  const hits = options.filter((option) =>
    [option.label, option.value, option.keywords ?? '', option.hint ?? ''].some((text) => fold(text).includes(q)),
  );
  const starts = (option: SelectOption) => fold(option.label).startsWith(q) || fold(option.value) === q;
  return [...hits.filter(starts), ...hits.filter((option) => !starts(option))];
}

/**
 * A select whose list can be searched (countries, provinces, cities): a button showing the choice, and a popup with a
 * search box and the list. Arrow keys move, Enter chooses, Escape closes.
 */
export function SearchSelect(props: Props) {
  const { options, value, onChange, placeholder, label, id, testId, disabled, compact, invalid, describedBy } = props;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const listId = useId();
  const chosen = options?.find((option) => option.value === value);
  const shown = useMemo(() => (options ? searchOptions(options, query) : []), [options, query]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  // The chosen option is in view when the list opens; the active one while the arrows move.
  useEffect(() => {
    if (!open) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    item?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, options?.findIndex((option) => option.value === value) ?? 0));
    setOpen(true);
  };
  // The search box goes away with the list: focus goes back to the button, or it would fall to the page's body and
  // a keyboard user would start again at the top of the page.
  const close = () => {
    trigger.current?.focus();
    setOpen(false);
  };
  const choose = (option: SelectOption | undefined) => {
    if (!option) return;
    onChange(option.value);
    close();
  };

  return (
    <div className={`${styles.select} ${compact ? styles.compact : ''}`} ref={root}>
      <button
        id={id}
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={chosen ? `${label}: ${chosen.label}` : label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
        data-testid={testId}
        data-value={value}
      >
        <span className={chosen ? styles.value : styles.placeholder}>{chosen?.label ?? placeholder}</span>
        <svg className={styles.arrow} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div className={styles.popup}>
          <input
            // biome-ignore lint/a11y/noAutofocus: the popup opens to search; focus belongs in its box.
            autoFocus
            className={styles.search}
            value={query}
            role="combobox"
            aria-expanded="true"
            aria-controls={listId}
            aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
            aria-label={props.searchPlaceholder}
            placeholder={props.searchPlaceholder}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown') setActive((n) => Math.min(n + 1, shown.length - 1));
              else if (event.key === 'ArrowUp') setActive((n) => Math.max(n - 1, 0));
              else if (event.key === 'Enter') choose(shown[active]);
              else if (event.key === 'Escape') close();
              else return;
              event.preventDefault();
              event.stopPropagation();
            }}
            data-testid={testId ? `${testId}-search` : undefined}
          />
          <div className={styles.list} id={listId} role="listbox" aria-label={label} ref={list}>
            {!options && <p className={styles.empty}>{props.loadingText}</p>}
            {options && shown.length === 0 && <p className={styles.empty}>{props.emptyText}</p>}
            {shown.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box above carries the keyboard.
              <div
                key={option.value}
                tabIndex={-1}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                data-index={index}
                data-value={option.value}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(option)}
                data-testid={testId ? `${testId}-option` : undefined}
              >
                <span className={styles.label}>{option.label}</span>
                {option.hint && <span className={styles.hint}>{option.hint}</span>}
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
