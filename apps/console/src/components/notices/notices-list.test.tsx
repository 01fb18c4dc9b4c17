import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../lib/api-client';

// "Read all" in a console's centre marks what the page listed, no more (audit FC4): a message that arrived after the
// list loaded stays unread.

const notice = (id: number) => ({
  id,
  kind: 'new_order',
  title: `New order ${id}`,
  body: `Body ${id}.`,
  link: '',
  read: false,
  createTime: '2026-12-04T10:00:00.000Z',
});

vi.mock('../../lib/api-client', () => ({
  apiGet: async () => ({ list: [notice(31), notice(30)], total: 2, page: 1, limit: 10 }),
  apiPost: vi.fn(async () => null),
}));

const { NoticesList } = await import('./notices-list');

describe('a console centre’s "Read all"', { timeout: 60_000 }, () => {
  it('sends the newest id the page listed', async () => {
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <NoticesList side="merchant" />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByText('New order 31');
    fireEvent.click(screen.getByTestId('notices-read-all'));
    await waitFor(() => expect(apiPost).toHaveBeenCalledWith('/api/merchant/notices/read', { all: true, upTo: 31 }));
  });
});
