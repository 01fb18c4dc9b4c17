import type { CreateOrderSchema } from '@mall/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';

export type CreateOrderInput = Infer<typeof CreateOrderSchema>;

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
