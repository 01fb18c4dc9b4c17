import type { Category } from '@mall/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The platform's two-level category tree (products go under a second-level category). */
export const platformCategoriesQuery = () =>
  queryOptions({
    queryKey: ['platform-categories'],
    queryFn: () => apiGet<Category[]>('/api/front/product/category'),
    staleTime: 5 * 60_000,
  });
