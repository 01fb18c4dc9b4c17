import type { UserInfo } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { userStore } from '../lib/auth-token';
import { setLanguage } from '../lib/i18n';

/** What the server answers, and the socket's handlers by event type (the socket speaks for the shop's side). */
const unread = { '/api/merchant/chat/unread': 2, '/api/admin/chat/unread': 0 } as Record<string, number>;
const handlers = new Map<string, ((event: { total: number }) => void)[]>();

vi.mock('../lib/api-client', () => ({
  apiGet: async (path: string) => {
    if (path in unread) return { total: unread[path] };
    if (path.endsWith('/unread')) return { total: 0 };
    return { name: 'TechZone Official Store', suspension: null };
  },
  apiPost: vi.fn(async () => null),
}));
vi.mock('../lib/realtime', () => ({
  side: () => 'merchant',
  subscribe: (type: string, handler: (event: { total: number }) => void) => {
    handlers.set(type, [...(handlers.get(type) ?? []), handler]);
    return () => undefined;
  },
}));

// The title index.html gives the page.
document.title = 'Mall console';
const { Shell } = await import('./shell');

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/merchant/orders']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Routes>
          <Route path="*" element={<Shell />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('shoppers waiting in chat, seen from any console page (audit CI13)', { timeout: 60_000 }, () => {
  afterAll(() => setLanguage('en'));

  it('counts them on the Chat menu entry and in the tab’s title, live from the socket, in the console’s language', async () => {
    await setLanguage('es');
    const owner: UserInfo = {
      id: 2,
      avatar: '',
      nickname: 'Owner',
      phone: '',
      countryCode: '',
      email: 'owner@example.com',
      scope: ['merchant'],
      isMerchant: true,
      isAdmin: false,
      isGuest: false,
      hasPassword: true,
      locale: 'es',
    };
    userStore.set(owner);
    renderShell();
    const menu = await screen.findByTestId('console-menu');
    const entry = await within(menu).findByLabelText('Chat: 2 mensajes sin leer');
    expect(entry.textContent).toContain('2');
    await waitFor(() => expect(document.title).toBe('(2) Pedidos - Consola del centro comercial'));

    // A shopper writes while staff work in Orders: the socket's count shows at once.
    act(() => {
      for (const handler of handlers.get('unread') ?? []) handler({ total: 5 });
    });
    expect(await within(menu).findByLabelText('Chat: 5 mensajes sin leer')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('(5) Pedidos - Consola del centro comercial'));

    // All read: the count and the title's number go.
    act(() => {
      for (const handler of handlers.get('unread') ?? []) handler({ total: 0 });
    });
    await waitFor(() => expect(within(menu).queryByTestId('menu-unread')).toBeNull());
    expect(document.title).toBe('Pedidos - Consola del centro comercial');
  });
});

describe('the tab’s title (audit DB8)', { timeout: 60_000 }, () => {
  afterAll(() => setLanguage('en'));

  it('names the page and the console in the console’s language, and follows a change of language', async () => {
    await setLanguage('th');
    renderShell();
    await waitFor(() => expect(document.title).toMatch(/^(\(\d+\) )?คำสั่งซื้อ - คอนโซลห้าง$/));
    await act(() => setLanguage('fr'));
    await waitFor(() => expect(document.title).toMatch(/^(\(\d+\) )?Commandes - Console du centre commercial$/));
  });
});
