import type { SettleRecord } from '@mall/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { SETTLE_KEY } from './keys';

/** One's own application (to edit or resubmit it); another user's answers 404, shown by the page itself. */
export function getApplication(id: number, signal?: AbortSignal): Promise<SettleRecord> {
  return apiGet<SettleRecord>(`/api/front/merchant/settled/record/${id}`, undefined, { signal, silent: true });
}

export const applicationQuery = (id: number) =>
  queryOptions({
    queryKey: [...SETTLE_KEY, 'record', id],
    queryFn: ({ signal }) => getApplication(id, signal),
    staleTime: 0,
    retry: false,
  });

export function useApplication(id: number) {
  return useQuery({ ...applicationQuery(id), enabled: id > 0 });
}
