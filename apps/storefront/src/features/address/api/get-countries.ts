import type { Country, CountryListSchema, Region, RegionListSchema } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { Infer } from '../../../lib/infer';

export type { Country, Region };

/** Every ISO 3166-1 country with its name in the reader's language, dial code and post-code pattern. */
export function getCountries(signal?: AbortSignal): Promise<Infer<typeof CountryListSchema>> {
  return apiGet<Country[]>('/api/front/address/countries', undefined, { signal });
}

/**
 * Provinces or states of a country, each with its cities where known, named for a reader of `language` (Chinese,
 * Thai and Lao regions in their own script for those readers, Laos' also in Thai and Chinese). The language is in the
 * address too, so a cached answer in one language never stands in for another.
 */
export function getRegions(
  country: string,
  language: string,
  signal?: AbortSignal,
): Promise<Infer<typeof RegionListSchema>> {
  return apiGet<Region[]>(`/api/front/address/regions/${encodeURIComponent(country)}`, { lang: language }, { signal });
}

// Not under the address key: saving an address must not fetch these again. Their names follow the language.
export const countriesQuery = (language: string) =>
  queryOptions({
    queryKey: ['geo', 'countries', language],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60 * 1000,
  });

export const regionsQuery = (language: string, country: string) =>
  queryOptions({
    queryKey: ['geo', 'regions', language, country],
    queryFn: ({ signal }) => getRegions(country, language, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQuery(i18n.language));
}

/** The regions of a country that has them; nothing is asked for otherwise. */
export function useRegions(country: Country | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    ...regionsQuery(i18n.language, country?.code ?? ''),
    enabled: Boolean(country?.hasRegions),
  });
}
