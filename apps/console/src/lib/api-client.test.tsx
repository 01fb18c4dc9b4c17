import { render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost } from './api-client';
import { setLanguage } from './i18n';
import { bindNotifier } from './notify';

/** The toasts of the console, as the app binds them (app.tsx). */
function Toasts() {
  bindNotifier(AntdApp.useApp().message);
  return null;
}

/** The server's answer, as its error handler and its translation hook write it (apps/server/src/platform). */
function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () =>
    Response.json(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } }),
  );
}

/** The one toast on screen. */
const toastText = async () => {
  await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1));
  return document.querySelector('.ant-message-notice')?.textContent ?? '';
};

describe('an error toast', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a refused field's sentence alone in the merchant's language, never the field's path (audit J8)", async () => {
    render(
      <AntdApp>
        <Toasts />
      </AntdApp>,
    );
    const detail = "Une seule règle peut s'appliquer partout ailleurs";
    answer(400, {
      code: 400,
      message: detail,
      data: { field: 'rules', detail },
    });
    await expect(apiPost('/api/merchant/shipping/templates', {})).rejects.toThrow(detail);
    expect(await toastText()).toBe(detail);
    expect(screen.queryByText(/rules :/)).toBeNull();
  });

  it('leaves out a nested path too ("openingHours.0.to")', async () => {
    render(
      <AntdApp>
        <Toasts />
      </AntdApp>,
    );
    answer(400, {
      code: 400,
      message: 'ใช้รูปแบบเวลาเช่น 09:30',
      data: { field: 'openingHours.0.to', detail: 'ใช้รูปแบบเวลาเช่น 09:30' },
    });
    await expect(apiPost('/api/merchant/chat/settings', {})).rejects.toThrow('ใช้รูปแบบเวลาเช่น 09:30');
    const text = await toastText();
    expect(text).toBe('ใช้รูปแบบเวลาเช่น 09:30');
    expect(text).not.toMatch(/openingHours|\.0\./);
  });

  it("shows any other refusal's message as the server wrote it", async () => {
    render(
      <AntdApp>
        <Toasts />
      </AntdApp>,
    );
    answer(409, { code: 409, message: 'Ce modèle a été modifié entre-temps', data: null });
    await expect(apiPost('/api/merchant/shipping/templates/3', {})).rejects.toThrow(
      'Ce modèle a été modifié entre-temps',
    );
    expect(await toastText()).toBe('Ce modèle a été modifié entre-temps');
  });

  it('is not shown for a request its caller cancelled after the headers came (audit AX4)', async () => {
    render(
      <AntdApp>
        <Toasts />
      </AntdApp>,
    );
    // The headers arrive, the body is still coming when the page cancels: the browser errors the body with the abort.
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"code":200,'));
          init.signal?.addEventListener('abort', () =>
            controller.error(new DOMException('This operation was aborted', 'AbortError')),
          );
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const controller = new AbortController();
    const request = apiGet('/api/merchant/shipping/templates', {}, { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0);
  });
});

describe("the console's language", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes with every call in X-Locale, which the server reads before the storefront cookie (audit CI6)', async () => {
    await setLanguage('es');
    const fetchMock = vi.fn(async () => Response.json({ code: 200, message: 'Correcto', data: null }));
    vi.stubGlobal('fetch', fetchMock);
    await apiGet('/api/merchant/notices');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'X-Locale': 'es', 'Accept-Language': 'es' });
    // And the browser's zone, in which the server writes a notice's dates (audit CI2).
    expect(init.headers).toMatchObject({ 'X-Time-Zone': Intl.DateTimeFormat().resolvedOptions().timeZone });
  });
});

describe('a refused field’s toast (walk GP7)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is replaced by the next refusal, and closed when a later save goes through', async () => {
    render(
      <AntdApp>
        <Toasts />
      </AntdApp>,
    );
    answer(400, {
      code: 400,
      message: 'Give the template a name',
      data: { field: 'name', detail: 'Give the template a name' },
    });
    await expect(apiPost('/api/merchant/shipping/templates', {})).rejects.toThrow();
    expect(await toastText()).toBe('Give the template a name');
    answer(400, {
      code: 400,
      message: 'Fees are from 0 to 999,999.99',
      data: { field: 'rules.0.firstFee', detail: 'Fees are from 0 to 999,999.99' },
    });
    await expect(apiPost('/api/merchant/shipping/templates', {})).rejects.toThrow();
    // One toast, now saying the new refusal (antd updates the keyed toast in place).
    // Within a second: a toast closes by itself after three.
    const soon = { timeout: 1000 };
    await waitFor(() => {
      const notices = [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);
      expect(notices).toEqual(['Fees are from 0 to 999,999.99']);
    }, soon);
    answer(200, { code: 200, message: '', data: { id: 4 } });
    await apiPost('/api/merchant/shipping/templates', {});
    await waitFor(() => expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(0), soon);
  });
});
