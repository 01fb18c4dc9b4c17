import type { ShopProfile } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const saveShopProfile = vi.fn();
const profile = {
  id: 2,
  name: 'TechZone Official Store',
  avatar: '',
  banner: '',
  intro: 'Gadgets since 2010',
  intros: { th: 'แกดเจ็ตตั้งแต่ปี 2010' },
  address: '',
  phone: '',
  openingHours: '',
  timeZone: 'Asia/Bangkok',
  serviceText: '2-year warranty',
  serviceTexts: {},
  qualificationPictures: [],
  service: { serviceType: 'phone', serviceLink: '', serviceMessage: '', servicePhone: '123', serviceEmail: '' },
  isSelf: false,
  rating: 4.8,
  followerCount: 3,
  typeName: 'Brand store',
  categoryName: 'Electronics',
  joinTime: '2026-01-01T00:00:00.000Z',
  change: null,
  suspension: null,
} as unknown as ShopProfile;
vi.mock('../api/shop-profile', () => ({
  shopProfileQuery: () => ({ queryKey: ['merchant', 'shop'], queryFn: async () => profile }),
  saveShopProfile: (...args: unknown[]) => saveShopProfile(...args),
  withdrawShopChange: vi.fn(),
}));
const { default: ShopPage } = await import('./shop-page');

describe("the shop's intro and service promise in other languages (audit DS6)", { timeout: 90_000 }, () => {
  it('shows a tab per language for each, the original where empty, and saves what the merchant typed', async () => {
    saveShopProfile.mockReset().mockResolvedValue(null);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ShopPage />
      </QueryClientProvider>,
    );
    const intros = await screen.findByTestId('shop-intros-tab-th', undefined, { timeout: 30_000 });
    await waitFor(() => expect(intros.textContent).toContain('translated'));
    for (const locale of ['en', 'zh-CN', 'fr', 'th', 'lo', 'es'])
      expect(screen.getByTestId(`shop-service-texts-tab-${locale}`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('shop-service-texts-tab-th'));
    const th = await screen.findByTestId('shop-service-texts-th');
    expect(th.getAttribute('placeholder')).toBe('2-year warranty');
    fireEvent.change(th, { target: { value: ' รับประกัน 2 ปี ' } });
    fireEvent.click(screen.getByTestId('save-shop'));
    await waitFor(() => expect(saveShopProfile).toHaveBeenCalledTimes(1));
    expect(saveShopProfile.mock.calls[0]![0]).toMatchObject({
      intro: 'Gadgets since 2010',
      intros: { th: 'แกดเจ็ตตั้งแต่ปี 2010' },
      serviceText: '2-year warranty',
      serviceTexts: { th: 'รับประกัน 2 ปี' },
    });
    expect(within(screen.getByTestId('shop-service-texts-tab-th')).getByText('translated')).toBeTruthy();
  });
});
