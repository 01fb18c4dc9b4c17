import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../lib/auth-token';
import { switchLanguage } from '../../lib/i18n';
import UserInfoPage from './user-info-page';

const idle = () => ({ phase: 'idle' as const, seconds: 60, start: vi.fn() });
const clocks = () => ({ contact: idle(), proof: idle(), closing: idle() });

// Audit AN1: the owner sees the social sign-ins that open the account and removes one they did not add.

afterEach(async () => {
  vi.unstubAllGlobals();
  clearToken();
  await switchLanguage('en');
});

const USER = {
  id: 7,
  avatar: '',
  nickname: 'Ann',
  phone: '',
  countryCode: '',
  email: 'ann@example.org',
  scope: ['shopper'],
  isMerchant: false,
  isAdmin: false,
  isGuest: false,
  hasPassword: true,
};

describe('linked sign-ins in the account', () => {
  it('lists Google with the date it was linked and removes it', async () => {
    let links = [{ provider: 'google', linkedAt: '2026-12-04T21:05:00.000Z' }];
    const removed: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = new URL(String(url), 'http://shop.test').pathname;
        let body: { code: number; message: string; data: unknown } = { code: 200, message: '', data: null };
        if (path === '/api/front/user/info') body = { code: 200, message: '', data: USER };
        if (path === '/api/front/user/social-accounts') body = { code: 200, message: '', data: links };
        if (path === '/api/front/user/social-accounts/google/remove') {
          removed.push('google');
          links = [];
          body = { code: 200, message: 'Se ha eliminado el inicio de sesión', data: null };
        }
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    await switchLanguage('es');
    setToken('t0k3n');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <UserInfoPage
            countdown={{ phase: 'idle', seconds: 60, start: vi.fn() }}
            onClosed={vi.fn()}
            clocks={clocks()}
            smsCountries={['+66', '+856']}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const row = await screen.findByTestId('linked-google');
    expect(screen.getByTestId('linked-sign-ins').textContent).toContain('Inicios de sesión vinculados');
    expect(row.textContent).toMatch(/^GoogleVinculado el 4 dic 2026/);
    fireEvent.click(screen.getByTestId('linked-remove-google'));
    await waitFor(() => expect(screen.queryByTestId('linked-google')).toBeNull());
    expect(removed).toEqual(['google']);
    expect(screen.getByTestId('linked-sign-ins').textContent).toContain(
      'Ningún inicio de sesión con Google, Facebook o X abre esta cuenta.',
    );
  });
});
