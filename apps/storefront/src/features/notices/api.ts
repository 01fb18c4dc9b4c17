import type { Notice, Page } from '@mall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiPost } from '../../lib/api-client';
import { subscribe } from '../../lib/realtime';

export const NOTICES_KEY = ['notices'] as const;
export const NOTICES_PER_PAGE = 10;

/**
 * The bell's count: fetched once, again whenever the server signals a new notice on the realtime socket, and every
 * 60 s as a safety net (a socket that could not open).
 */
export function useNoticeUnread(enabled: boolean): number {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribe('notice', () => void client.invalidateQueries({ queryKey: NOTICES_KEY }));
  }, [client, enabled]);
  const query = useQuery({
    queryKey: [...NOTICES_KEY, 'unread'],
    queryFn: ({ signal }) => apiGet<{ total: number }>('/api/front/notices/unread', undefined, { signal }),
    enabled,
    refetchInterval: 60_000,
  });
  return query.data?.total ?? 0;
}

export type NoticeFilter = { page: number; kind?: string; unread?: boolean };

export function useNotices(filter: NoticeFilter) {
  return useQuery({
    queryKey: [...NOTICES_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      apiGet<Page<Notice>>(
        '/api/front/notices',
        {
          page: filter.page,
          limit: NOTICES_PER_PAGE,
          ...(filter.kind ? { kind: filter.kind } : {}),
          ...(filter.unread ? { unread: 'true' } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * Marks messages read (`ids`) or all of them (`all`), bounded to what the page listed (audit FC4): none newer than
 * `upTo`, only the `kind` it was filtered by. The bell and the list follow.
 */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (what: { ids: number[] } | { all: true; upTo: number; kind?: string }) =>
      apiPost<null>('/api/front/notices/read', what),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}

/**
 * The newest notice the page has listed under the `kind` filter, on any page loaded: "Read all" marks none newer (one
 * that arrived since was never shown). Undefined when nothing was listed.
 */
export function useNewestListed(kind: string | undefined): () => number | undefined {
  const client = useQueryClient();
  return () => {
    const pages = client.getQueriesData<Page<Notice>>({ queryKey: [...NOTICES_KEY, 'list'] });
    const ids = pages
      .filter(([key]) => (key[2] as NoticeFilter | undefined)?.kind === kind)
      .flatMap(([, data]) => data?.list.map((n) => n.id) ?? []);
    return ids.length > 0 ? Math.max(...ids) : undefined;
  };
}

/** One kind of message and the ways the reader gets it; `optional` kinds may be turned off, the others never. */
export type NoticePreference = { kind: string; email: boolean; sms: boolean; site: boolean; optional: boolean };
const PREFERENCES_KEY = [...NOTICES_KEY, 'preferences'] as const;

/** The reader's choices, as the mail's footer promises ("Choose which messages you get in your account"). */
export function useNoticePreferences() {
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ kinds: NoticePreference[] }>('/api/front/notices/preferences', undefined, { signal }),
  });
}

/** Saves one kind's ways; the list is read again from the server, which keeps what it accepted. */
export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, email, sms, site }: NoticePreference) =>
      apiPost<null>('/api/front/notices/preferences', { kinds: [{ kind, email, sms, site }] }),
    onSettled: () => client.invalidateQueries({ queryKey: PREFERENCES_KEY }),
  });
}
