import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export async function getCartCount(): Promise<number> {
  const data = await apiGet<{ count: number }>('/api/front/cart/count', { numType: true, type: 'total' });
  return typeof data?.count === 'number' ? data.count : 0;
}

export const cartCountQuery = () => queryOptions({ queryKey: ['cart', 'count'], queryFn: getCartCount });

/** Items in the cart, a visitor's too (the server keeps it by a cookie of its own). */
export function useCartCount(): number {
  return useQuery(cartCountQuery()).data ?? 0;
}
