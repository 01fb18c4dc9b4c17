import type { Facets } from '@mall/contract';
import { useMoney } from '../../../lib/currency';
import { useTranslation } from '../../../lib/i18n';
import { formatAttrs, idList, type SearchState } from '../search-state';
import { priceLabel } from './facet-panel';
import styles from './facets.module.css';

type Chip = { key: string; text: string; remove(): void };

/** The chosen values as removable chips, and "clear all". */
export function ChosenChips({ facets, state }: { facets?: Facets; state: SearchState }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { get, update, toggleId, attrs, clearFacets } = state;
  const chips: Chip[] = [];
  for (const id of idList(get('cids'))) {
    const name = facets?.categories.find((c) => c.id === id)?.name ?? `#${id}`;
    chips.push({ key: `c${id}`, text: name, remove: () => toggleId('cids', id) });
  }
  for (const id of idList(get('merIds'))) {
    const name = facets?.shops.find((s) => s.id === id)?.name ?? `#${id}`;
    chips.push({ key: `s${id}`, text: name, remove: () => toggleId('merIds', id) });
  }
  if (get('minPrice') || get('maxPrice')) {
    chips.push({
      key: 'price',
      text: priceLabel(`${get('minPrice') || '0'}-${get('maxPrice')}`, money, t),
      remove: () => update({ minPrice: '', maxPrice: '' }),
    });
  }
  if (get('minRating')) {
    chips.push({
      key: 'rating',
      text: t('search.ratingUp', { stars: get('minRating') }),
      remove: () => update({ minRating: '' }),
    });
  }
  for (const [name, values] of attrs) {
    for (const value of values) {
      chips.push({
        key: `a${name}=${value}`,
        text: `${name}: ${value}`,
        remove: () =>
          update({
            attrs: formatAttrs(attrs.map(([n, v]) => [n, n === name ? v.filter((x) => x !== value) : v])),
          }),
      });
    }
  }
  if (get('inStock') === 'true')
    chips.push({ key: 'stock', text: t('search.inStock'), remove: () => update({ inStock: '' }) });
  if (get('selfOperated') === 'true') {
    chips.push({ key: 'self', text: t('search.selfOperated'), remove: () => update({ selfOperated: '' }) });
  }
  if (get('shipsTo')) {
    const code = get('shipsTo').toUpperCase();
    let country = code;
    try {
      country = new Intl.DisplayNames([document.documentElement.lang || 'en'], { type: 'region' }).of(code) ?? code;
    } catch {
      // An unknown code shows as written.
    }
    chips.push({ key: 'ship', text: t('search.deliversTo', { country }), remove: () => update({ shipsTo: '' }) });
  }
  if (chips.length === 0) return null;
  return (
    <div className={styles.chosen} data-testid="chosen-chips">
      <span className={styles.chosenLabel}>{t('search.chosen')}</span>
      {chips.map((chip) => (
        <span key={chip.key} className={styles.pill} data-testid="chosen-chip">
          <span title={chip.text}>{chip.text}</span>
          <button type="button" onClick={chip.remove} aria-label={t('search.remove', { value: chip.text })}>
            ×
          </button>
        </span>
      ))}
      <button type="button" className={styles.clear} onClick={clearFacets} data-testid="clear-facets">
        {t('search.clearAll')}
      </button>
    </div>
  );
}
