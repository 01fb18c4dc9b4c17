import type { ShopCategoryNode } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const updateShopCategory = vi.fn();
const createShopCategory = vi.fn();
let categories: ShopCategoryNode[] = [];
vi.mock('../api/shop-categories', () => ({
  shopCategoriesQuery: () => ({ queryKey: ['merchant', 'categories'], queryFn: async () => categories }),
  createShopCategory: (...args: unknown[]) => createShopCategory(...args),
  updateShopCategory: (...args: unknown[]) => updateShopCategory(...args),
  deleteShopCategory: vi.fn(),
}));
const { default: CategoriesPage } = await import('./categories-page');

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CategoriesPage />
    </QueryClientProvider>,
  );
}

describe("a shop category's name in other languages (audit DS6)", { timeout: 90_000 }, () => {
  beforeEach(() => {
    updateShopCategory.mockReset().mockResolvedValue(null);
    createShopCategory.mockReset().mockResolvedValue({ id: 9 });
    categories = [
      { id: 4, parentId: 0, name: 'Phones', names: { th: 'โทรศัพท์' }, sort: 0, productCount: 2, children: [] },
    ];
  });

  it('shows a tab per language with the stored names, and saves what the merchant typed', async () => {
    renderPage();
    await screen.findByText('Phones', undefined, { timeout: 30_000 });
    fireEvent.click(screen.getByRole('button', { name: /edit/i }));
    const dialog = await screen.findByRole('dialog');
    for (const [locale, name] of Object.entries({
      en: 'English',
      'zh-CN': '简体中文',
      fr: 'Français',
      th: 'ไทย',
      lo: 'ລາວ',
      es: 'Español',
    }))
      expect(within(dialog).getByTestId(`category-names-tab-${locale}`).textContent).toContain(name);
    // The Thai name is stored: its tab says so, and holds it.
    expect(within(dialog).getByTestId('category-names-tab-th').textContent).toContain('translated');
    fireEvent.click(within(dialog).getByTestId('category-names-tab-th'));
    expect((await within(dialog).findByTestId('category-names-th')).getAttribute('value')).toBe('โทรศัพท์');
    // An empty tab shows the original where shoppers of that language will read it.
    fireEvent.click(within(dialog).getByTestId('category-names-tab-fr'));
    const fr = await within(dialog).findByTestId('category-names-fr');
    expect(fr.getAttribute('placeholder')).toBe('Phones');
    fireEvent.change(fr, { target: { value: ' Téléphones ' } });
    fireEvent.click(within(dialog).getByTestId('category-names-tab-th'));
    fireEvent.change(await within(dialog).findByTestId('category-names-th'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: /ok/i }));
    await waitFor(() => expect(updateShopCategory).toHaveBeenCalledTimes(1));
    expect(updateShopCategory).toHaveBeenCalledWith(4, {
      name: 'Phones',
      names: { fr: 'Téléphones' },
      parentId: 0,
      sort: 0,
    });
  });
});
