import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { REFUNDS_KEY } from './keys';

/** The reasons a shopper picks from, in the current language (the request carries it). */
export function getRefundReasons(lang: string, signal?: AbortSignal): Promise<string[]> {
  return apiGet<string[]>('/api/front/order/refund/reason', { lang }, { signal });
}

export const refundReasonsQuery = (language: string) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'reasons', language],
    queryFn: ({ signal }) => getRefundReasons(language, signal),
    staleTime: 10 * 60_000,
  });

export function useRefundReasons() {
  const { i18n } = useTranslation();
  return useQuery(refundReasonsQuery(i18n.language));
}
