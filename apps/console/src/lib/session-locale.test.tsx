import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from './auth-token';
import { setLanguage } from './i18n';
import { loadUser } from './session';

/** user/info answering an account whose stored language is `stored`; records the calls with their JSON bodies. */
function serve(stored: string | null) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const method = init?.method ?? 'GET';
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const data =
      path === '/api/front/user/info'
        ? {
            id: 2,
            avatar: '',
            nickname: 'Owner',
            phone: '',
            countryCode: '',
            email: 'o@example.com',
            scope: ['merchant'],
            isMerchant: true,
            isAdmin: false,
            isGuest: false,
            hasPassword: true,
            locale: stored,
          }
        : null;
    return Response.json({ code: 200, message: '', data });
  });
  return calls;
}

// The account's mails follow the language the merchant works in (audit FZ1): the console stores its own at start.
describe('the console at start', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    clearToken();
    await setLanguage('en');
  });

  it("stores the console's language on an account whose stored one differs", async () => {
    await setLanguage('fr');
    setToken('t');
    const calls = serve(null);
    await loadUser();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/front/user/locale')).toEqual([
        { method: 'POST', path: '/api/front/user/locale', body: { locale: 'fr' } },
      ]),
    );
  });

  it('asks nothing more when they are the same', async () => {
    await setLanguage('fr');
    setToken('t');
    const calls = serve('fr');
    await loadUser();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((c) => c.path)).toEqual(['/api/front/user/info']);
  });
});
