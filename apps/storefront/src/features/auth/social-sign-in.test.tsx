import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../lib/cookies';
import { leaveFor } from './panels/leave-for';
import { SocialSignIn } from './panels/social-sign-in';
import SocialCallbackPage from './social-callback-page';

vi.mock('./panels/leave-for', () => ({ leaveFor: vi.fn() }));

type Answer = { code: number; message?: string; data: unknown };

/** A fetch that answers by path; records what was called. */
function serve(answers: Record<string, Answer>) {
  const calls: Array<{ path: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0] ?? url;
      calls.push({ path: url, init });
      const answer = answers[path] ?? { code: 404, message: 'no data found', data: null };
      return new Response(JSON.stringify({ message: '', ...answer }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

function withProviders(children: React.ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/dialog" element={children} />
          <Route path="/middlewares/callback_twitter" element={children} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const methods = (open: Partial<Record<'googleOpen' | 'facebookOpen' | 'twitterOpen', boolean>>): Answer => ({
  code: 200,
  data: { visitorOpen: false, facebookAppId: '', googleOpen: false, facebookOpen: false, twitterOpen: false, ...open },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveFor).mockClear();
  sessionStorage.clear();
});

describe('social sign-in icons', () => {
  it('shows only the providers the store switched on', async () => {
    serve({ '/api/front/login/method/info': methods({ googleOpen: true, facebookOpen: true }) });
    withProviders(<SocialSignIn />, '/dialog');
    await screen.findByTestId('social-google');
    expect(screen.getByTestId('social-facebook')).toBeTruthy();
    expect(screen.queryByTestId('social-twitter')).toBeNull();
  });

  it('shows nothing when every provider is off', async () => {
    const calls = serve({ '/api/front/login/method/info': methods({}) });
    const { container } = withProviders(<SocialSignIn />, '/dialog');
    await waitFor(() => expect(calls.length).toBe(1));
    expect(container.querySelector('[data-testid^="social-"]')).toBeNull();
  });

  it('X: asks for the address (end=pc), keeps it in the twitterToken cookie and goes there', async () => {
    const url = 'https://x.example/i/oauth2/authorize?client_id=mall&state=s1';
    const calls = serve({
      '/api/front/login/method/info': methods({ twitterOpen: true }),
      '/api/front/login/twitter/request/token': { code: 200, data: { authorizationURL: url } },
    });
    withProviders(<SocialSignIn />, '/dialog');
    fireEvent.click(await screen.findByTestId('social-twitter'));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(calls.some((call) => call.path === '/api/front/login/twitter/request/token?end=pc')).toBe(true);
    expect(getCookie('twitterToken')).toBe(url);
  });
});

describe('the social callback page', () => {
  it('posts code and state to the provider and signs in with the token', async () => {
    const calls = serve({
      '/api/front/login/google': {
        code: 200,
        data: { token: 'tok-1', id: 7, nickname: 'Ana', avatar: '', isNew: true },
      },
      '/api/front/user/info': { code: 200, data: { id: 7, nickname: 'Ana', avatar: '', scope: ['shopper'] } },
    });
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?provider=google&code=c-1&state=s-1');
    await screen.findByText('home page');
    const post = calls.find((call) => call.path === '/api/front/login/google');
    expect(post?.init.method).toBe('POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({ code: 'c-1', state: 's-1' });
    expect(getCookie('auth._token.local')).toBe('Bearer tok-1');
  });

  it.each([
    [
      'access_denied',
      'facebook',
      'You cancelled the sign-in with Facebook, so nobody was signed in. You can try again or sign in another way.',
    ],
    [
      'invalid_request',
      'google',
      'This sign-in was already used or is too old (after the back button or a reload, for instance). Please start again.',
    ],
    ['temporarily_unavailable', 'google', 'Too many sign-in attempts just now. Please try again in a few minutes.'],
    [
      'server_error',
      'twitter',
      'X could not complete the sign-in just now. Please try again in a few minutes, or sign in another way.',
    ],
    [
      'unsupported_response_type',
      'google',
      'The sign-in with the social network did not go through. Please try again.',
    ],
  ])('a provider error %s (%s) says what happened and posts nothing (audit AN10)', async (error, provider, text) => {
    const calls = serve({});
    withProviders(<SocialCallbackPage />, `/middlewares/callback_twitter?provider=${provider}&error=${error}`);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(calls.some((call) => call.path.startsWith('/api/front/login/'))).toBe(false);
  });

  it('a callback without a code (an address kept from a sign-in that is over) says to start again', async () => {
    serve({});
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?provider=google');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in was already used or is too old (after the back button or a reload, for instance). Please start again.',
    );
  });

  it("a disabled account: the shop's reason, as the password sign-in says it (audit AN10)", async () => {
    serve({ '/api/front/login/google': { code: 403, message: 'This account has been disabled', data: null } });
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?provider=google&code=c-9&state=s-9');
    expect((await screen.findByRole('alert')).textContent).toBe('This account has been disabled');
    expect(getCookie('auth._token.local')).toBeUndefined();
  });

  it('too many attempts at the shop: try again in a few minutes, not a ban (audit AN10)', async () => {
    serve({ '/api/front/login/google': { code: 429, message: 'Too many requests', data: null } });
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?provider=google&code=c-10&state=s-10');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts just now. Please try again in a few minutes.',
    );
  });

  it('a refused exchange with no reason of its own: login not allowed via social login', async () => {
    serve({ '/api/front/login/twitter': { code: 404, message: '', data: null } });
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?code=c-2&state=s-2');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login is not allowed for the current user via social login',
    );
    expect(getCookie('auth._token.local')).toBeUndefined();
  });

  it('a sign-in started in another browser: says so and posts nothing', async () => {
    const calls = serve({});
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?provider=google&error=browser_mismatch');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in did not start in this browser, so nobody was signed in. To sign in, start again here.',
    );
    expect(calls.some((call) => call.path.startsWith('/api/front/login/google'))).toBe(false);
  });

  it("an exchange refused with a reason shows the shop's reason", async () => {
    const message = 'This sign-in was started in another browser, so nobody was signed in; please start again here';
    serve({ '/api/front/login/google': { code: 400, message, data: null } });
    withProviders(<SocialCallbackPage />, '/middlewares/callback_twitter?provider=google&code=c-3&state=s-3');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(getCookie('auth._token.local')).toBeUndefined();
  });
});
