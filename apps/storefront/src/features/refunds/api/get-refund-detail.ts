import type { Refund } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { REFUNDS_KEY } from './keys';

/** The server's pattern of refund numbers; anything else is not asked for. */
export const REFUND_NO = /^RE\d{10,30}$/;

/** `lang`: the reason comes in the page's language (the locale cookie may still hold the previous one). */
export function getRefundDetail(refundNo: string, lang: string, signal?: AbortSignal): Promise<Refund> {
  // Silent: the page says when a refund cannot be found.
  return apiGet<Refund>(
    `/api/front/order/refund/detail/${encodeURIComponent(refundNo)}`,
    { lang },
    {
      signal,
      silent: true,
    },
  );
}

export const refundDetailQuery = (refundNo: string, lang: string) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'detail', refundNo, lang],
    queryFn: ({ signal }) => getRefundDetail(refundNo, lang, signal),
    staleTime: 0,
  });

export function useRefundDetail(refundNo: string) {
  const { i18n } = useTranslation();
  return useQuery({ ...refundDetailQuery(refundNo, i18n.language), enabled: REFUND_NO.test(refundNo) });
}
