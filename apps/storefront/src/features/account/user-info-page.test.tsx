import type { UserInfo } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/auth-token';
import { setCookie } from '../../lib/cookies';
import { toastStore } from '../../lib/toast';
import UserInfoPage from './user-info-page';

const idle = () => ({ phase: 'idle' as const, seconds: 60, start: vi.fn() });
const clocks = () => ({ contact: idle(), proof: idle(), closing: idle() });

type Answer = { code: number; message?: string; data: unknown };

const smsAccount: UserInfo = {
  id: 39,
  avatar: '',
  nickname: 'user5678',
  phone: '812345678',
  countryCode: '+66',
  email: '',
  scope: ['shopper'],
  isMerchant: false,
  isAdmin: false,
  isGuest: false,
  hasPassword: false,
  locale: 'en',
};

/** A fetch that answers by method and path, `info` for the profile; records the calls with their JSON bodies. */
function serve(info: () => UserInfo, answers: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const answer =
        key === 'GET /api/front/user/info'
          ? { code: 200, data: info() }
          : (answers[key] ?? { code: 404, message: 'no data found', data: null });
      return new Response(JSON.stringify({ message: 'success', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage(user: UserInfo) {
  userStore.set(user);
  setCookie('auth._token.local', 'Bearer t', 600);
  render(
    <QueryClientProvider client={new QueryClient()}>
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
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
// The password card comes first; the linked sign-ins card (audit AN1) has the other heading.
const passwordTitle = () => screen.getAllByRole('heading', { level: 2 })[0]?.textContent;
const toasts = () => toastStore.get().map((toast) => toast.text);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.set([]);
  userStore.set(null);
});

describe('the password card of the profile (audit AN5)', () => {
  it('an account without a password sets one with the code sent to its phone: no current password is asked', async () => {
    let hasPassword = false;
    const calls = serve(() => ({ ...smsAccount, hasPassword }), {
      'POST /api/front/user/password/code': { code: 200, data: { sentTo: '+66 812345678' } },
      'POST /api/front/user/password': { code: 200, message: 'Your password has been set', data: null },
    });
    renderPage(smsAccount);
    expect(passwordTitle()).toBe('Set a password');
    expect(screen.queryByTestId('password-current')).toBeNull();
    expect(screen.getByTestId('password-first-hint').textContent).toContain('+66 812345678');

    type('password-new', 'Firstpass77');
    type('password-repeat', 'Firstpass77');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(toasts()).toContain('Fill in the verification code');

    fireEvent.click(screen.getByTestId('password-send-code'));
    await waitFor(() => expect(toasts()).toContain('A code was sent to +66 812345678'));
    type('password-code', '123456');
    hasPassword = true;
    await act(async () => {
      fireEvent.click(screen.getByTestId('password-save'));
    });
    await waitFor(() => expect(toasts()).toContain('Your password has been set'));
    expect(calls.find((c) => c.key === 'POST /api/front/user/password')?.body).toEqual({
      newPassword: 'Firstpass77',
      captcha: '123456',
    });
    // Now the account has one: the card changes it with the current one.
    await waitFor(() => expect(passwordTitle()).toBe('Change password'));
    expect(screen.getByTestId('password-current')).toBeTruthy();
  });

  it('an account with a password changes it with the current one, as before', () => {
    serve(() => ({ ...smsAccount, hasPassword: true }), {});
    renderPage({ ...smsAccount, hasPassword: true });
    expect(passwordTitle()).toBe('Change password');
    expect(screen.queryByTestId('password-code')).toBeNull();
    type('password-new', 'Firstpass77');
    type('password-repeat', 'Firstpass77');
    fireEvent.click(screen.getByTestId('password-save'));
    expect(toasts()).toContain('Fill in your password');
  });
});
