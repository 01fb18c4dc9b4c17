import type { MerchantReview } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

// Audit FC3: the reply box counted UTF-16 units (`maxLength` 500, its counter `.length`) while the server takes 500
// characters as the shop's staff see them: 250 emoji filled it, and 200 Thai syllables read "600 / 500".

const replyToReview = vi.fn(async () => null);
const review: MerchantReview = {
  id: 41,
  orderNo: 'SH20261204000000000041',
  productId: 7,
  productName: 'Speaker',
  productImage: '',
  skuText: '',
  productScore: 5,
  serviceScore: 5,
  comment: 'Great sound',
  pics: [],
  nickname: 'Ann',
  avatar: '',
  merchantReply: null,
  replyTime: null,
  createTime: '2026-12-04T00:00:00.000Z',
};
vi.mock('../api/reviews', () => ({
  reviewsQuery: () => ({
    queryKey: ['merchant', 'reviews'],
    queryFn: async () => ({ list: [review], total: 1, page: 1, limit: 20 }),
  }),
  replyToReview: (...args: unknown[]) => replyToReview(...(args as [])),
}));
const { default: ReviewsPage } = await import('./reviews-page');

describe('the reply to a review', { timeout: 90_000 }, () => {
  it('is counted and cut in the characters the staff see, as the server counts, and sent whole', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ReviewsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    const box = (await screen.findByTestId('review-reply-text')) as HTMLTextAreaElement;
    const counter = () => box.closest('[data-count]')?.getAttribute('data-count');
    expect(box.getAttribute('maxlength')).toBeNull();
    fireEvent.change(box, { target: { value: 'กี่'.repeat(200) } });
    expect(counter()).toBe('200 / 500');
    fireEvent.change(box, { target: { value: '😀'.repeat(501) } });
    expect(box.value).toBe('😀'.repeat(500));
    expect(counter()).toBe('500 / 500');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(replyToReview).toHaveBeenCalledWith(41, '😀'.repeat(500)));
  });
});
