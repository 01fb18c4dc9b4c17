import type { Page, Refund } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { asPage } from '../../../lib/page';
import { REFUNDS_KEY } from './keys';

export const REFUNDS_PER_PAGE = 10;

/** `lang`: the reasons come in the page's language (the locale cookie may still hold the previous one). */
export function getRefundList(page: number, lang: string, signal?: AbortSignal): Promise<Page<Refund>> {
  return apiGet<Page<Refund>>('/api/front/order/refund/list', { page, limit: REFUNDS_PER_PAGE, lang }, { signal }).then(
    (data) => asPage(data, page, REFUNDS_PER_PAGE),
  );
}

export const refundListQuery = (page: number, lang: string) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'list', page, lang],
    queryFn: ({ signal }) => getRefundList(page, lang, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRefundList(page: number) {
  const { i18n } = useTranslation();
  return useQuery(refundListQuery(page, i18n.language));
}
