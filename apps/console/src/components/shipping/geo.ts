import type { Country, Region } from '@mall/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';

/**
 * The storefront's own country and region data (GET /api/front/address/countries and …/regions/{country}), so the
 * regions a template names are the ones shoppers' addresses carry. Names follow the console's language.
 */
export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['geo', 'countries', language],
    queryFn: () => apiGet<Country[]>('/api/front/address/countries'),
    staleTime: 60 * 60 * 1000,
  });

export const regionsQuery = (language: string, country: string) =>
  queryOptions({
    queryKey: ['geo', 'regions', language, country],
    // The language in the address too: a cached answer in one language never stands in for another.
    queryFn: () => apiGet<Region[]>(`/api/front/address/regions/${encodeURIComponent(country)}`, { lang: language }),
    staleTime: 60 * 60 * 1000,
  });

export function useCountries() {
  return useQuery(countriesQuery(useLanguage()));
}

/** The regions of several countries at once: code -> regions (absent while loading). */
export function useRegionsOf(countries: string[]): Record<string, Region[]> {
  const language = useLanguage();
  const results = useQueries({ queries: countries.map((code) => regionsQuery(language, code)) });
  const out: Record<string, Region[]> = {};
  countries.forEach((code, index) => {
    const data = results[index]?.data;
    if (data) out[code] = data;
  });
  return out;
}
