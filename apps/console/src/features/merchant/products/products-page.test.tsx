import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

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
        },
      ],
      total: 1,
      page: 1,
      limit: 20,
    }),
  }),
  setOnSale: vi.fn(),
}));
vi.mock('./category-picker', () => ({ CategoryPicker: () => null }));
const { default: ProductsPage } = await import('./products-page');
const { DescriptionField } = await import('./description-field');

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
