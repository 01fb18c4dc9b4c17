import type { Page, SettleRecord } from '@mall/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { asPage } from '../../../lib/page';
import { SETTLE_KEY } from './keys';

export function getApplications(page: number, limit: number, signal?: AbortSignal): Promise<Page<SettleRecord>> {
  return apiGet<Page<SettleRecord>>('/api/front/merchant/settled/record', { page, limit }, { signal }).then((data) =>
    asPage(data, page, limit),
  );
}

/** Category and type names come in the request's language, so the language is part of the key. */
export const applicationsQuery = (page: number, limit: number, language: string) =>
  queryOptions({
    queryKey: [...SETTLE_KEY, 'records', page, limit, language],
    queryFn: ({ signal }) => getApplications(page, limit, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useApplications(page: number, limit: number) {
  const { i18n } = useTranslation();
  return useQuery(applicationsQuery(page, limit, i18n.language));
}
