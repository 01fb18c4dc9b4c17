import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatLinkPage from '../../features/chat/chat-link-page';
import { chatStore } from '../../features/chat/chat-store';
import { loadSection } from '../../lib/i18n';
import NoticesRoute from './notices-route';

// A shop's chat answer told by a notice (audit L7): its "Open" opens the chat window with that shop over the page, and
// the email's link (/chat?merId=…) opens it over the home page.

const notice = (id: number, kind: string, link: string, title: string) => ({
  id,
  kind,
  title,
  body: `${title}.`,
  link,
  read: false,
  createTime: '2026-12-04T10:00:00.000Z',
});

function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push(key);
      const data =
        key === 'GET /api/front/notices'
          ? {
              list: [
                notice(2, 'chat_answered', '/chat?merId=7', 'TechZone answered you in chat'),
                notice(1, 'order_paid', '/order/order_detail?orderNo=PT1', 'Order PT1 is paid'),
              ],
              total: 2,
              page: 1,
              limit: 10,
            }
          : null;
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderAt(entry: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/users/notices" element={<NoticesRoute />} />
          <Route path="/chat" element={<ChatLinkPage />} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/order/order_detail" element={<p>order page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('notices');
});
beforeEach(() => {
  chatStore.set({ open: false, merId: null, offer: null, shop: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a chat answer in the message centre', () => {
  it('opens the chat window with the shop and stays on the page, marking the notice read', async () => {
    const calls = serve();
    renderAt('/users/notices');
    const opens = await screen.findAllByTestId('notice-open');
    expect(screen.getAllByText('Chat answer').length).toBeGreaterThan(0);
    fireEvent.click(opens[0]!);
    expect(chatStore.get()).toMatchObject({ open: true, merId: 7 });
    expect(screen.getByTestId('notices-list')).toBeTruthy();
    await waitFor(() => expect(calls).toContain('POST /api/front/notices/read'));
    // Any other notice still leads to its page.
    fireEvent.click(opens[1]!);
    await screen.findByText('order page');
  });

  it("the email's link opens the chat with the shop over the home page", async () => {
    serve();
    renderAt('/chat?merId=7');
    await screen.findByText('home page');
    expect(chatStore.get()).toMatchObject({ open: true, merId: 7 });
  });

  it('a link with no valid shop opens nothing', async () => {
    serve();
    renderAt('/chat?merId=abc');
    await screen.findByText('home page');
    expect(chatStore.get().open).toBe(false);
  });
});
