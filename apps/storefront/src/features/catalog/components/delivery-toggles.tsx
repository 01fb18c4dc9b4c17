import type { Country, Facets } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { SearchState } from '../search-state';
import { FacetCount } from './facet-row';
import styles from './facets.module.css';

/** In stock, self-operated, and "delivers to" the shopper's country (their default address's, or one chosen). */
export function DeliveryToggles({ facets, state }: { facets: Facets; state: SearchState }) {
  const { t, i18n } = useTranslation();
  const { get, update } = state;
  // The address book's list of countries (same cache key): names in the reader's language, served ones marked.
  const countries =
    useQuery({
      queryKey: ['geo', 'countries', i18n.language],
      queryFn: ({ signal }) => apiGet<Country[]>('/api/front/address/countries', undefined, { signal }),
      staleTime: 60 * 60 * 1000,
    }).data ?? [];
  const served = countries.filter((c) => c.served);
  const ship = facets.shipsTo[0];
  const chosen = get('shipsTo').toUpperCase();
  const count = (list: { count: number }[]) => list[0]?.count ?? 0;
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  return (
    <div className={styles.values} style={{ display: 'flex', flexWrap: 'wrap', gap: 18, alignItems: 'center' }}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={get('inStock') === 'true'}
          onChange={(e) => update({ inStock: e.target.checked ? 'true' : '' })}
          data-testid="facet-in-stock"
        />
        {t('search.inStock')}
        <FacetCount count={count(facets.inStock)} />
      </label>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={get('selfOperated') === 'true'}
          onChange={(e) => update({ selfOperated: e.target.checked ? 'true' : '' })}
          data-testid="facet-self"
        />
        {t('search.selfOperated')}
        <FacetCount count={count(facets.selfOperated)} />
      </label>
      {ship && !chosen && (
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={false}
            onChange={() => update({ shipsTo: ship.value })}
            data-testid="facet-ships-home"
          />
          {t('search.deliversTo', { country: countryName(ship.value ?? '') })}
          <FacetCount count={ship.count} />
        </label>
      )}
      <label className={styles.toggle}>
        {t('search.deliverTo')}
        <select
          className={styles.select}
          value={chosen}
          onChange={(e) => update({ shipsTo: e.target.value })}
          data-testid="facet-ships-to"
        >
          <option value="">{t('search.anyCountry')}</option>
          {(served.length > 0 ? served : countries).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        {chosen && ship && <FacetCount count={ship.count} />}
      </label>
    </div>
  );
}
