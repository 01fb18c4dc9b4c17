import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken } from '../../lib/auth-token';
import SignInPage from './sign-in-page';

type Answer = { code: number; message?: string; data: unknown };

/** A fetch that answers by path, as the server would for a shop owner whose account was made by SMS. */
function serve() {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  let pictures = 0;
  const answers: Record<string, Answer> = {
    // The shop texts Thailand and Laos only (SMS_ALLOWED_COUNTRIES).
    '/api/front/login/method/info': {
      code: 200,
      data: {
        visitorOpen: false,
        facebookAppId: '',
        googleOpen: false,
        facebookOpen: false,
        twitterOpen: false,
        smsCountries: ['+66', '+856'],
      },
    },
    '/api/front/login/sendCode': { code: 200, message: 'The verification code has been sent', data: null },
    '/api/front/login/mobile/captcha': { code: 200, data: { token: 'owner-token' } },
    '/api/front/user/info': {
      code: 200,
      data: { id: 39, nickname: 'Somchai', email: '', phone: '0812345678', scope: ['shopper', 'merchant'] },
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split('?')[0] ?? url;
      calls.push({ path, init });
      const answer =
        path === '/api/front/captcha'
          ? { code: 200, data: { key: `key-${++pictures}`, image: 'data:image/png;base64,iVBORw0KGgo=' } }
          : (answers[path] ?? { code: 404, message: 'no data found', data: null });
      return new Response(JSON.stringify({ message: '', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/sign-in']}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="/" element={<p>console home</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
});

describe('the console’s sign-in for an owner without e-mail (audit AN12, AN11)', { timeout: 90_000 }, () => {
  it('signs in by phone and a code sent by SMS, offering only the countries the shop texts', async () => {
    const calls = serve();
    renderPage();
    fireEvent.click(await screen.findByTestId('sign-in-by-phone'));
    // The reader's +1 is not texted: the picker starts at the first country that is, and lists only those.
    await waitFor(() => expect(screen.getByTestId('sign-in-dial').textContent).toBe('+66 Thailand'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Country code' }));
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent)).toEqual([
        '+66 Thailand',
        '+856 Laos',
      ]),
    );

    fireEvent.click(screen.getByTestId('sign-in-with-code'));
    type('sign-in-phone', '812345678');
    // The code needs the picture's characters first.
    await screen.findByTestId('sign-in-captcha');
    type('sign-in-captcha', 'k7pq');
    fireEvent.click(screen.getByTestId('send-code'));
    expect((await screen.findByTestId('sign-in-notice')).textContent).toBe('The verification code has been sent');
    const sent = calls.find((call) => call.path === '/api/front/login/sendCode')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ countryCode: '+66', phone: '812345678' });
    expect(new Headers(sent.init.headers).get('X-Captcha-Key')).toBe('key-1');
    expect(new Headers(sent.init.headers).get('X-Captcha-Code')).toBe('k7pq');
    expect(screen.getByTestId('send-code').textContent).toMatch(/^Again in \d+ s$/);

    type('sign-in-code', '123456');
    fireEvent.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByText('console home')).toBeTruthy();
    const signIn = calls.find((call) => call.path === '/api/front/login/mobile/captcha')!;
    expect(JSON.parse(String(signIn.init.body))).toEqual({
      countryCode: '+66',
      phone: '812345678',
      captcha: '123456',
      existingOnly: true,
    });
  });

  it('links "Forgot password?" to the storefront’s reset, in the console’s language', async () => {
    serve();
    renderPage();
    const link = await screen.findByTestId('sign-in-forgot');
    expect(link.textContent).toBe('Forgot password?');
    expect(link.getAttribute('href')).toBe('/#/login?panel=forgot');
  });
});
