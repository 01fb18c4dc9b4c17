import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountHome } from './account-home';

// The account home is an overview, not "coming soon" (issue 22 item 5).

describe('the account home', () => {
  it('shows orders by state with counts, coupons, points, favourites and recently viewed', () => {
    render(
      <MemoryRouter>
        <AccountHome
          nickname="Ann"
          orderCounts={{ all: 9, unpaid: 1, toShip: 2, toReceive: 3, toReview: 4, refund: 0 }}
          usableCoupons={6}
          points={1200}
          favourites={{
            total: 1,
            items: [{ productId: 5, name: 'Silk scarf', image: '', price: '19.90', onSale: true }],
          }}
          recentlyViewed={[
            {
              id: 8,
              name: 'Teapot',
              image: '',
              price: '9.00',
              otPrice: '9.00',
              sales: 0,
              stock: 3,
              merId: 1,
              merName: 'S',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('home-orders-unpaid').textContent).toContain('1');
    expect(screen.getByTestId('home-orders-toReview').textContent).toContain('4');
    expect(screen.getByTestId('home-orders-toShip').getAttribute('href')).toContain('orderStatus=2');
    expect(screen.getByTestId('home-coupons').textContent).toContain('6');
    expect(screen.getByTestId('home-points').textContent).toMatch(/1[,.\s]?200/);
    expect(screen.getByTestId('home-favourites').textContent).toContain('Silk scarf');
    expect(screen.getByTestId('home-viewed').textContent).toContain('Teapot');
  });
});
