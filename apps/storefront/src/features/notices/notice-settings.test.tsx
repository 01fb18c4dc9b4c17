import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection } from '../../lib/i18n';
import { NoticeSettings } from './notice-settings';

// Every mail to a shopper ends "Choose which messages you get in your account": the message centre offers that choice
// for the kinds that may be turned off, and says the others are always sent.

const kinds = [
  { kind: 'order_paid', email: true, sms: false, site: true, optional: false },
  { kind: 'chat_answered', email: true, sms: false, site: true, optional: true },
  { kind: 'coupon_expiring', email: true, sms: false, site: true, optional: true },
];

function serve() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { kinds: typeof kinds };
        posted.push(body);
        for (const saved of body.kinds) Object.assign(kinds.find((k) => k.kind === saved.kind)!, saved);
      }
      const data = url.startsWith('/api/front/notices/preferences') && init.method !== 'POST' ? { kinds } : null;
      return new Response(JSON.stringify({ code: 200, message: 'Saved', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return posted;
}

beforeAll(async () => {
  await loadSection('notices');
});
afterEach(() => vi.unstubAllGlobals());

describe('choosing the messages one gets', () => {
  it('offers the kinds that may be turned off, saves a switch at once, and says the others are always sent', async () => {
    const posted = serve();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <NoticeSettings />
      </QueryClientProvider>,
    );
    const couponMail = (await screen.findByTestId('notice-setting-coupon_expiring-email')) as HTMLInputElement;
    expect(screen.getByText('Messages about your orders, payments and refunds are always sent.')).toBeTruthy();
    expect(screen.queryByText('Payment received'), 'a kind that cannot be turned off is not offered').toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Chat answer: By e-mail' })).toBeTruthy();
    expect(couponMail.checked).toBe(true);
    fireEvent.click(couponMail);
    await waitFor(() =>
      expect(posted).toEqual([{ kinds: [{ kind: 'coupon_expiring', email: false, sms: false, site: true }] }]),
    );
    await waitFor(() =>
      expect((screen.getByTestId('notice-setting-coupon_expiring-email') as HTMLInputElement).checked).toBe(false),
    );
    expect(await screen.findByText('Saved')).toBeTruthy();
  });
});
