import type { ChatConversation, ChatMessage } from '@mall/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiPost } from '../../lib/api-client';
import { useSignedIn } from '../../lib/auth-token';
import { subscribe } from '../../lib/realtime';
import type { ChatHours } from './hours';

export const chatKeys = {
  conversations: ['chat', 'conversations'] as const,
  unread: ['chat', 'unread'] as const,
  serviceHours: ['chat', 'service-hours'] as const,
};

export const fetchConversations = () => apiGet<ChatConversation[]>('/api/front/chat/conversations');
/** A page of the window: 30 messages, as it has always shown (the route's default became 20, audit FX6). */
export const MESSAGES_PER_PAGE = 30;
export const fetchMessages = (id: number, query: { before?: number; after?: number; limit?: number } = {}) =>
  apiGet<{ list: ChatMessage[]; hasMore: boolean }>(`/api/front/chat/conversations/${id}/messages`, {
    limit: MESSAGES_PER_PAGE,
    ...query,
  });
export const sendMessage = (merId: number, kind: ChatMessage['kind'], body: string) =>
  apiPost<ChatMessage>('/api/front/chat/messages', { merId, kind, body });
export const markRead = (id: number) =>
  apiPost<{ upTo: number }>(`/api/front/chat/conversations/${id}/read`, undefined, { silent: true });

/**
 * Marks a conversation read and, once the server has it, clears its badge in the window's list at once (audit R2: the
 * list kept "1" after the shopper had read it); the list and the header's total are then read again.
 */
export async function readConversation(client: QueryClient, id: number): Promise<void> {
  await markRead(id);
  client.setQueryData<ChatConversation[]>(chatKeys.conversations, (list) =>
    list?.map((c) => (c.id === id ? { ...c, unread: 0 } : c)),
  );
  await Promise.all([
    client.invalidateQueries({ queryKey: chatKeys.conversations }),
    client.invalidateQueries({ queryKey: chatKeys.unread }),
  ]);
}
/** Silent: the thread tells a refusal itself, saying what was refused and why (brief GV, item 4). */
export const setBlocked = (id: number, blocked: boolean) =>
  apiPost(`/api/front/chat/conversations/${id}/${blocked ? 'block' : 'unblock'}`, undefined, { silent: true });
/** One JPG or PNG picture (the upload call of API.md A); answers where it is kept. */
export function uploadPicture(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiPost<{ url: string }>('/api/front/upload/image', form);
}
export const reportMessage = (id: number, reason: string) =>
  apiPost(`/api/front/chat/messages/${id}/report`, { reason });

/**
 * The hours a chat answers before the shopper has written to it (no conversation carries them yet): a shop's from its
 * page's own answer, shared with that page's cache (audit DS6 leftover); the mall's service, which has no shop page,
 * from the chat's own (audit EV1).
 */
export function useShopChatHours(merId: number, wanted: boolean): ChatHours | null {
  const shop = useQuery({
    queryKey: ['shop', 'detail', merId],
    queryFn: () => apiGet<{ chatHours: ChatHours }>(`/api/front/merchant/detail/${merId}`, undefined, { silent: true }),
    enabled: wanted && merId > 0,
    select: (detail) => detail?.chatHours ?? null,
  });
  const service = useQuery({
    queryKey: chatKeys.serviceHours,
    queryFn: () => apiGet<{ hours: ChatHours | null }>('/api/front/chat/service-hours', undefined, { silent: true }),
    enabled: wanted && merId === 0,
    select: (answer) => answer?.hours ?? null,
  });
  if (!wanted) return null;
  return (merId === 0 ? service.data : shop.data) ?? null;
}

/**
 * The name and logo of a shop the shopper has not written to yet, when what opened the chat knew only its number (the
 * chat email's /chat?merId=3, a notice; audit FS8): the shop's public header, shared with its page's cache.
 */
export function useChatShop(merId: number, wanted: boolean): { name: string; avatar: string } | null {
  const shop = useQuery({
    queryKey: ['shop', 'header', merId],
    queryFn: () =>
      apiGet<{ id: number; name: string; avatar: string }>(`/api/front/merchant/index/info/${merId}`, undefined, {
        silent: true,
      }),
    enabled: wanted && merId > 0,
  });
  if (!wanted || !shop.data || shop.data.id !== merId) return null;
  return { name: shop.data.name, avatar: shop.data.avatar };
}

/** The shopper's unread chat messages, kept current by the realtime socket (header and user menu). */
export function useChatUnread(): number {
  const signedIn = useSignedIn();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: chatKeys.unread,
    queryFn: () => apiGet<{ total: number }>('/api/front/chat/unread', undefined, { silent: true }),
    enabled: signedIn,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (!signedIn) return;
    return subscribe('unread', (event) => client.setQueryData(chatKeys.unread, { total: event.total }));
  }, [signedIn, client]);
  return signedIn ? (query.data?.total ?? 0) : 0;
}
