import type { FacetValue, ProductSearchPage, ProductSearchQuery, Suggestion } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The search's query as the address carries it (all text: the server parses and checks it). */
export type SearchParams = Partial<Record<keyof ProductSearchQuery, string | number | undefined>>;

const clean = (params: SearchParams) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;

export const productSearchQuery = (params: SearchParams) =>
  queryOptions({
    queryKey: ['catalog', 'search', clean(params)],
    queryFn: ({ signal }) =>
      apiGet<ProductSearchPage>('/api/front/product/list', { ...clean(params), facets: 'true' }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Results, their total ("10,000+" when capped) and every facet with exact counts (API.md section H). */
export function useProductSearch(params: SearchParams, enabled = true) {
  return useQuery({ ...productSearchQuery(params), enabled });
}

/** The "more" of a long facet: its values matching `q`, counted like the facet itself. */
export function useFacetValues(params: SearchParams, facet: string | null, q: string) {
  return useQuery({
    queryKey: ['catalog', 'facet-values', clean(params), facet, q],
    queryFn: ({ signal }) =>
      apiGet<FacetValue[]>('/api/front/product/facet-values', { ...clean(params), facet: facet ?? '', q }, { signal }),
    enabled: facet !== null,
    placeholderData: keepPreviousData,
  });
}

/** Suggestions while typing: names and hot keywords in the reader's language. */
export function useSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ['catalog', 'suggest', text],
    queryFn: ({ signal }) => apiGet<Suggestion[]>('/api/front/search/suggest', { q: text }, { signal }),
    enabled: text.length > 0 && text.length <= 50,
    staleTime: 30_000,
  });
}
