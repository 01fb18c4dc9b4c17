// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { loggedInStore, setToken, userStore } from './auth-token';
import { getCookie, removeCookie } from './cookies';
import { initI18n } from './i18n';
import { loginDialogStore } from './login-dialog';
import { checkSession, completeSignIn, logout } from './session';
import { toastStore } from './toast';

const user = { id: 1, nickname: 'Demo Shopper', avatar: '', phone: '', countryCode: '', email: 'a@b.co', scope: [] };

function serve(answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0] ?? url;
    if (!(path in answers)) return new Response('gateway down', { status: 502 });
    return new Response(JSON.stringify({ code: 200, message: 'success', data: answers[path] }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('session (spec sections 4 and 7)', () => {
  beforeEach(async () => {
    await initI18n('en');
    window.location.hash = '#/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    removeCookie('auth._token.local');
    loggedInStore.set(false);
    userStore.set(null);
  });

  it('sign-in sets the Bearer cookie, then fetches the user', async () => {
    const fetch = serve({ '/api/front/user/info': user });
    await completeSignIn('tok-1');
    expect(getCookie('auth._token.local')).toBe('Bearer tok-1');
    expect(loggedInStore.get()).toBe(true);
    expect(userStore.get()?.nickname).toBe('Demo Shopper');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', source: 'pc' });
  });

  it('layout start: a live token loads the user; a falsy answer removes the cookie and the login flag', async () => {
    setToken('tok-2');
    serve({ '/api/front/login/token/is/exist': true, '/api/front/user/info': user });
    await checkSession();
    expect(userStore.get()?.id).toBe(1);

    serve({ '/api/front/login/token/is/exist': false });
    await checkSession();
    expect(getCookie('auth._token.local')).toBeUndefined();
    expect(loggedInStore.get()).toBe(false);
    expect(userStore.get()).toBeNull();
  });

  it('layout start: a failed check also signs out locally', async () => {
    setToken('tok-3');
    serve({});
    await checkSession();
    expect(getCookie('auth._token.local')).toBeUndefined();
    expect(loggedInStore.get()).toBe(false);
  });

  it('layout start: calls made meanwhile wait for the check, then go out without the dead token; no toast, no dialog', async () => {
    setToken('expired');
    window.location.hash = '#/order/shopping_cart';
    const sent: string[] = [];
    let answerCheck = () => {};
    const checkAnswered = new Promise<void>((resolve) => {
      answerCheck = resolve;
    });
    const reply = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const path = url.split('?')[0] ?? url;
        const headers = init.headers as Record<string, string>;
        sent.push(`${path} ${headers.Authorization ?? 'anonymous'}`);
        if (path === '/api/front/login/token/is/exist') {
          await checkAnswered;
          return reply(false);
        }
        if (headers.Authorization)
          return new Response(JSON.stringify({ code: 410000, message: 'Sign in again', data: null }));
        // The menu is for signed-in shoppers: without a token the server asks to sign in.
        if (path === '/api/front/user/menu/user')
          return new Response(JSON.stringify({ code: 401, message: 'please sign in', data: null }));
        return reply({ count: 0 });
      }),
    );
    const check = checkSession();
    const count = apiGet('/api/front/cart/count');
    const menu = apiGet('/api/front/user/menu/user');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual(['/api/front/login/token/is/exist Bearer expired']);
    answerCheck();
    await Promise.all([check, count, menu.catch(() => null)]);
    expect(sent.slice(1).sort()).toEqual(['/api/front/cart/count anonymous', '/api/front/user/menu/user anonymous']);
    expect(loggedInStore.get()).toBe(false);
    expect(toastStore.get()).toEqual([]);
    expect(loginDialogStore.get().open).toBe(false);
  });

  it('logout ignores a failing server call and still clears token, user and local storage', async () => {
    setToken('tok-4');
    userStore.set(user as never);
    localStorage.setItem('homeDataPc', '{}');
    const fetch = serve({});
    await logout();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/front/login/logout');
    expect(getCookie('auth._token.local')).toBeUndefined();
    expect(userStore.get()).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});
