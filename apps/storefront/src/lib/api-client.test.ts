// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { ApiError } from './api-error';
import { removeCookie, setCookie } from './cookies';
import { initI18n } from './i18n';
import { loginDialogStore } from './login-dialog';
import { markSessionEndedAtStart } from './session-gate';
import { toastStore } from './toast';

function answer(body: unknown, status = 200) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  beforeEach(async () => {
    await initI18n('fr');
    toastStore.set([]);
    loginDialogStore.set({ open: false, panel: 2 });
    window.location.hash = '#/fr/goods_detail/1';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    removeCookie('auth._token.local');
  });

  it('sends source, the token cookie as Authorization, and the language; unwraps data', async () => {
    setCookie('auth._token.local', 'Bearer abc123', 60);
    const fetch = answer({ code: 200, message: 'success', data: { count: 3 } });
    vi.stubGlobal('fetch', fetch);
    await expect(apiGet('/api/front/cart/count', { numType: true, type: 'total', skip: undefined })).resolves.toEqual({
      count: 3,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/front/cart/count?numType=true&type=total');
    expect(init.headers).toMatchObject({ source: 'pc', Authorization: 'Bearer abc123', 'Accept-Language': 'fr' });
  });

  it("sends the browser's time zone, in which the server writes a notice's dates (audit CI2)", async () => {
    const fetch = answer({ code: 200, message: 'success', data: null });
    vi.stubGlobal('fetch', fetch);
    await apiGet('/api/front/notices');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone });
  });

  it('rejects other codes with an ApiError and shows the message, or the translated default', async () => {
    vi.stubGlobal('fetch', answer({ code: 404, message: '', data: null }, 404));
    const error = await apiGet('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(404);
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['aucune donnée trouvée']);

    vi.stubGlobal('fetch', answer({ code: 400, message: 'price too high', data: null }, 400));
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 400, message: 'price too high' });
  });

  it("shows a refused field's sentence without its path", async () => {
    const message = 'trop grand';
    vi.stubGlobal(
      'fetch',
      answer({ code: 400, message, data: { field: 'items.0.quantity', detail: 'trop grand' } }, 400),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 400, message: 'trop grand' });
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['trop grand']);
  });

  it('ends the session on 410001: forgets the token and local storage, asks to sign in', async () => {
    setCookie('auth._token.local', 'Bearer old', 60);
    localStorage.setItem('homeDataPc', '{}');
    vi.stubGlobal('fetch', answer({ code: 410001, message: 'session revoked', data: null }, 401));
    await expect(apiGet('/api/front/user/info')).rejects.toMatchObject({ code: 410001 });
    expect(document.cookie).not.toContain('auth._token.local');
    expect(localStorage.getItem('homeDataPc')).toBeNull();
    expect(loginDialogStore.get().open).toBe(true);
    expect(sessionStorage.getItem('mall.loginRedirect')).toBe('/fr/goods_detail/1');
  });

  it('a background read without the token the start check just removed asks nobody to sign in; an action does', async () => {
    vi.stubGlobal('fetch', answer({ code: 401, message: 'please sign in', data: null }, 401));
    // A visitor who never held a token, on a page that needs one: asked to sign in, as ever.
    await expect(apiGet('/api/front/order/detail/1', undefined, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(loginDialogStore.get().open).toBe(true);
    loginDialogStore.set({ open: false, panel: 2 });
    toastStore.set([]);
    markSessionEndedAtStart();
    await expect(apiGet('/api/front/chat/unread', undefined, { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(toastStore.get()).toEqual([]);
    expect(loginDialogStore.get().open).toBe(false);
    await expect(apiGet('/api/front/collect/user')).rejects.toMatchObject({ code: 401 });
    expect(toastStore.get().map((toast) => toast.text)).toEqual(['please sign in']);
    expect(loginDialogStore.get().open).toBe(true);
  });

  it('does not open the sign-in prompt on the home page', async () => {
    window.location.hash = '#/fr';
    vi.stubGlobal('fetch', answer({ code: 401, message: '', data: null }, 401));
    await expect(apiGet('/api/front/user/info')).rejects.toBeInstanceOf(ApiError);
    expect(loginDialogStore.get().open).toBe(false);
  });

  it('treats a non-JSON failure as its HTTP status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiGet('/api/x')).rejects.toMatchObject({ code: 502, message: 'erreur système' });
  });

  it('tells nothing of a request its caller cancelled after the headers came (audit AX4)', async () => {
    // The headers arrive, the body is still coming when the page cancels: the browser errors the body with the abort.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"code":200,'));
            init.signal?.addEventListener('abort', () =>
              controller.error(new DOMException('This operation was aborted', 'AbortError')),
            );
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const controller = new AbortController();
    const request = apiGet('/api/front/notices', { page: 1 }, { signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastStore.get()).toEqual([]);
  });
});
