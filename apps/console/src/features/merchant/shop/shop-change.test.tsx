import type { ShopProfile } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';

const withdrawShopChange = vi.fn();
let profile: ShopProfile;
vi.mock('../api/shop-profile', () => ({
  shopProfileQuery: () => ({ queryKey: ['merchant', 'shop'], queryFn: async () => profile }),
  saveShopProfile: vi.fn(),
  withdrawShopChange: (...args: unknown[]) => withdrawShopChange(...args),
}));
const { default: ShopPage } = await import('./shop-page');

const live = {
  id: 2,
  name: 'TechZone Official Store',
  avatar: '',
  banner: '',
  intro: '',
  address: '',
  phone: '',
  openingHours: '',
  serviceText: '',
  qualificationPictures: ['/uploads/u/a.jpg'],
  service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
  isSelf: false,
  rating: 4.8,
  followerCount: 3,
  typeName: 'Brand store',
  categoryName: 'Electronics',
  joinTime: '2026-01-01T00:00:00.000Z',
} as unknown as ShopProfile;

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ShopPage />
    </QueryClientProvider>,
  );
}

describe('a shop change waiting for review', { timeout: 90_000 }, () => {
  beforeEach(() => withdrawShopChange.mockReset().mockResolvedValue(null));

  it('can be withdrawn from the profile page after confirming, and the page reads the shop again', async () => {
    const change = {
      id: 7,
      status: 'pending',
      name: null,
      names: null,
      qualificationPictures: [],
      reason: '',
      createTime: '2026-12-01T00:00:00.000Z',
      reviewTime: null,
    };
    profile = { ...live, change } as ShopProfile;
    renderPage();
    fireEvent.click(await screen.findByTestId('shop-change-withdraw'));
    expect(withdrawShopChange).not.toHaveBeenCalled();
    profile = { ...live, change: null } as ShopProfile;
    fireEvent.click(await screen.findByRole('button', { name: /ok|yes/i }));
    await waitFor(() => expect(withdrawShopChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('shop-change')).toBeNull());
  });

  it('offers no withdrawal for a rejected change', async () => {
    profile = {
      ...live,
      change: {
        id: 8,
        status: 'rejected',
        name: 'New name',
        names: null,
        qualificationPictures: null,
        reason: 'Blurry pictures',
        createTime: '2026-12-01T00:00:00.000Z',
        reviewTime: '2026-12-02T00:00:00.000Z',
      },
    } as ShopProfile;
    renderPage();
    expect((await screen.findByTestId('shop-change')).textContent).toContain('Blurry pictures');
    expect(screen.queryByTestId('shop-change-withdraw')).toBeNull();
  });
});

describe('the shop’s figures (audit DB2)', { timeout: 90_000 }, () => {
  it('says "No ratings yet" before the first review, not the stored starting 5.0 (audit DS3)', async () => {
    profile = { ...live, rating: null, change: null } as ShopProfile;
    renderPage();
    const item = await screen.findByText('Rating', { selector: '.ant-descriptions-item-label' });
    expect(item.nextElementSibling?.textContent).toBe('No ratings yet');
  });

  it('write the rating and the followers as the console’s language does: "4,5" and "29 286" in French', async () => {
    await setLanguage('fr');
    try {
      profile = { ...live, rating: 4.5, followerCount: 29286, change: null } as ShopProfile;
      renderPage();
      const item = async (label: string) =>
        (await screen.findByText(label, { selector: '.ant-descriptions-item-label' })).nextElementSibling?.textContent;
      expect(await item('Note')).toBe('4,5');
      expect(await item('Abonnés')).toBe('29\u202f286');
    } finally {
      await setLanguage('en');
    }
  });
});
