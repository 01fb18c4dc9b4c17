import type { ReplyStats } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reviews } from './reviews';

// Audit AX2: a product nobody has reviewed showed "0% Positive rate" in large red figures.

const stats = (sum: number, good: number, goodRate: string): ReplyStats => ({
  sumCount: sum,
  goodCount: good,
  inCount: sum - good,
  poorCount: 0,
  goodRate,
});

/** The review API as the server answers it for a product with these statistics (its list left empty). */
function serve(answer: ReplyStats) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.includes('/reply/config/') ? answer : { list: [], total: 0, page: 1, limit: 10, totalPage: 0 };
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderReviews(initial: ReplyStats) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Reviews productId={24} initialStats={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the review summary', () => {
  it('shows no rate, only "No reviews yet", for a product nobody has reviewed', async () => {
    serve(stats(0, 0, '0'));
    renderReviews(stats(0, 0, '0'));
    // Both answers in: the statistics and the (empty) list.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await screen.findAllByText('No reviews yet');
    expect(screen.queryByTestId('good-rate')).toBeNull();
    expect(screen.getByTestId('no-rate').textContent).toContain('No reviews yet');
    expect(document.body.textContent).not.toMatch(/0\s*%/);
  });

  it('shows the rate once there is a review', async () => {
    serve(stats(16, 15, '93.8'));
    renderReviews(stats(16, 15, '93.8'));
    expect((await screen.findByTestId('good-rate')).textContent).toMatch(/93\.8\s*%/);
    expect(screen.queryByTestId('no-rate')).toBeNull();
  });
});
