import type { UserInfo } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../lib/auth-token';
import { setCookie } from '../../lib/cookies';
import { toastStore } from '../../lib/toast';
import UserInfoPage from './user-info-page';

const idle = () => ({ phase: 'idle' as const, seconds: 60, start: vi.fn() });
const clocks = () => ({ contact: idle(), proof: idle(), closing: idle() });

// Audit AN8: the profile adds or changes the e-mail and the phone with a code, lists and signs out devices, and
// closes the account, each change with the owner's proof.

type Answer = { code: number; message?: string; data: unknown };

const account: UserInfo = {
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
  hasPassword: true,
  locale: 'en',
};

const SESSIONS = [
  {
    id: 7,
    createdAt: '2026-12-04T08:00:00.000Z',
    expiresAt: '2026-12-11T08:00:00.000Z',
    browser: 'Chrome 131',
    system: 'Windows',
    current: true,
  },
  {
    id: 5,
    createdAt: '2026-12-01T08:00:00.000Z',
    expiresAt: '2026-12-08T08:00:00.000Z',
    browser: 'Safari 17',
    system: 'iOS',
    current: false,
  },
];

function serve(info: () => UserInfo, answers: Record<string, Answer | (() => Answer)>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
      calls.push({ key, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const found = answers[key];
      const answer =
        key === 'GET /api/front/user/info'
          ? { code: 200, data: info() }
          : key === 'GET /api/front/login/method/info'
            ? { code: 200, data: { smsCountries: ['+66', '+856'] } }
            : key === 'GET /api/front/captcha'
              ? { code: 200, data: { key: 'k1', image: 'data:image/png;base64,AA==' } }
              : key === 'GET /api/front/user/social-accounts'
                ? { code: 200, data: [] }
                : ((typeof found === 'function' ? found() : found) ?? {
                    code: 404,
                    message: 'no data found',
                    data: null,
                  });
      return new Response(JSON.stringify({ message: 'success', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage(user: UserInfo, onClosed = vi.fn()) {
  userStore.set(user);
  setCookie('auth._token.local', 'Bearer t', 600);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <UserInfoPage
          countdown={{ phase: 'idle', seconds: 60, start: vi.fn() }}
          onClosed={onClosed}
          clocks={clocks()}
          smsCountries={['+66', '+856']}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClosed;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const toasts = () => toastStore.get().map((toast) => toast.text);

afterEach(() => {
  vi.unstubAllGlobals();
  toastStore.set([]);
  userStore.set(null);
});

describe('the e-mail and the phone of the profile', () => {
  it('an SMS account adds an e-mail: the code to the new address, the password as proof', async () => {
    let email = '';
    const calls = serve(() => ({ ...account, email }), {
      'GET /api/front/user/sessions': { code: 200, data: SESSIONS },
      'POST /api/front/user/email/code': {
        code: 200,
        message: 'The verification code has been sent, please check your email',
        data: null,
      },
      'POST /api/front/user/email': () => {
        email = 'ann@example.org';
        return { code: 200, message: 'Your e-mail address has been changed', data: null };
      },
    });
    renderPage(account);
    expect(screen.getByTestId('profile-email').textContent).toBe('Not set');
    fireEvent.click(screen.getByTestId('email-edit'));
    const form = screen.getByTestId('email-change');
    expect(within(form).getByRole('heading').textContent).toBe('Add an e-mail');
    type('new-email', 'ann@example.org');
    fireEvent.click(screen.getByTestId('contact-code-send'));
    await waitFor(() => expect(toasts()).toContain('The verification code has been sent, please check your email'));
    type('contact-code', '123456');
    fireEvent.change(within(form).getByTestId('proof-password'), { target: { value: 'Account77pw' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('contact-save'));
    });
    await waitFor(() => expect(toasts()).toContain('Your e-mail address has been changed'));
    expect(calls.find((c) => c.key === 'POST /api/front/user/email')?.body).toEqual({
      email: 'ann@example.org',
      captcha: '123456',
      password: 'Account77pw',
    });
    await waitFor(() => expect(screen.getByTestId('profile-email').textContent).toBe('ann@example.org'));
    expect(screen.queryByTestId('email-change')).toBeNull();
  });

  it('the phone offers only the dial codes the shop texts and sends the picture challenge with the code request', async () => {
    const socialLike = { ...account, hasPassword: false, email: 'ann@example.org' };
    const calls = serve(() => socialLike, {
      'GET /api/front/user/sessions': { code: 200, data: SESSIONS },
      'POST /api/front/user/phone/code': { code: 200, message: 'The verification code has been sent', data: null },
    });
    renderPage(socialLike);
    fireEvent.click(screen.getByTestId('phone-edit'));
    const form = within(screen.getByTestId('phone-change'));
    expect(form.getByRole('heading').textContent).toBe('Change phone');
    await waitFor(() =>
      expect(
        Array.from((screen.getByTestId('new-phone-dial') as HTMLSelectElement).options).map((o) => o.value),
      ).toEqual(['+66', '+856']),
    );
    // Without a password the proof is a code sent to the account's own phone.
    expect(form.queryByTestId('proof-password')).toBeNull();
    expect(form.getByTestId('proof-code')).toBeTruthy();
    type('new-phone', '020-5555 1234');
    fireEvent.change(screen.getByTestId('new-phone-dial'), { target: { value: '+856' } });
    await waitFor(() => expect(screen.getByTestId('contact-captcha')).toBeTruthy());
    type('contact-captcha', 'K7PQ');
    fireEvent.click(screen.getByTestId('contact-code-send'));
    await waitFor(() => expect(toasts()).toContain('The verification code has been sent'));
    expect(calls.find((c) => c.key === 'POST /api/front/user/phone/code')?.body).toEqual({
      countryCode: '+856',
      phone: '02055551234',
      imageKey: 'k1',
      imageCode: 'K7PQ',
    });
  });
});

describe('devices and closing', () => {
  it('lists the devices with this one marked and signs another out', async () => {
    let sessions = SESSIONS;
    const calls = serve(() => account, {
      'GET /api/front/user/sessions': () => ({ code: 200, data: sessions }),
      'POST /api/front/user/sessions/5/end': () => {
        sessions = SESSIONS.slice(0, 1);
        return { code: 200, message: 'The device was signed out', data: null };
      },
    });
    renderPage(account);
    await waitFor(() => expect(screen.getByTestId('device-current').textContent).toContain('Chrome 131 · Windows'));
    expect(screen.getByTestId('device-current').textContent).toContain('This device');
    expect(screen.getByTestId('device').textContent).toContain('Safari 17 · iOS');
    await act(async () => {
      fireEvent.click(screen.getByTestId('device-end'));
    });
    await waitFor(() => expect(toasts()).toContain('The device was signed out'));
    expect(calls.some((c) => c.key === 'POST /api/front/user/sessions/5/end')).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('device')).toBeNull());
    expect(screen.getByTestId('devices').textContent).toContain('No other device is signed in.');
  });

  it('closing needs the confirmation box; a refusal names the order and keeps the shopper in; success signs out', async () => {
    let refuse = true;
    serve(() => account, {
      'GET /api/front/user/sessions': { code: 200, data: SESSIONS },
      'POST /api/front/user/close': () =>
        refuse
          ? {
              code: 400,
              message:
                'Your order SH20261204000000000007 is on its way: confirm you received it before closing your account',
              data: null,
            }
          : { code: 200, message: 'Your account has been closed', data: null },
    });
    const onClosed = renderPage(account);
    const submit = screen.getByTestId('close-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('close-sure'));
    const card = within(screen.getByTestId('close-account'));
    fireEvent.change(card.getByTestId('proof-password'), { target: { value: 'Account77pw' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(toasts().join()).toContain('SH20261204000000000007 is on its way'));
    expect(onClosed).not.toHaveBeenCalled();
    refuse = false;
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(toasts()).toContain('Your account has been closed');
  });
  it('a guest closes its guest account without a password: the card says so and asks for none (audit FN7)', async () => {
    const guest: UserInfo = {
      ...account,
      phone: '',
      countryCode: '',
      scope: ['guest'],
      isGuest: true,
      hasPassword: false,
      locale: 'en',
    };
    const calls = serve(() => guest, {
      'POST /api/front/user/close': { code: 200, message: 'Your account has been closed', data: null },
    });
    const onClosed = renderPage(guest);
    const card = within(screen.getByTestId('close-account'));
    expect(card.getByTestId('close-guest').textContent).toBe(
      'A guest account closes without a password: the contact details and addresses you typed are removed.',
    );
    expect(card.queryByTestId('proof-password')).toBeNull();
    expect(card.queryByTestId('proof-code')).toBeNull();
    fireEvent.click(screen.getByTestId('close-sure'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('close-submit'));
    });
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'POST /api/front/user/close')?.body).toEqual({});
  });
});
