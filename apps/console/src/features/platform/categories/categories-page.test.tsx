import type { AdminCategory } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindNotifier } from '../../../lib/notify';

const { default: CategoriesPage } = await import('./categories-page');

const garden: AdminCategory = {
  id: 4,
  pid: 0,
  name: 'Garden',
  names: { fr: 'Jardin' },
  icon: '',
  sort: 3,
  visible: true,
  productCount: 0,
  version: 7,
  childList: [],
};
/** The server's refusal of a form loaded before someone else's edit, in the operator's language (edits.ts). */
const stale = 'มีผู้อื่นแก้ไขรายการนี้ในระหว่างนี้ กรุณาโหลดใหม่เพื่อดูการเปลี่ยนแปลง';

/** The toasts of the console, as the app binds them (app.tsx). */
function Toasts() {
  bindNotifier(AntdApp.useApp().message);
  return null;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AntdApp>
      <Toasts />
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CategoriesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </AntdApp>,
  );
}

describe('the category form', { timeout: 90_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the version it loaded and, refused, says someone changed it and keeps what was typed (audit FR5)', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        Response.json(body, { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
      if (init?.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return json(409, { code: 409, message: stale, data: null });
      }
      return json(200, { code: 200, message: '', data: [garden] });
    });
    renderPage();
    fireEvent.click(await screen.findByText('Edit'));
    const name = (await screen.findByTestId('category-name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Garden'));
    fireEvent.change(name, { target: { value: 'Garden & Patio' } });
    fireEvent.click(screen.getByTestId('category-save'));

    await waitFor(() => expect(document.querySelector('.ant-message-notice')?.textContent).toBe(stale));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toContain('/api/admin/categories/4');
    expect(sent[0]!.body).toMatchObject({ pid: 0, name: 'Garden & Patio', names: { fr: 'Jardin' }, version: 7 });
    // The form stays open with the operator's words, to copy before reloading.
    expect((screen.getByTestId('category-name') as HTMLInputElement).value).toBe('Garden & Patio');
  });
});
