import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export interface PaymentStart {
  provider: 'testcard' | 'stripe' | string;
  clientSecret?: string;
  publishableKey?: string;
}

/** Asks the server how this order is paid: the offline test card, or Stripe with a Payment Intent's secret. */
export function startPayment(orderNo: string): Promise<PaymentStart> {
  // Silent: a paid or expired order is explained on the page itself.
  return apiPost<PaymentStart>('/api/front/pay/payment', { orderNo, payType: 'card' }, { silent: true });
}

export const paymentStartQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['pay', 'start', orderNo],
    queryFn: () => startPayment(orderNo),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

export function usePaymentStart(orderNo: string, enabled: boolean) {
  return useQuery({ ...paymentStartQuery(orderNo), enabled });
}
