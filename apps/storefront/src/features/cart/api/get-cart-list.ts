import type { CartGroupSchema, CartItemSchema } from '@mall/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type CartGroup = Infer<typeof CartGroupSchema>;
export type CartItem = Infer<typeof CartItemSchema>;

/** Every cart query (the list and the header badge) starts with this key, so one invalidation refreshes both. */
export const CART_KEY = ['cart'] as const;

export function getCartList(signal?: AbortSignal): Promise<CartGroup[]> {
  return apiGet<CartGroup[]>('/api/front/cart/list', undefined, { signal });
}

export const cartListQuery = () =>
  queryOptions({ queryKey: [...CART_KEY, 'list'], queryFn: ({ signal }) => getCartList(signal), staleTime: 0 });

export function useCartList() {
  return useQuery(cartListQuery());
}

/** Refreshes the cart list and the header badge after anything that changed the cart (here or elsewhere). */
export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: CART_KEY }), [queryClient]);
}

/**
 * How many of a SKU the reader's cart holds (0 until the cart is read): the product page's stepper offers only what
 * the cart still takes of it, as the cart adds the same SKU up (audit CE10 rest).
 */
export function useQuantityInCart(): (skuId: number) => number {
  const { data } = useCartList();
  return useCallback(
    (skuId: number) => data?.flatMap((group) => group.items).find((item) => item.skuId === skuId)?.quantity ?? 0,
    [data],
  );
}
