import { ATTR_FILTERS_MAX, type Facets } from '@mall/contract';
import { useState } from 'react';
import { useMoney } from '../../../lib/currency';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import type { SearchState } from '../search-state';
import { formatAttrs, idList } from '../search-state';
import { DeliveryToggles } from './delivery-toggles';
import { FacetMore } from './facet-more';
import { type Choice, FacetRow } from './facet-row';
import styles from './facets.module.css';
import filters from './filters.module.css';
import { PriceRange } from './price-range';

const SHOWN = 10;
/** Attribute rows shown before "More filters" (rows with a chosen value always show). */
const ATTR_ROWS = 3;

/** "10.00-24.99" as "$10.00 – $24.99", "500.00-" as "$500.00 and more" (in the reader's language). */
export function priceLabel(value: string, money: (amount: string) => string, t: TFunction) {
  const [low = '0', high = ''] = value.split('-');
  return high ? `${money(low)} – ${money(high)}` : t('search.priceAbove', { amount: money(low) });
}

/** Every facet row of a search with its exact counts; each value toggles its part of the address. */
export function FacetPanel({ facets, state, scopeCid }: { facets: Facets; state: SearchState; scopeCid?: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const [more, setMore] = useState<{ facet: string; title: string } | null>(null);
  const [allRows, setAllRows] = useState(false);
  const { get, update, toggleId, toggleAttr, attrs, query } = state;
  const attrsFull = attrs.length >= ATTR_FILTERS_MAX;
  const cids = idList(get('cids'));
  const merIds = idList(get('merIds'));

  // Categories under the page's category (its children), or the top categories on a search of everything.
  const categories = facets.categories.filter((c) => (scopeCid ? c.pid === scopeCid : c.pid === 0));
  const categoryChoices: Choice[] = categories.map((c) => ({
    key: String(c.id),
    label: c.name,
    count: c.count,
    selected: cids.includes(c.id!),
    onToggle: () => toggleId('cids', c.id!),
  }));
  const shopChoices: Choice[] = facets.shops.slice(0, SHOWN).map((s) => ({
    key: String(s.id),
    label: s.name,
    count: s.count,
    selected: s.selected,
    onToggle: () => toggleId('merIds', s.id!),
  }));
  const priceChoices: Choice[] = facets.prices.map((p) => {
    const [low = '', high = ''] = (p.value ?? '').split('-');
    return {
      key: p.value ?? '',
      label: priceLabel(p.value ?? '', money, t),
      count: p.count,
      selected: p.selected,
      onToggle: () => (p.selected ? update({ minPrice: '', maxPrice: '' }) : update({ minPrice: low, maxPrice: high })),
    };
  });
  const ratingChoices: Choice[] = facets.ratings.map((r) => ({
    key: r.value ?? '',
    label: t('search.ratingUp', { stars: r.value ?? '' }),
    count: r.count,
    selected: r.selected,
    onToggle: () => update({ minRating: r.selected ? '' : (r.value ?? '') }),
  }));

  return (
    <>
      <FacetRow
        label={t('search.category')}
        choices={categoryChoices}
        testId="facet-categories"
        valueTestId="category-chip"
      />
      <FacetRow
        label={t('search.shops')}
        choices={shopChoices}
        onMore={
          facets.shops.length > SHOWN || facets.more.includes('shops')
            ? () => setMore({ facet: 'shops', title: t('search.shops') })
            : undefined
        }
        testId="facet-shops"
      />
      <FacetRow label={t('search.priceRange')} choices={priceChoices} testId="facet-prices">
        <PriceRange
          min={get('minPrice')}
          max={get('maxPrice')}
          onApply={(min, max) => update({ minPrice: min, maxPrice: max })}
        />
      </FacetRow>
      <FacetRow label={t('search.rating')} choices={ratingChoices} testId="facet-ratings" />
      {facets.attrs
        .filter((attr, i) => allRows || i < ATTR_ROWS || attr.values.some((v) => v.selected))
        .map((attr) => {
          // With the most attributes the server takes already chosen, another attribute's values wait (the server
          // would refuse the search); the chosen attributes' values stay free to add or remove.
          const closed = attrsFull && !attrs.some(([n]) => n.toLowerCase() === attr.name.toLowerCase());
          return (
            <FacetRow
              key={attr.name}
              label={attr.name}
              testId="facet-attr"
              choices={attr.values.slice(0, SHOWN).map((v) => ({
                key: v.value,
                label: v.value,
                count: v.count,
                selected: v.selected,
                onToggle: () => toggleAttr(attr.name, v.value),
                ...(closed ? { unavailable: t('search.filtersFull', { count: ATTR_FILTERS_MAX }) } : {}),
              }))}
              onMore={
                !closed && (attr.values.length > SHOWN || facets.more.includes(`attr:${attr.name}`))
                  ? () => setMore({ facet: `attr:${attr.name}`, title: attr.name })
                  : undefined
              }
            />
          );
        })}
      {facets.attrs.length > ATTR_ROWS && (
        <div className={styles.moreRows}>
          <button type="button" onClick={() => setAllRows(!allRows)} aria-expanded={allRows} data-testid="more-filters">
            {allRows ? t('search.fewerFilters') : t('search.moreFilters', { count: facets.attrs.length - ATTR_ROWS })}
          </button>
        </div>
      )}
      <div className={filters.row}>
        <span className={filters.label}>{t('search.options')}</span>
        <DeliveryToggles facets={facets} state={state} />
      </div>
      {more && (
        <FacetMore
          title={more.title}
          facet={more.facet}
          query={query}
          chosen={
            more.facet === 'shops'
              ? merIds.map(String)
              : (attrs.find(([n]) => `attr:${n}`.toLowerCase() === more.facet.toLowerCase())?.[1] ?? [])
          }
          onClose={() => setMore(null)}
          onApply={(keys) => {
            if (more.facet === 'shops') update({ merIds: keys.join(',') });
            else {
              const name = more.facet.slice(5);
              const rest = attrs.filter(([n]) => n.toLowerCase() !== name.toLowerCase());
              const next = keys.length > 0 ? [...rest, [name, keys] as [string, string[]]] : rest;
              update({ attrs: formatAttrs(next) });
            }
            setMore(null);
          }}
        />
      )}
    </>
  );
}
