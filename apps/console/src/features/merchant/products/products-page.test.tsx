import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';

vi.mock('../api/products', () => ({
  productsQuery: (filter: unknown) => ({
    queryKey: ['merchant', 'products', filter],
    queryFn: async () => ({
      list: [
        {
          id: 5,
          name: 'Nova Neo 4',
          image: '/uploads/demo/nova.svg',
          price: '199.00',
          otPrice: '199.00',
          stock: 9,
          sales: 3,
          onSale: true,
          categoryId: 1,
          categoryName: 'Phones',
          skuCount: 2,
          updateTime: '2026-12-04T00:00:00.000Z',
          takenDownAt: null,
          takedownReason: null,
        },
        {
          id: 6,
          name: 'Knock-off Bag',
          image: '/uploads/demo/bag.svg',
          price: '49.00',
          otPrice: '49.00',
          stock: 4,
          sales: 0,
          onSale: false,
          categoryId: 1,
          categoryName: 'Bags',
          skuCount: 1,
          updateTime: '2026-12-05T00:00:00.000Z',
          takenDownAt: '2026-12-05T10:00:00.000Z',
          takedownReason: 'Counterfeit of a registered brand',
        },
      ],
      total: 2,
      page: 1,
      limit: 20,
    }),
  }),
  setOnSale: vi.fn(),
}));
vi.mock('./category-picker', () => ({ CategoryPicker: () => null }));
const { default: ProductsPage } = await import('./products-page');
const { DescriptionField } = await import('./description-field');
const { TakenDownAlert } = await import('./taken-down');

describe('the merchant product list read with a screen reader (audit AX17)', () => {
  it("gives a row's picture the product's name and no Tab stop of its own (the name beside it is the link)", {
    timeout: 30_000,
  }, async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const picture = await screen.findByRole('img', { name: 'Nova Neo 4' }, { timeout: 20_000 });
    expect(picture.closest('[tabindex="0"], [role="button"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Nova Neo 4' })).toBeTruthy();
  });

  it('names the product description box', () => {
    render(<DescriptionField label="Description" value="<p>Soie</p>" />);
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
  });
});

describe('a product the platform took down, as its shop sees it (audit FG8)', () => {
  afterEach(() => setLanguage('en'));

  it('shows the badge and the reason in the list, and its sale switch disabled with the reason, in Thai', {
    timeout: 30_000,
  }, async () => {
    await setLanguage('th');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const badge = await screen.findByTestId('taken-down-6', {}, { timeout: 20_000 });
    expect(within(badge).getByText('ถูกแพลตฟอร์มนำออกจากการขาย')).toBeTruthy();
    expect(within(badge).getByText('Counterfeit of a registered brand')).toBeTruthy();
    expect(screen.queryByTestId('taken-down-5')).toBeNull();
    const locked = screen.getByRole('switch', {
      name: 'ถูกแพลตฟอร์มนำออกจากการขาย: Counterfeit of a registered brand',
    });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'วางขาย' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the form's banner with the reason, and nothing for a product not taken down", () => {
    const { rerender } = render(
      <TakenDownAlert
        product={{
          id: 6,
          takenDownAt: '2026-12-05T10:00:00.000Z',
          takedownReason: 'Counterfeit of a registered brand',
        }}
      />,
    );
    expect(screen.getByTestId('taken-down-alert').textContent).toContain(
      'The platform took this product down: Counterfeit of a registered brand',
    );
    rerender(<TakenDownAlert product={{ id: 5, takenDownAt: null, takedownReason: null }} />);
    expect(screen.queryByTestId('taken-down-alert')).toBeNull();
  });
});
