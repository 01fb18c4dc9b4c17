import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import NoticesPage from './notices-page';

// "Read all" marks what the page listed, no more (audit FC4): the messages of the kind it is filtered by, none newer
// than the newest it showed (one that arrives meanwhile stays unread).

const notice = (id: number, kind: string) => ({
  id,
  kind,
  title: `Notice ${id}`,
  body: `Body ${id}.`,
  link: '',
  read: false,
  createTime: '2026-12-04T10:00:00.000Z',
});

function serve(list: ReturnType<typeof notice>[]) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0];
      if (init.method === 'POST') posted.push(JSON.parse(String(init.body)));
      const data =
        path === '/api/front/notices'
          ? { list, total: list.length, page: 1, limit: 10 }
          : path === '/api/front/notices/preferences'
            ? { kinds: [] }
            : null;
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return posted;
}

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/users/notices" element={<NoticesPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('notices');
});
afterEach(() => vi.unstubAllGlobals());

describe('"Read all" in the message centre', () => {
  it('sends the newest id listed and the kind the page is filtered by', async () => {
    const posted = serve([notice(42, 'order_shipped'), notice(17, 'order_shipped')]);
    renderAt('/users/notices?kind=order_shipped');
    await screen.findByText('Notice 42');
    fireEvent.click(screen.getByTestId('notices-read-all'));
    await waitFor(() => expect(posted).toEqual([{ all: true, upTo: 42, kind: 'order_shipped' }]));
  });

  it('without a kind filter, sends the newest id listed alone', async () => {
    const posted = serve([notice(9, 'order_paid'), notice(8, 'order_placed')]);
    renderAt('/users/notices');
    await screen.findByText('Notice 9');
    fireEvent.click(screen.getByTestId('notices-read-all'));
    await waitFor(() => expect(posted).toEqual([{ all: true, upTo: 9 }]));
  });

  it('with nothing listed, offers nothing to mark', async () => {
    const posted = serve([]);
    renderAt('/users/notices?kind=refund_paid');
    await screen.findByText(/./, { selector: '[data-testid="notices-page"] h1' });
    await waitFor(() => expect((screen.getByTestId('notices-read-all') as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('notices-read-all'));
    expect(posted).toEqual([]);
  });
});
