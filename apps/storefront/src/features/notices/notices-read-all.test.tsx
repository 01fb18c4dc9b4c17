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

// Walk GX: "Mark as read" is gone once the message is read (and the message too, on the unread tab): the browser
// dropped the focus onto the page, and the next Tab started again from the top of the page.
describe('"Mark as read" keeps the focus in the list (walk GX)', () => {
  function serveMarking(list: ReturnType<typeof notice>[]) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const [path, query = ''] = url.split('?');
        if (init.method === 'POST') {
          const { ids = [] } = JSON.parse(String(init.body)) as { ids?: number[] };
          for (const n of list) if (ids.includes(n.id)) n.read = true;
        }
        const shown = new URLSearchParams(query).get('unread') ? list.filter((n) => !n.read) : list;
        const data =
          path === '/api/front/notices'
            ? { list: shown, total: shown.length, page: 1, limit: 10 }
            : path === '/api/front/notices/preferences'
              ? { kinds: [] }
              : null;
        return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
  }

  it("goes to the message's own link when the message stays listed", async () => {
    serveMarking([{ ...notice(5, 'order_shipped'), link: '/order/order_detail?orderNo=SH1' }, notice(4, 'order_paid')]);
    renderAt('/users/notices');
    await screen.findByText('Notice 5');
    const mark = screen.getAllByTestId('notice-mark-read')[0]!;
    mark.focus();
    fireEvent.click(mark);
    await waitFor(() => expect(screen.getAllByTestId('notice-mark-read')).toHaveLength(1));
    expect(document.activeElement).toBe(screen.getByTestId('notice-open'));
  });

  it('goes to the next message on the unread tab, where the read one leaves the list', async () => {
    serveMarking([notice(5, 'order_shipped'), notice(4, 'order_paid')]);
    renderAt('/users/notices?unread=1');
    await screen.findByText('Notice 5');
    const mark = screen.getAllByTestId('notice-mark-read')[0]!;
    mark.focus();
    fireEvent.click(mark);
    await waitFor(() => expect(screen.queryByText('Notice 5')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('notice-mark-read'));
    expect(document.activeElement?.closest('li')?.textContent).toContain('Notice 4');
  });
});
