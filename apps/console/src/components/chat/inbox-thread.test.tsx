import type { ChatInboxConversation } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { describeFields, unnamedFields } from '../../test/unnamed-fields';

vi.mock('./api', () => ({
  fetchMessages: async () => messages,
  markRead: async () => ({ upTo: 0 }),
  readConversation: async () => undefined,
  assign: vi.fn(),
  reportMessage: vi.fn(),
  sendStaffMessage: vi.fn(),
  staffQuery: (base: string) => ({ queryKey: [base, 'staff'], queryFn: async () => [] }),
  settingsQuery: (base: string) => ({ queryKey: [base, 'settings'], queryFn: async () => quickSettings }),
}));
vi.mock('../../lib/realtime', () => ({ subscribe: () => () => undefined }));

const messages = { list: [] as unknown[], hasMore: false };
let quickSettings: { quickReplies: string[]; quickReplyTranslations?: Record<string, string>[] } = { quickReplies: [] };
const { InboxThread } = await import('./inbox-thread');

const NBSP = '\u00a0';

const conversation: ChatInboxConversation = {
  id: 1,
  userId: 3,
  nickname: 'Demo Shopper',
  avatar: '',
  lastMessage: null,
  unread: 0,
  assignee: null,
  waitingSince: null,
  blocked: false,
  shopperGone: false,
  shopperLocale: null,
  recentOrders: [
    { orderNo: 'SH20261204153845954249', status: 'to_receive', total: '89.98', createTime: '2026-12-04T15:38:00Z' },
  ],
};

afterEach(async () => {
  await setLanguage('en');
});

describe("the inbox's recent orders (audit R6)", { timeout: 90_000 }, () => {
  it("name the status as the order pages do and write the total in the console's money", async () => {
    await setLanguage('fr');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxThread base="/api/merchant/chat" conversation={conversation} onChanged={vi.fn()} />
      </QueryClientProvider>,
    );
    const line = (await screen.findByTestId('inbox-order')).textContent ?? '';
    expect(line.startsWith(`89,98${NBSP}$ · Expédiée · `)).toBe(true);
    expect(line).not.toContain('to_receive');
    const number = screen.getByTestId('inbox-order-no');
    expect(number.textContent).toContain('SH20261204153845954249');
    expect(number.style.whiteSpace).toBe('nowrap');
  });
});

describe('a message of stacked combining marks (audit R9)', { timeout: 90_000 }, () => {
  it('stays inside its bubble: the bubble clips what draws beyond it', async () => {
    const body = `Z${'\u0301\u0302\u0303\u0304\u0306\u0307\u0308\u030a'.repeat(60)}`;
    messages.list = [
      { id: 1, conversationId: 1, from: 'shopper', kind: 'text', body, card: null, createTime: '', read: true },
    ];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxThread base="/api/merchant/chat" conversation={conversation} onChanged={vi.fn()} />
      </QueryClientProvider>,
    );
    const bubble = await screen.findByTestId('inbox-bubble');
    expect(bubble.textContent).toBe(body);
    expect(bubble.style.overflow).toBe('hidden');
  });
});

describe('a product card (audit CI7)', { timeout: 90_000 }, () => {
  it("is named in the console's language when the shop translated the product", async () => {
    await setLanguage('es');
    const names = { en: 'BassLab Pro 5 Lite', es: 'Auriculares BassLab Pro 5', lo: 'BassLab ຫູຟັງໄຮ້ສາຍ' };
    const card = { kind: 'product', productId: 17, name: 'BassLab ຫູຟັງໄຮ້ສາຍ', names, image: '', price: '49.99' };
    messages.list = [
      { id: 1, conversationId: 1, from: 'shopper', kind: 'product', body: '17', card, createTime: '', read: true },
    ];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxThread base="/api/merchant/chat" conversation={conversation} onChanged={vi.fn()} />
      </QueryClientProvider>,
    );
    const shown = (await screen.findByTestId('inbox-product-card')).textContent ?? '';
    expect(shown).toContain('Auriculares BassLab Pro 5');
    expect(shown).not.toContain('ຫູຟັງ');
  });
});

