import type { Notice, Page } from '@mall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiPost } from '../../lib/api-client';
import { subscribe } from '../../lib/realtime';

/** The console side a page speaks for: a shop's staff (merchant) or the platform's operators (admin). */
export type NoticeSide = 'merchant' | 'admin';
export const noticeBase = (side: NoticeSide) => `/api/${side}/notices`;
const KEY = (side: NoticeSide) => ['notices', side] as const;
export const NOTICES_PER_PAGE = 10;

/** The bell's count for one side: refetched on the realtime `notice` event and every minute as a fallback. */
export function useNoticeUnread(side: NoticeSide, enabled: boolean): number {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribe('notice', () => void client.invalidateQueries({ queryKey: KEY(side) }));
  }, [client, enabled, side]);
  const query = useQuery({
    queryKey: [...KEY(side), 'unread'],
    queryFn: ({ signal }) => apiGet<{ total: number }>(`${noticeBase(side)}/unread`, undefined, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
  return query.data?.total ?? 0;
}

export function useNotices(side: NoticeSide, filter: { page: number; unread: boolean }) {
  return useQuery({
    queryKey: [...KEY(side), 'list', filter],
    queryFn: ({ signal }) =>
      apiGet<Page<Notice>>(
        noticeBase(side),
        { page: filter.page, limit: NOTICES_PER_PAGE, ...(filter.unread ? { unread: 'true' } : {}) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Marks messages read (`ids`), or all those up to the newest the page listed (`upTo`, audit FC4). */
export function useMarkRead(side: NoticeSide) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: { ids: number[] } | { all: true; upTo: number }) =>
      apiPost<null>(`${noticeBase(side)}/read`, what),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY(side) }),
  });
}

/** The newest notice listed on any page loaded: "Read all" marks none newer, never shown (audit FC4). */
export function useNewestListed(side: NoticeSide): () => number | undefined {
  const client = useQueryClient();
  return () => {
    const ids = client
      .getQueriesData<Page<Notice>>({ queryKey: [...KEY(side), 'list'] })
      .flatMap(([, data]) => data?.list.map((n) => n.id) ?? []);
    return ids.length > 0 ? Math.max(...ids) : undefined;
  };
}
