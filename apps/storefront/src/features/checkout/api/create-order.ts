import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface CreateOrderInput {
  preOrderNo: string;
  addressId: number;
  mark: string;
  payType: 'card';
  couponIds: number[];
  usePoints: boolean;
}

/**
 * Places the order: one PT checkout with one SH order per shop; the same preOrderNo never makes two. The server checks
 * the coupons and points again and charges what the computed price said.
 */
export function createOrder(input: CreateOrderInput): Promise<{ orderNo: string }> {
  return apiPost<{ orderNo: string }>('/api/front/order/create', input);
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
