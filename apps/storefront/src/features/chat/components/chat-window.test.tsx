import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChatConversation } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { toastStore } from '../../../lib/toast';
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
  hours: null,
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

// Audit FS8: the chat email's link (/chat?merId=3) and a notice open the chat with the shop's number only; the window
// showed a bare shop icon and no name. It now reads the shop's public header, as the shop's page does.
describe('a chat opened by a link, with the shop number only (audit FS8)', () => {
  it("names the shop and shows its logo from the shop's public header", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://shop.test').pathname;
        asked.push(path);
        const data =
          path === '/api/front/merchant/index/info/3'
            ? { id: 3, name: 'TechZone', avatar: '/uploads/techzone.png', banner: '', isSelf: false, rating: null }
            : path === '/api/front/chat/conversations'
              ? []
              : /\/messages$/.test(path)
                ? { list: [], hasMore: false }
                : null;
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    openChat(3);
    renderWindow();
    await waitFor(() => expect(screen.queryByTestId('chat-with')?.textContent).toBe('TechZone'));
    expect(badges()).toEqual(['TechZone']);
    const logo = screen.getByTestId('chat-conversations').querySelector('img');
    expect(logo?.getAttribute('src')).toBe('/uploads/techzone.png');
    expect(asked).toContain('/api/front/merchant/index/info/3');
  });

  it('asks nothing more when the page that opened it named the shop', async () => {
    const reads = serve({});
    openChat(7, null, { name: 'Lao Heritage Crafts' });
    renderWindow();
    await waitFor(() => expect(screen.getByTestId('chat-thread')).toBeTruthy());
    const paths = vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input), 'http://shop.test').pathname);
    expect(paths).not.toContain('/api/front/merchant/index/info/7');
    expect(reads).toEqual([]);
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

// Walk GX: the send button is disabled while a message goes, and the offer's button is gone once the card is sent; the
// browser dropped the focus of either onto the page, so the next Tab started again from the top of the page.
describe('the focus after a send (walk GX)', () => {
  it('is back in the message box after the send button and after the product offer', async () => {
    serve({ 1: 0 });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    let next = 20;
    fetchStub.mockImplementation(async (input, init = {}) => {
      if (String(input).endsWith('/api/front/chat/messages') && init.method === 'POST') {
        const { kind, body } = JSON.parse(String(init.body)) as { kind: string; body: string };
        const message = { id: next++, conversationId: 1, from: 'shopper', kind, body, card: null, read: false };
        return new Response(JSON.stringify({ code: 200, message: 'success', data: message }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return answer(input, init);
    });
    chatStore.set({
      open: true,
      merId: 2,
      offer: { kind: 'product', body: '147', label: 'Resona A9 Waterproof Outdoor Soundbox' },
      shop: null,
    });
    renderWindow();
    const box = await screen.findByTestId('chat-input');

    const offer = screen.getByTestId('chat-send-offer');
    offer.focus();
    fireEvent.click(offer);
    await waitFor(() => expect(screen.queryByTestId('chat-send-offer')).toBeNull());
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: 'Is it waterproof?' } });
    const send = screen.getByTestId('chat-send');
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(document.activeElement).toBe(box);
  });
});

