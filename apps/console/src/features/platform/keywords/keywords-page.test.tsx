import type { AdminKeyword } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotifier } from '../../../lib/notify';

const { default: KeywordsPage } = await import('./keywords-page');

const lamp: AdminKeyword = { id: 9, title: 'lamp', locale: null, sort: 2, version: 4 };
/** The server's refusal of a form loaded before someone else's edit, in the operator's language (edits.ts). */
const stale = "Quelqu'un d'autre l'a modifié entre-temps : rechargez pour voir ses changements";

/** The toasts of the console, as the app binds them (app.tsx). */
function Toasts() {
  bindNotifier(AntdApp.useApp().message);
  return null;
}

describe('the hot keyword form', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the version it loaded and, refused, says someone changed it and keeps what was typed (audit FR5)', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        Response.json(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
      if (init?.method === 'POST') {
        sent.push({ url: String(input), body: JSON.parse(String(init.body)) });
        return json(409, { code: 409, message: stale, data: null });
      }
      return json(200, { code: 200, message: '', data: [lamp] });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <AntdApp>
        <Toasts />
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <KeywordsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </AntdApp>,
    );
    fireEvent.click(await screen.findByText('Edit'));
    const title = screen.getByTestId('keyword-title') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('lamp'));
    fireEvent.change(title, { target: { value: 'desk lamp' } });
    fireEvent.click(screen.getByText('Save'));

    await waitFor(() => expect(document.querySelector('.ant-message-notice')?.textContent).toBe(stale));
    expect(sent).toEqual([
      {
        url: expect.stringContaining('/api/admin/keywords/9'),
        body: { title: 'desk lamp', locale: null, sort: 2, version: 4 },
      },
    ]);
    expect((screen.getByTestId('keyword-title') as HTMLInputElement).value).toBe('desk lamp');
  });
});
