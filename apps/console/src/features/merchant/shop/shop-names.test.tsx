import type { AdminShopChange, ShopProfile } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';

// Decision 0056, the shop part (audit FS12): the merchant writes the shop's name in the other languages beside the
// name, they wait for the platform's review with it, and the platform's review screen shows what changes.

const saveShopProfile = vi.fn();
let profile: ShopProfile;
vi.mock('../api/shop-profile', () => ({
  shopProfileQuery: () => ({ queryKey: ['merchant', 'shop'], queryFn: async () => profile }),
  saveShopProfile: (...args: unknown[]) => saveShopProfile(...args),
  withdrawShopChange: vi.fn(),
}));
let changes: AdminShopChange[] = [];
vi.mock('../../platform/api/shop-changes', () => ({
  shopChangesQuery: () => ({
    queryKey: ['platform', 'shop-changes'],
    queryFn: async () => ({ list: changes, total: changes.length, page: 1, limit: 20 }),
  }),
  approveShopChange: vi.fn(),
  rejectShopChange: vi.fn(),
}));
const { default: ShopPage } = await import('./shop-page');
const { default: ShopChangesPage } = await import('../../platform/shop-changes/shop-changes-page');

const live = {
  id: 2,
  name: 'TechZone Official Store',
  names: { th: 'TechZone ร้านค้าทางการ', fr: 'TechZone Boutique officielle' },
  avatar: '',
  banner: '',
  intro: '',
  intros: {},
  address: '',
  phone: '',
  openingHours: '',
  timeZone: 'Asia/Bangkok',
  serviceText: '',
  serviceTexts: {},
  qualificationPictures: [],
  service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
  isSelf: false,
  rating: '4.8',
  followerCount: 3,
  typeName: 'Brand store',
  categoryName: 'Electronics',
  joinTime: '2026-01-01T00:00:00.000Z',
  change: null,
  suspension: null,
} as unknown as ShopProfile;

function renderWithClient(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

describe("the shop's name in other languages", { timeout: 90_000 }, () => {
  it('shows the live names in the shop settings and sends what the merchant changed, empty languages left out', async () => {
    saveShopProfile.mockReset().mockResolvedValue(null);
    profile = live;
    renderWithClient(<ShopPage />);
    const th = (await screen.findByTestId('shop-names-th', undefined, { timeout: 30_000 })) as HTMLInputElement;
    await waitFor(() => expect(th.value).toBe('TechZone ร้านค้าทางการ'));
    const fr = screen.getByTestId('shop-names-fr') as HTMLInputElement;
    fireEvent.change(th, { target: { value: ' เทคโซน ร้านทางการ ' } });
    fireEvent.change(fr, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('save-shop'));
    await waitFor(() => expect(saveShopProfile).toHaveBeenCalledTimes(1));
    expect(saveShopProfile.mock.calls[0]![0]).toMatchObject({
      name: 'TechZone Official Store',
      names: { th: 'เทคโซน ร้านทางการ' },
    });
    expect(saveShopProfile.mock.calls[0]![0].names).not.toHaveProperty('fr');
  });

  it('says which names wait for review on the settings page', async () => {
    profile = {
      ...live,
      change: {
        id: 7,
        status: 'pending',
        name: null,
        names: { th: 'เทคโซน ร้านทางการ' },
        qualificationPictures: null,
        reason: '',
        createTime: '2026-12-01T00:00:00.000Z',
        reviewTime: null,
      },
    };
    renderWithClient(<ShopPage />);
    expect((await screen.findByTestId('shop-change-names', undefined, { timeout: 30_000 })).textContent).toBe(
      'New names in other languages: ไทย: เทคโซน ร้านทางการ',
    );
  });

  it("shows the platform's reviewer each asked name beside the one shoppers read now", async () => {
    changes = [
      {
        id: 9,
        merchantId: 2,
        status: 'pending',
        name: null,
        names: { th: 'เทคโซน ร้านทางการ', fr: 'TechZone Boutique officielle' },
        qualificationPictures: null,
        reason: '',
        createTime: '2026-12-01T00:00:00.000Z',
        reviewTime: null,
        currentName: 'TechZone Official Store',
        currentNames: { th: 'TechZone ร้านค้าทางการ', fr: 'TechZone Boutique officielle' },
        currentQualificationPictures: [],
      },
    ];
    renderWithClient(<ShopChangesPage />);
    const cell = await screen.findByTestId('shop-change-names-9', undefined, { timeout: 30_000 });
    expect(cell.textContent).toContain('ไทย: เทคโซน ร้านทางการ (Now: TechZone ร้านค้าทางการ)');
    expect(cell.textContent).toContain('Français: TechZone Boutique officielle');
    expect(cell.textContent).not.toContain('Now: TechZone Boutique officielle');
  });
});
