import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface CreateOrderInput {
  preOrderNo: string;
  addressId: number;
  mark: string;
  payType: 'card';
}

/** Places the order: one PT checkout with one SH order per shop; the same preOrderNo never makes two. */
export function createOrder(input: CreateOrderInput): Promise<{ orderNo: string }> {
  return apiPost<{ orderNo: string }>('/api/front/order/create', { ...input, couponIds: [], usePoints: false });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
