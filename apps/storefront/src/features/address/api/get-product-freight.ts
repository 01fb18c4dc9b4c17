import type { ProductFreight } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';

export type { ProductFreight };

/** Where the freight is asked for: one of the shopper's addresses, a country (and region), or the server's default. */
export type Destination = { addressId: number } | { country: string; region?: string } | null;

export interface FreightQuery {
  productId: number;
  skuId?: number;
  quantity: number;
  destination: Destination;
}

export function getProductFreight(
  { productId, skuId, quantity, destination }: FreightQuery,
  signal?: AbortSignal,
): Promise<ProductFreight> {
  const query: Record<string, string | number> = { quantity };
  if (skuId) query.skuId = skuId;
  if (destination && 'addressId' in destination) query.addressId = destination.addressId;
  if (destination && 'country' in destination) {
    query.country = destination.country;
    if (destination.region) query.region = destination.region;
  }
  // Silent: the line says itself when the freight is unknown.
  return apiGet<ProductFreight>(`/api/front/product/freight/${productId}`, query, { signal, silent: true });
}

export const productFreightQuery = (input: FreightQuery, language: string) =>
  queryOptions({
    queryKey: ['freight', input.productId, input.skuId ?? 0, input.quantity, input.destination, language],
    queryFn: ({ signal }) => getProductFreight(input, signal),
    staleTime: 60 * 1000,
    retry: false,
  });

/** The freight of a product to a destination; the last answer stays on screen while the next one comes. */
export function useProductFreight(input: FreightQuery, enabled = true) {
  const { i18n } = useTranslation();
  return useQuery({ ...productFreightQuery(input, i18n.language), enabled, placeholderData: keepPreviousData });
}
