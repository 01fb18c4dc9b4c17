import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface PaymentResult {
  paid: boolean;
  /** The checkout's status: unpaid, paid or cancelled. */
  status: string;
  payAmount: string;
  lastPayment: { status: string; message: string } | null;
}

export function getPaymentResult(orderNo: string, signal?: AbortSignal): Promise<PaymentResult> {
  return apiGet<PaymentResult>(`/api/front/pay/result/${encodeURIComponent(orderNo)}`, undefined, {
    signal,
    silent: true,
  });
}

/** How often and how many times to ask again while a payment may still be confirmed (a webhook on its way). */
export const RESULT_POLL_MS = 2000;
export const RESULT_POLLS = 5;

/**
 * An unpaid order whose last payment was refunded: the server could not apply it because the order cannot be paid now
 * (audit Y1: a shop of it was suspended while the card form was open). Its message says what to do; neither waiting
 * nor paying again helps.
 */
export const refundedUnpaid = (result: PaymentResult): boolean =>
  !result.paid && result.status === 'unpaid' && result.lastPayment?.status === 'refunded';

/**
 * Whether the answer may still change by itself: unpaid, and no payment attempt that has already failed or been
 * refunded.
 */
export function mayStillBePaid(result: PaymentResult): boolean {
  return (
    !result.paid && result.status === 'unpaid' && result.lastPayment?.status !== 'failed' && !refundedUnpaid(result)
  );
}

export const paymentResultQuery = (orderNo: string) =>
  queryOptions({
    queryKey: ['pay', 'result', orderNo],
    queryFn: ({ signal }) => getPaymentResult(orderNo, signal),
    staleTime: 0,
    retry: false,
  });

/** The payment's result; `waiting` while it is asked again a few times because it may still turn paid. */
export function usePaymentResult(orderNo: string) {
  const options = paymentResultQuery(orderNo);
  const query = useQuery({
    ...options,
    enabled: orderNo !== '',
    refetchInterval: (current) => {
      const data = current.state.data;
      if (!data || !mayStillBePaid(data) || current.state.dataUpdateCount > RESULT_POLLS) return false;
      return RESULT_POLL_MS;
    },
  });
  const updates = useQueryClient().getQueryState(options.queryKey)?.dataUpdateCount ?? 0;
  const waiting = query.data !== undefined && mayStillBePaid(query.data) && updates <= RESULT_POLLS;
  return { ...query, waiting };
}
