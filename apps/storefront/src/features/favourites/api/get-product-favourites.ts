import type { Page } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { asPage } from '../../../lib/page';
import { FAVOURITES_KEY } from './keys';

export interface ProductFavourite {
  id: number;
  productId: number;
  name: string;
  image: string;
  price: string;
  otPrice: string;
  onSale: boolean;
  createTime: string;
}

export function getProductFavourites(page: number, limit: number, signal?: AbortSignal) {
  return apiGet<Page<ProductFavourite>>('/api/front/collect/product/list', { page, limit }, { signal }).then((data) =>
    asPage(data, page, limit),
  );
}

export const productFavouritesQuery = (page: number, limit: number) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, 'products', page, limit],
    queryFn: ({ signal }) => getProductFavourites(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useProductFavourites(page: number, limit: number) {
  return useQuery(productFavouritesQuery(page, limit));
}
