import type { MerchantProduct, MerchantProductRow, Page, ProductInput } from '@mall/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiAction, apiGet } from '../../../lib/api-client';

export type ProductFilter = {
  keyword?: string;
  onSale?: 'true' | 'false';
  categoryId?: number;
  page: number;
  limit: number;
};

export const productsQuery = (filter: ProductFilter) =>
  queryOptions({
    queryKey: ['merchant', 'products', filter],
    queryFn: () => apiGet<Page<MerchantProductRow>>('/api/merchant/products', filter),
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['merchant', 'product', id],
    queryFn: () => apiGet<MerchantProduct>(`/api/merchant/products/${id}`),
    staleTime: 0,
  });

/** What the form sends: the contract's input before defaults are applied. */
export type ProductBody = Omit<ProductInput, 'skus' | 'shopCategoryId' | 'description'> & {
  shopCategoryId: number | null;
  description: string;
  skus: { attrValues: string[]; price: string; otPrice: string; stock: number; image: string }[];
};

export const createProduct = (body: ProductBody) => apiAction<{ id: number }>('/api/merchant/products', body);
export const updateProduct = (id: number, body: ProductBody) => apiAction<null>(`/api/merchant/products/${id}`, body);
export const setOnSale = (id: number, onSale: boolean) =>
  apiAction<null>(`/api/merchant/products/${id}/sale`, { onSale });