describe('who answers (audit CI5)', { timeout: 90_000 }, () => {
  it('names a disabled assignee, marked so, never by their id; and the colleague who wrote each shop message', async () => {
    await setLanguage('fr');
    messages.list = [
      {
        id: 1,
        conversationId: 1,
        from: 'shopper',
        kind: 'text',
        body: 'Bonjour',
        card: null,
        createTime: '',
        read: true,
      },
      {
        id: 2,
        conversationId: 1,
        from: 'shop',
        kind: 'text',
        body: 'Toujours là',
        card: null,
        createTime: '',
        read: true,
        staffId: 34,
        staffName: 'staff1655',
      },
    ];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxThread
          base="/api/merchant/chat"
          conversation={{ ...conversation, assignee: { id: 34, nickname: 'staff1655', disabled: true } }}
          onChanged={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('inbox-author')).textContent).toContain('staff1655');
    const select = screen.getByTestId('inbox-assign');
    expect(select.textContent).toContain('staff1655 (désactivé)');
    expect(select.textContent).not.toMatch(/^34$/);
    // The assignee picker and the reply box are named, not only by their placeholders (audit DB5).
    expect(describeFields(unnamedFields())).toEqual([]);
  });
});

// Audit DS6: a quick reply went in the shop's own words whatever language the shopper wrote in.
describe("a quick reply in the shopper's language", { timeout: 90_000 }, () => {
  const inserted = async (shopperLocale: ChatInboxConversation['shopperLocale']) => {
    quickSettings = {
      quickReplies: ['Thanks for asking!', 'It ships tomorrow.'],
      quickReplyTranslations: [{ th: 'ขอบคุณที่ถามค่ะ' }, {}],
    };
    messages.list = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <InboxThread base="/api/merchant/chat" conversation={{ ...conversation, shopperLocale }} onChanged={vi.fn()} />
      </QueryClientProvider>,
    );
    const button = await screen.findByTestId('inbox-quick');
    await waitFor(() => expect(button.closest('button')?.disabled).toBe(false));
    const label = button.textContent;
    fireEvent.mouseEnter(button);
    const items = await screen.findAllByRole('menuitem');
    const texts = items.map((item) => item.textContent);
    fireEvent.click(items[0]!);
    const box = screen.getByTestId('inbox-input') as HTMLTextAreaElement;
    await waitFor(() => expect(box.value).not.toBe(''));
    const result = { label, texts, value: box.value };
    view.unmount();
    return result;
  };

  it('inserts the Thai text for a Thai shopper, the original where the shop gave none or the language is unknown', async () => {
    expect(await inserted('th')).toEqual({
      label: 'Quick replies (ไทย)',
      texts: ['ขอบคุณที่ถามค่ะ', 'It ships tomorrow.'],
      value: 'ขอบคุณที่ถามค่ะ',
    });
    expect(await inserted('lo')).toMatchObject({ label: 'Quick replies (ລາວ)', value: 'Thanks for asking!' });
    expect(await inserted(null)).toMatchObject({ label: 'Quick replies', value: 'Thanks for asking!' });
  });
});

// Audit FC3: the box counted UTF-16 units (`maxLength` 1000) while the server takes 1000 characters as seen.
describe('an answer counted as the staff see its characters', { timeout: 90_000 }, () => {
  it('takes 1000 emoji, as the server does, cuts after the 1000th and sends them all', async () => {
    const { sendStaffMessage } = await import('./api');
    const sent = vi.mocked(sendStaffMessage);
    sent.mockReset();
    sent.mockResolvedValue({
      id: 9,
      conversationId: 1,
      from: 'shop',
      kind: 'text',
      body: 'x',
      card: null,
      createTime: '',
      read: false,
    });
    messages.list = [];
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxThread base="/api/merchant/chat" conversation={conversation} onChanged={vi.fn()} />
      </QueryClientProvider>,
    );
    const box = (await screen.findByTestId('inbox-input')) as HTMLTextAreaElement;
    // No UTF-16 limit in the browser: it stopped an emoji-only answer at 500.
    expect(box.getAttribute('maxlength')).toBeNull();
    fireEvent.change(box, { target: { value: '😀'.repeat(1001) } });
    expect(box.value).toBe('😀'.repeat(1000));
    fireEvent.click(screen.getByTestId('inbox-send'));
    await waitFor(() => expect(sent).toHaveBeenCalledWith('/api/merchant/chat', 1, 'text', '😀'.repeat(1000)));
  });
});

describe('a shopper who closed their account', { timeout: 90_000 }, () => {
  it('shows the conversation as closed and takes no answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <InboxThread
          base="/api/merchant/chat"
          conversation={{ ...conversation, nickname: 'Closed account', shopperGone: true }}
          onChanged={vi.fn()}
        />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('inbox-shopper-gone')).textContent).toBe(
      'The shopper closed their account: they cannot be answered',
    );
    expect((screen.getByTestId('inbox-input') as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByTestId('inbox-send') as HTMLButtonElement).disabled).toBe(true);
  });
});
