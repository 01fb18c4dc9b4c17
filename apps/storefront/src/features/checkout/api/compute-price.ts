import type { PriceSchema } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type OrderPrice = Infer<typeof PriceSchema>;

export interface PriceInput {
  preOrderNo: string;
  addressId: number | null;
  /** The shopper's coupons chosen (at most one per shop and one of the mall's). */
  couponIds: number[];
  usePoints: boolean;
}

/** The server prices the checkout from the database (goods, freight per shop, deductions); never from our figures. */
export function computePrice(
  { preOrderNo, addressId, couponIds, usePoints }: PriceInput,
  signal?: AbortSignal,
): Promise<OrderPrice> {
  return apiPost<OrderPrice>(
    '/api/front/order/computed/price',
    { preOrderNo, ...(addressId ? { addressId } : {}), couponIds, usePoints },
    { signal },
  );
}

export const priceQuery = (input: PriceInput) =>
  queryOptions({
    queryKey: ['checkout', 'price', input.preOrderNo, input.addressId, input.couponIds, input.usePoints],
    queryFn: ({ signal }) => computePrice(input, signal),
    staleTime: 0,
    retry: false,
  });

/** Recomputed whenever the address, a coupon or the points choice changes; the last figures stay on screen meanwhile. */
export function useOrderPrice(input: PriceInput, enabled: boolean) {
  return useQuery({ ...priceQuery(input), enabled, placeholderData: keepPreviousData });
}
