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
let listed: MerchantReview[] = [review];
vi.mock('../api/reviews', () => ({
  reviewsQuery: () => ({
    queryKey: ['merchant', 'reviews'],
    queryFn: async () => ({ list: listed, total: listed.length, page: 1, limit: 20 }),
  }),
  replyToReview: (...args: unknown[]) => replyToReview(...(args as [])),
}));
const { default: ReviewsPage } = await import('./reviews-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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

describe('a review as a screen reader reads it', { timeout: 90_000 }, () => {
  // Audit HA3: each rating was five radio buttons with no name (a disabled antd Rate), and each of the shopper's
  // pictures a button with no name (antd's preview, without alt): "radio button, checked" ten times a row.
  it('reads each rating as one picture of its score and names each picture', async () => {
    listed = [{ ...review, productScore: 4, serviceScore: 3, pics: ['/uploads/a.png', '/uploads/b.png'] }];
    const { container } = renderPage();
    expect(await screen.findByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '3 of 5 stars' })).toBeTruthy();
    // The filters above are named radios (Segmented); the table's rows hold none.
    expect(container.querySelectorAll('.ant-table [role="radio"]:not([aria-hidden="true"] *)').length).toBe(0);
    const unnamed = [...container.querySelectorAll<HTMLElement>('[role="button"], button')].filter(
      (el) =>
        !el.closest('[aria-hidden="true"]') &&
        !(el.getAttribute('aria-label') || el.textContent?.trim() || el.querySelector('img[alt]:not([alt=""])')),
    );
    expect(unnamed.map((el) => el.outerHTML.slice(0, 80))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Picture 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Picture 2' })).toBeTruthy();
  });
});
