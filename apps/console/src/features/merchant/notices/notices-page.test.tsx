import type { UserInfo } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../../lib/auth-token';
import { setLanguage, t } from '../../../lib/i18n';

const kinds = ['new_order', 'refund_asked', 'low_stock', 'shop_suspended', 'balance_adjusted'];
const recipients = {
  kinds,
  staff: [
    { userId: 2, nickname: 'Owner', role: 'owner', kinds },
    { userId: 34, nickname: 'Clerk', role: 'staff', kinds },
  ],
};

vi.mock('../../../lib/api-client', () => ({
  apiGet: async (path: string) =>
    path === '/api/merchant/notices/recipients' ? recipients : { list: [], total: 0, page: 1, limit: 10 },
  apiPost: vi.fn(async () => null),
}));

const { default: MerchantNoticesPage } = await import('./notices-page');

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('who gets which shop alert (audit CI10)', { timeout: 60_000 }, () => {
  afterAll(() => setLanguage('en'));

  it('does not offer the owner a switch for the shop’s standing and money; the staff’s and the owner’s others stay', async () => {
    await setLanguage('es');
    userStore.set({ id: 2 } as UserInfo);
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <MerchantNoticesPage />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByTestId('notice-recipients');
    const name = (who: string, kind: string) => `${who}: ${t(`notices.kinds.${kind}`)}`;
    for (const kind of ['refund_asked', 'shop_suspended', 'balance_adjusted']) {
      expect(box(name('Owner', kind)).disabled).toBe(true);
      expect(box(name('Owner', kind)).checked).toBe(true);
      expect(box(name('Clerk', kind)).disabled).toBe(false);
    }
    expect(box(name('Owner', 'new_order')).disabled).toBe(false);
    expect(box(name('Owner', 'low_stock')).disabled).toBe(false);
    expect(t('notices.recipients.ownerAlways')).toBe('El propietario de la tienda siempre recibe este aviso');
  });
});