// Audit FC3: the box counted UTF-16 units (`maxLength` 1000) while the server takes 1000 characters as seen.
describe('a message counted as the shopper sees its characters', () => {
  it('takes 1000 emoji, as the server does, cuts after the 1000th and sends them all', async () => {
    serve({ 1: 0 });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    const sent: unknown[] = [];
    fetchStub.mockImplementation(async (input, init = {}) => {
      if (String(input).endsWith('/api/front/chat/messages') && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        const message = { id: 7, conversationId: 1, from: 'shopper', kind: 'text', body: 'x', card: null };
        return new Response(JSON.stringify({ code: 200, message: 'success', data: { ...message, read: false } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return answer(input, init);
    });
    chatStore.set({ open: true, merId: 2, offer: null, shop: null });
    renderWindow();
    const box = (await screen.findByTestId('chat-input')) as HTMLTextAreaElement;
    // No UTF-16 limit in the browser: it stopped an emoji-only message at 500.
    expect(box.getAttribute('maxlength')).toBeNull();
    fireEvent.change(box, { target: { value: '😀'.repeat(1001) } });
    expect(box.value).toBe('😀'.repeat(1000));
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(sent).toEqual([{ merId: 2, kind: 'text', body: '😀'.repeat(1000) }]));
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

// Audit DS6 leftover: the chat window did not say when the shop answers; it now says whether it is open now, until or
// from when, on the shop's clock with the zone named, and lists the week on demand, in the shopper's language.
describe("the shop's opening hours in the chat window", () => {
  const bangkokWeek = {
    openingHours: [
      { day: 1, from: '09:00', to: '12:00' },
      { day: 1, from: '12:00', to: '18:00' },
      { day: 3, from: '09:00', to: '18:00' },
      { day: 5, from: '22:00', to: '02:00' },
    ],
    timeZone: 'Asia/Bangkok',
  };
  /** The conversations (and the shop pages) the server answers. */
  function serveHours(
    list: ChatConversation[],
    details: Record<number, unknown> = {},
    service: ChatConversation['hours'] = null,
  ) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const path = new URL(input, 'http://shop.test').pathname;
        const detail = /^\/api\/front\/merchant\/detail\/(\d+)$/.exec(path);
        const data =
          path === '/api/front/chat/conversations'
            ? list
            : path === '/api/front/chat/service-hours'
              ? { hours: service }
              : detail
                ? (details[Number(detail[1])] ?? null)
                : /\/messages$/.test(path)
                  ? { list: [], hasMore: false }
                  : /\/read$/.test(path)
                    ? { upTo: 0 }
                    : { total: 0 };
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  }
  const withHours = (merId: number, hours: ChatConversation['hours']) => ({ ...conversation(merId, merId, 0), hours });

  afterEach(async () => {
    // Unmounted before the file's own clean-up empties the store, which would turn the window to the first conversation.
    cleanup();
    vi.useRealTimers();
    await switchLanguage('en');
  });

  it('says it is open now and until when, names the zone, and lists the week on demand (English)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 7 December 2026, 10:30 in Bangkok (UTC+7): open, the day's two periods one, until 18:00 (English: 6 PM).
    vi.setSystemTime(new Date('2026-12-07T03:30:00Z'));
    serveHours([withHours(4, bangkokWeek)]);
    chatStore.set({ open: true, merId: 4, offer: null, shop: null });
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe('Open now, until 6:00 PM');
    expect(screen.getByTestId('chat-hours-zone').textContent).toBe('Times in Indochina Time (Asia/Bangkok)');
    expect(screen.queryByTestId('chat-hours-week')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-hours-toggle'));
    expect(
      within(screen.getByTestId('chat-hours-week'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Monday 9:00 AM–12:00 PM, 12:00 PM–6:00 PM', 'Wednesday 9:00 AM–6:00 PM', 'Friday 10:00 PM–2:00 AM']);
    expect(screen.getByTestId('chat-hours-toggle').getAttribute('aria-expanded')).toBe('true');
  });

  it('says it is closed now and when it opens, in French; the night that runs past midnight is open', async () => {
    await switchLanguage('fr');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 19:00 in Bangkok: closed, opens on Wednesday (no hours on Tuesday).
    vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
    serveHours([withHours(4, bangkokWeek)]);
    chatStore.set({ open: true, merId: 4, offer: null, shop: null });
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe(
      'Fermé en ce moment, ouvre mercredi à 09:00',
    );
    expect(screen.getByTestId('chat-hours-zone').textContent).toMatch(/^Heures exprimées en .*\(Asia\/Bangkok\)$/);
    cleanup();
    // Wednesday 07:00 in Bangkok: opens today; Saturday 01:00: still Friday night's, open until 02:00.
    vi.setSystemTime(new Date('2026-12-09T00:00:00Z'));
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe(
      'Fermé en ce moment, ouvre aujourd’hui à 09:00',
    );
    cleanup();
    vi.setSystemTime(new Date('2026-12-11T18:00:00Z'));
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe('Ouvert en ce moment, jusqu’à 02:00');
  });

  // Audit EV1: the mall's own service showed no hours until the shopper had written to it; it has no shop page, so
  // the chat answers them; written to, its conversation carries them, as a shop's does.
  it("shows the mall's service hours before and after the first message (Chinese)", async () => {
    await switchLanguage('zh-CN');
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 19:00 in Bangkok: closed, opens on Wednesday at 09:00.
    vi.setSystemTime(new Date('2026-12-07T12:00:00Z'));
    const list: ChatConversation[] = [];
    serveHours(list, {}, bangkokWeek);
    openChat(0);
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe('已休息，星期三 09:00 开始营业');
    expect(screen.getByTestId('chat-hours-zone').textContent).toMatch(/\(Asia\/Bangkok\)/);
    // Not a shop: its own words to start with.
    expect(screen.getByTestId('chat-messages').textContent).toBe('打个招呼吧，商城客服会在这里回复。');
    cleanup();
    // Written to: the conversation's own hours, whatever the service answers alone.
    list.push({ ...withHours(0, bangkokWeek), id: 9, merName: '' });
    serveHours(list, {}, null);
    openChat(0);
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe('已休息，星期三 09:00 开始营业');
  });

  it('shows nothing for a shop that set no hours; a shop not written to yet gives its shop page’s (Thai)', async () => {
    await switchLanguage('th');
    serveHours([withHours(4, null)], {
      7: { chatHours: bangkokWeek },
      8: { chatHours: { ...bangkokWeek, openingHours: [] } },
    });
    chatStore.set({ open: true, merId: 4, offer: null, shop: null });
    renderWindow();
    await waitFor(() => expect(screen.getByTestId('chat-with').textContent).toBe('Shop 4'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('chat-hours')).toBeNull();
    cleanup();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T03:30:00Z'));
    openChat(7, null, { name: 'Lao Heritage Crafts' });
    renderWindow();
    expect((await screen.findByTestId('chat-hours-now')).textContent).toBe('เปิดอยู่ตอนนี้ ถึง 18:00');
    expect(screen.getByTestId('chat-hours-zone').textContent).toMatch(/^เวลาตาม .*\(Asia\/Bangkok\)$/);
    cleanup();

    openChat(8, null, { name: 'No Hours' });
    renderWindow();
    await waitFor(() => expect(screen.getByTestId('chat-with').textContent).toBe('No Hours'));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('chat-hours')).toBeNull();
  });
});

// Walk GP1: a picture the server refuses (not JPG or PNG, over 5 MB) was told by a toast, but the refusal was left
// unhandled and thrown in the page; the file stayed chosen, so choosing it again did nothing.
describe('a refused picture', () => {
  it('throws nothing in the page, sends nothing, and lets the same file be chosen again', async () => {
    serve({ 1: 0 });
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    const sent: unknown[] = [];
    fetchStub.mockImplementation(async (input, init = {}) => {
      if (String(input).endsWith('/api/front/upload/image')) {
        return new Response(JSON.stringify({ code: 400, message: 'Only JPG and PNG pictures can be uploaded' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }
      if (String(input).endsWith('/api/front/chat/messages') && init.method === 'POST') sent.push(init.body);
      return answer(input, init);
    });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      chatStore.set({ open: true, merId: 2, offer: null, shop: null });
      renderWindow();
      const picture = (await screen.findByTestId('chat-picture')) as HTMLInputElement;
      const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
      fireEvent.change(picture, { target: { files: [file] } });
      await waitFor(() =>
        expect(fetchStub.mock.calls.some(([url]) => String(url).endsWith('/api/front/upload/image'))).toBe(true),
      );
      // Past the answer and a few turns of the event loop, where an unhandled refusal is reported.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      expect(sent).toEqual([]);
      expect(picture.value).toBe('');
      expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(false);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

// Brief GV, item 4: the block button swallowed a refusal (`() => undefined`); the shopper now reads what was refused
// and why, in their language.
describe('a refused block', () => {
  /** The chat API of one conversation (id 1, shop 2) whose block call answers `block`. */
  function serveBlock(block: () => Promise<Response>) {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        const path = new URL(input, 'http://shop.test').pathname;
        if (path === '/api/front/chat/conversations/1/block' && init.method === 'POST') {
          calls.push(path);
          return block();
        }
        let data: unknown = null;
        if (path === '/api/front/chat/conversations') data = [conversation(1, 2, 0)];
        else if (/\/messages$/.test(path)) data = { list: [], hasMore: false };
        else if (/\/read$/.test(path)) data = { upTo: 0 };
        else if (path === '/api/front/chat/unread') data = { total: 0 };
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return calls;
  }
  const errors = () =>
    toastStore
      .get()
      .filter((toast) => toast.kind === 'error')
      .map((toast) => toast.text);

  it('says in the reader’s language that the shop was not blocked and why: a 429, a lost connection', async () => {
    await switchLanguage('fr');
    try {
      toastStore.set([]);
      // The server's sentence comes translated for the reader (decision 0016).
      const calls = serveBlock(
        async () =>
          new Response(JSON.stringify({ code: 429, message: 'Trop de demandes, réessayez plus tard', data: null }), {
            status: 429,
            headers: { 'content-type': 'application/json' },
          }),
      );
      chatStore.set({ open: true, merId: 2, offer: null, shop: null });
      renderWindow();
      const button = await screen.findByRole('button', { name: 'Bloquer cette boutique' });
      fireEvent.click(button);
      await waitFor(() =>
        expect(errors()).toEqual(['La boutique n’a pas pu être bloquée : Trop de demandes, réessayez plus tard']),
      );
      expect(calls).toHaveLength(1);
      expect((button as HTMLButtonElement).disabled).toBe(false);

      toastStore.set([]);
      cleanup();
      serveBlock(async () => {
        throw new TypeError('Failed to fetch');
      });
      renderWindow();
      const again = await screen.findByRole('button', { name: 'Bloquer cette boutique' });
      fireEvent.click(again);
      await waitFor(() => expect(errors()).toHaveLength(1));
      expect(errors()[0]).toMatch(/^La boutique n’a pas pu être bloquée : \S/);
    } finally {
      await switchLanguage('en');
      toastStore.set([]);
    }
  });
});
