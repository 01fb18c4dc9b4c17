// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderBell } from '../features/notices/header-bell';
import { apiGet } from '../lib/api-client';
import { clearToken, setToken } from '../lib/auth-token';
import { initI18n } from '../lib/i18n';
import { queryClient } from './query-client';

vi.mock('../lib/realtime', () => ({ subscribe: () => () => undefined }));

/** The server: each token's own unread count; `hold` keeps the answers to a path until released. */
const unreadOf: Record<string, number> = { 'Bearer tok-a': 4, 'Bearer tok-b': 17 };
let held: (() => void)[] = [];
let hold = '';
function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).Authorization ?? '';
      const path = url.split('?')[0];
      const answer = () =>
        new Response(JSON.stringify({ code: 200, message: 'success', data: { total: unreadOf[auth] ?? 0, auth } }));
      if (path !== hold) return answer();
      return new Promise<Response>((resolve) => held.push(() => resolve(answer())));
    }),
  );
}

function renderBell() {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <HeaderBell className="bell" badge="badge" empty="empty" />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('another account in the same tab (audit CI9)', () => {
  beforeEach(async () => {
    await initI18n('en');
    serve();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => clearToken());
    queryClient.clear();
    held = [];
    hold = '';
  });

  it('the bell shows the new account’s count, never the previous account’s', async () => {
    act(() => setToken('tok-a'));
    renderBell();
    await waitFor(() => expect(screen.getByTestId('notice-unread').textContent).toBe('4'));
    // Signed out from the menu, then the next person signs in through the dialog.
    act(() => clearToken());
    expect(screen.queryByTestId('notice-unread')).toBeNull();
    act(() => setToken('tok-b'));
    expect(screen.getByTestId('notice-unread').textContent).not.toBe('4');
    await waitFor(() => expect(screen.getByTestId('notice-unread').textContent).toBe('17'));
  });

  it('drops the account’s cached notices, cart count and chats on sign-out and on a change of account, not the catalogue', async () => {
    const seed = () => {
      queryClient.setQueryData(['notices', 'list', { page: 1 }], { list: ['order PT1 is paid'] });
      queryClient.setQueryData(['cart', 'count'], 3);
      queryClient.setQueryData(['chat', 'conversations'], [{ id: 1 }]);
      queryClient.setQueryData(['orders', 'counts'], { unpaid: 1 });
      queryClient.setQueryData(['catalog', 'categories'], ['Phones']);
    };
    act(() => setToken('tok-a'));
    seed();
    act(() => clearToken());
    for (const key of [
      ['notices', 'list', { page: 1 }],
      ['cart', 'count'],
      ['chat', 'conversations'],
      ['orders', 'counts'],
    ])
      expect(queryClient.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    expect(queryClient.getQueryData(['catalog', 'categories'])).toEqual(['Phones']);

    act(() => setToken('tok-a'));
    seed();
    act(() => setToken('tok-b'));
    expect(queryClient.getQueryData(['notices', 'list', { page: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(['cart', 'count'])).toBeUndefined();
    // The same account signing in again keeps what it had.
    seed();
    act(() => setToken('tok-b'));
    expect(queryClient.getQueryData(['cart', 'count'])).toBe(3);
  });

  it('shows no answer asked for the previous account once another one signed in', async () => {
    act(() => setToken('tok-a'));
    hold = '/api/front/notices/unread';
    const direct = apiGet('/api/front/notices/unread', undefined, { silent: true });
    const cached = queryClient.fetchQuery({
      queryKey: ['notices', 'unread'],
      queryFn: () => apiGet<{ total: number }>('/api/front/notices/unread', undefined, { silent: true }),
    });
    await waitFor(() => expect(held).toHaveLength(2));
    act(() => setToken('tok-b'));
    for (const release of held) release();
    await expect(direct).rejects.toThrow();
    await expect(cached).rejects.toThrow();
    expect(queryClient.getQueryData(['notices', 'unread'])).toBeUndefined();
  });
});
