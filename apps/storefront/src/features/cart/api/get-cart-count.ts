import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSignedIn } from '../../../lib/auth-token';

export async function getCartCount(): Promise<number> {
  const data = await apiGet<{ count: number }>('/api/front/cart/count', { numType: true, type: 'total' });
  return typeof data?.count === 'number' ? data.count : 0;
}

export const cartCountQuery = () => queryOptions({ queryKey: ['cart', 'count'], queryFn: getCartCount });

/** Items in the cart; a visitor (no token) has none and the server is not asked. */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const query = useQuery({ ...cartCountQuery(), enabled: signedIn });
  return signedIn ? (query.data ?? 0) : 0;
}
