import type { ChatInboxConversation, Page } from '@mall/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConversation } from './api';

const row = (id: number, unread: number) => ({ id, unread }) as ChatInboxConversation;

describe('reading a conversation in the inbox (audit V1)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the server, then clears that row's badge in every list of the inbox, the others kept", async () => {
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      posted.push(url);
      return Response.json({ code: 200, message: 'success', data: { upTo: 9 } });
    });
    const client = new QueryClient();
    const all = ['chat', '/api/merchant/chat', 'conversations', { view: 'all', keyword: '', page: 1 }];
    const mine = ['chat', '/api/merchant/chat', 'conversations', { view: 'mine', keyword: '', page: 1 }];
    const page = (list: ChatInboxConversation[]): Page<ChatInboxConversation> => ({
      list,
      total: list.length,
      page: 1,
      limit: 30,
    });
    client.setQueryData(all, page([row(1, 3), row(2, 5)]));
    client.setQueryData(mine, page([row(1, 3)]));
    await readConversation(client, '/api/merchant/chat', 1);
    expect(posted).toEqual(['/api/merchant/chat/conversations/1/read']);
    expect(client.getQueryData<Page<ChatInboxConversation>>(all)?.list.map((c) => c.unread)).toEqual([0, 5]);
    expect(client.getQueryData<Page<ChatInboxConversation>>(mine)?.list.map((c) => c.unread)).toEqual([0]);
  });
});
