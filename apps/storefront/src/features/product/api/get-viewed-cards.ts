import type { ProductCard } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * The recently viewed products as the server shows them now: names in the reader's language (a language switch
 * refetches every query), prices of today, products no longer on sale left out.
 */
export function useViewedCards(ids: number[]) {
  return useQuery({
    queryKey: ['product', 'cards', ids.join(',')],
    queryFn: ({ signal }) =>
      apiGet<ProductCard[]>('/api/front/product/cards', { ids: ids.join(',') }, { signal, silent: true }),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}
