import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatConversation } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatStore, openChat, useChat } from '../chat-store';
import ChatWindow from './chat-window';

// The socket: the test says what the server would push.
const handlers = new Map<string, Array<(event: unknown) => void>>();
vi.mock('../../../lib/realtime', () => ({
  subscribe: (type: string, handler: (event: unknown) => void) => {
    handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    return () =>
      handlers.set(
        type,
        (handlers.get(type) ?? []).filter((h) => h !== handler),
      );
  },
  lastRealtimeId: () => 0,
}));
const push = (type: string, event: object) =>
  act(() => {
    for (const handler of handlers.get(type) ?? []) handler({ type, ...event });
  });

const conversation = (id: number, merId: number, unread: number): ChatConversation => ({
  id,
  merId,
  merName: `Shop ${merId}`,
  merAvatar: '',
  lastMessage: null,
  unread,
  blocked: false,
  open: true,
});

/** The chat API over a database: a conversation's unread count is cleared by its read call. */
function serve(unread: Record<number, number>) {
  const reads: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input, 'http://shop.test').pathname;
      let data: unknown = null;
      const read = /^\/api\/front\/chat\/conversations\/(\d+)\/read$/.exec(path);
      if (read && init.method === 'POST') {
        reads.push(Number(read[1]));
        unread[Number(read[1])] = 0;
        data = { upTo: 10 };
      } else if (path === '/api/front/chat/conversations') {
        data = Object.entries(unread).map(([id, count]) => conversation(Number(id), Number(id) + 1, count));
      } else if (/\/messages$/.test(path)) data = { list: [], hasMore: false };
      else if (path === '/api/front/chat/unread') data = { total: Object.values(unread).reduce((a, b) => a + b, 0) };
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return reads;
}

function renderWindow() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ChatWindow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const badges = () =>
  within(screen.getByTestId('chat-conversations'))
    .getAllByRole('button')
    .map((entry) => entry.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
  chatStore.set({ open: false, merId: null, offer: null, shop: null });
});

describe("the chat window's list (audit R2)", () => {
  it('clears the badge of the conversation the shopper opens and reads', async () => {
    const unread = { 1: 1, 5: 3 };
    const reads = serve(unread);
    chatStore.set({ open: true, merId: 2, offer: null, shop: null });
    renderWindow();
    await waitFor(() => expect(reads).toEqual([1]));
    await waitFor(() => expect(badges()).toEqual(['Shop 2', 'Shop 63']));
  });

  it("follows the socket's read and unread events (a conversation read in another tab)", async () => {
    const unread = { 1: 0, 5: 3 };
    serve(unread);
    chatStore.set({ open: true, merId: 2, offer: null, shop: null });
    renderWindow();
    await waitFor(() => expect(badges()).toEqual(['Shop 2', 'Shop 63']));
    unread[5] = 0;
    push('read', { conversationId: 5, upTo: 10, by: 'shop' });
    await waitFor(() => expect(badges()).toEqual(['Shop 2', 'Shop 6']));
    unread[5] = 2;
    push('unread', { total: 2 });
    await waitFor(() => expect(badges()).toEqual(['Shop 2', 'Shop 62']));
  });
});

describe('a shop not written to yet (audit AX1)', () => {
  it('names the shop, with its logo, in the entry and the header from the first moment', async () => {
    serve({});
    openChat(7, null, { name: 'Lao Heritage Crafts', avatar: '/uploads/lao.png' });
    renderWindow();
    expect(screen.getByTestId('chat-with').textContent).toBe('Lao Heritage Crafts');
    expect(badges()).toEqual(['Lao Heritage Crafts']);
    const logo = screen.getByTestId('chat-conversations').querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/uploads/lao.png');
    // Still named once the (empty) list of conversations has come back.
    await waitFor(() => expect(screen.getByTestId('chat-thread')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 20));
    expect(badges()).toEqual(['Lao Heritage Crafts']);
    expect(screen.getByTestId('chat-with').textContent).toBe('Lao Heritage Crafts');
  });

  it('names the conversation the shopper switches to, not the shop the page offered', async () => {
    serve({ 5: 0 });
    openChat(7, null, { name: 'Lao Heritage Crafts' });
    renderWindow();
    await waitFor(() => expect(badges()).toEqual(['Lao Heritage Crafts', 'Shop 6']));
    act(() => screen.getByText('Shop 6').click());
    await waitFor(() => expect(screen.getByTestId('chat-with').textContent).toBe('Shop 6'));
  });
});

/** A product page's "Contact the seller" and the window it opens. */
function Page() {
  const chat = useChat();
  return (
    <>
      <button type="button" onClick={() => openChat(3)}>
        Contact the seller
      </button>
      {chat.open && <ChatWindow />}
    </>
  );
}

describe('the chat window with the keyboard (audit AX11)', () => {
  it('takes focus in its message box on open; Escape closes it and focus goes back to the button', async () => {
    serve({ 2: 0 });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const contact = screen.getByRole('button', { name: 'Contact the seller' });
    contact.focus();
    fireEvent.click(contact);
    const input = await screen.findByTestId('chat-input');
    await waitFor(() => expect(document.activeElement).toBe(input));

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('chat-window')).toBeNull();
    expect(document.activeElement).toBe(contact);
  });
});

describe('the picture button (audit CE8)', () => {
  it('is reached with Tab: a labelled file input hidden to the eye only, with a focus ring on its label', async () => {
    serve({});
    openChat(7, null, { name: 'Lao Heritage Crafts' });
    renderWindow();
    const picture = await screen.findByLabelText('Picture');
    expect(picture).toBe(screen.getByTestId('chat-picture'));
    expect(picture.tabIndex).toBe(0);
    picture.focus();
    expect(document.activeElement).toBe(picture);
    // jsdom applies no stylesheet: the rules the page loads must hide it visually, never take it out of the tab order.
    expect(picture.classList.contains('visually-hidden')).toBe(true);
    const css = readFileSync(join(import.meta.dirname, 'chat.module.css'), 'utf8');
    expect(css).not.toMatch(/\.picture input\s*\{[^}]*display:\s*none/);
    expect(css).toMatch(/label\.picture:has\(input:focus-visible\)\s*\{[^}]*outline:/);
  });
});
