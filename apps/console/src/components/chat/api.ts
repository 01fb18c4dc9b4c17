import type {
  ChatInboxConversation,
  ChatMessage,
  ChatReportView,
  ChatSettings,
  ChatSettingsView,
  Page,
} from '@mall/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiAction, apiGet, apiPost } from '../../lib/api-client';
import { side, subscribe } from '../../lib/realtime';

/** The inbox's API: the shop's (`/api/merchant/chat`) or the mall's service (`/api/admin/chat`). */
export type InboxBase = '/api/merchant/chat' | '/api/admin/chat';
export type InboxFilter = { view: 'all' | 'mine' | 'unassigned'; keyword: string; page: number };

export const inboxQuery = (base: InboxBase, filter: InboxFilter) =>
  queryOptions({
    queryKey: ['chat', base, 'conversations', filter],
    queryFn: () =>
      apiGet<Page<ChatInboxConversation>>(`${base}/conversations`, {
        mine: filter.view === 'mine' ? 1 : undefined,
        unassigned: filter.view === 'unassigned' ? 1 : undefined,
        keyword: filter.keyword,
        page: filter.page,
        limit: 30,
      }),
    placeholderData: keepPreviousData,
  });

export const staffQuery = (base: InboxBase) =>
  queryOptions({
    queryKey: ['chat', base, 'staff'],
    queryFn: () => apiGet<{ id: number; nickname: string }[]>(`${base}/staff`),
  });
export const settingsQuery = (base: InboxBase) =>
  queryOptions({ queryKey: ['chat', base, 'settings'], queryFn: () => apiGet<ChatSettingsView>(`${base}/settings`) });
export const unreadQuery = (base: InboxBase) =>
  queryOptions({ queryKey: ['chat', base, 'unread'], queryFn: () => apiGet<{ total: number }>(`${base}/unread`) });

/**
 * Shoppers' messages not yet read in one inbox, for the menu and the page title wherever staff are (audit CI13): set
 * by the socket's `unread` event while the socket speaks for this inbox's side, read again when it reconnects, and
 * every minute (the other side's inbox, a socket that could not open).
 */
export function useChatUnread(base: InboxBase, enabled: boolean): number {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const mine = () => side() === (base === '/api/admin/chat' ? 'admin' : 'merchant');
    const key = unreadQuery(base).queryKey;
    const stops = [
      subscribe('unread', (event) => {
        if (mine()) client.setQueryData(key, { total: event.total });
      }),
      subscribe('ready', () => void client.invalidateQueries({ queryKey: key })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, base, enabled]);
  const query = useQuery({ ...unreadQuery(base), enabled, refetchInterval: 60_000 });
  return enabled ? (query.data?.total ?? 0) : 0;
}

/** A page of the thread: 30 messages, as it has always shown (the route's default became 20, audit FX6). */
const MESSAGES_PER_PAGE = 30;
export const fetchMessages = (base: InboxBase, id: number, before?: number) =>
  apiGet<{ list: ChatMessage[]; hasMore: boolean }>(`${base}/conversations/${id}/messages`, {
    before,
    limit: MESSAGES_PER_PAGE,
  });
export const sendStaffMessage = (base: InboxBase, conversationId: number, kind: ChatMessage['kind'], body: string) =>
  apiPost<ChatMessage>(`${base}/messages`, { conversationId, kind, body });
export const markRead = (base: InboxBase, id: number) =>
  apiPost<{ upTo: number }>(`${base}/conversations/${id}/read`, undefined, { silent: true });
/**
 * Marks a conversation read and, once the server has it, clears its badge in every list of the inbox at once (audit
 * V1, the console's side of R2: the row kept its count after staff had read it); the lists and the total are then read
 * again.
 */
export async function readConversation(client: QueryClient, base: InboxBase, id: number): Promise<void> {
  await markRead(base, id);
  client.setQueriesData<Page<ChatInboxConversation>>({ queryKey: ['chat', base, 'conversations'] }, (page) =>
    page ? { ...page, list: page.list.map((c) => (c.id === id ? { ...c, unread: 0 } : c)) } : page,
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: ['chat', base, 'conversations'] }),
    client.invalidateQueries({ queryKey: ['chat', base, 'unread'] }),
  ]);
}
export const assign = (base: InboxBase, id: number, staffId: number) =>
  apiAction<null>(`${base}/conversations/${id}/assign`, { staffId });
export const reportMessage = (base: InboxBase, id: number, reason: string) =>
  apiAction<null>(`${base}/messages/${id}/report`, { reason });
export const saveSettings = (base: InboxBase, settings: ChatSettings) =>
  apiAction<ChatSettingsView>(`${base}/settings`, settings);

export const reportsQuery = (status: 'open' | 'resolved', page: number) =>
  queryOptions({
    queryKey: ['chat', 'reports', status, page],
    queryFn: () => apiGet<Page<ChatReportView>>('/api/admin/chat/reports', { status, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
export const resolveReport = (id: number, resolution: string) =>
  apiAction<null>(`/api/admin/chat/reports/${id}/resolve`, { resolution });
