import type { Locale } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../lib/i18n';
import OrderListPage from './order-list-page';

// Walk GX 10: the empty "My orders" page had a title and a button but no line saying what goes there, unlike the other
// empty screens (favourites, reviews, coupons). It says it now, in every language.

function serveNoOrders() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const data =
        path === '/api/front/order/list'
          ? { list: [], total: 0, page: 1, limit: 10 }
          : path === '/api/front/order/data'
            ? { all: 0, unpaid: 0, toShip: 0, toReceive: 0, toReview: 0, refund: 0, completed: 0 }
            : undefined;
      const body = data === undefined ? { code: 404, message: 'no data found', data: null } : { code: 200, data };
      return new Response(JSON.stringify({ message: 'success', ...body }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/users/order_list']}>
        <Routes>
          <Route path="/users/order_list" element={<OrderListPage onCartChanged={() => undefined} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await loadSection('buying');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

const LINES: [Locale, string][] = [
  ['en', 'Orders you place are listed here, with their delivery and after-sales.'],
  ['zh-CN', '您下的订单会显示在这里，包括物流和售后进度。'],
  ['th', 'คำสั่งซื้อที่คุณสั่งจะแสดงที่นี่ พร้อมสถานะการจัดส่งและบริการหลังการขาย'],
  ['lo', 'ຄຳສັ່ງຊື້ທີ່ທ່ານສັ່ງຈະສະແດງຢູ່ບ່ອນນີ້ ພ້ອມສະຖານະການຈັດສົ່ງ ແລະ ບໍລິການຫຼັງການຂາຍ'],
  ['fr', 'Les commandes que vous passez s’afficheront ici, avec leur livraison et leur service après-vente.'],
  ['es', 'Los pedidos que hagas aparecerán aquí, con su envío y su posventa.'],
];

describe('the empty order list (walk GX 10)', () => {
  it.each(LINES)('in %s, says what goes there under its title', async (language, line) => {
    await switchLanguage(language);
    serveNoOrders();
    renderList();
    const empty = await screen.findByRole('status');
    expect(empty.querySelector('p + p')?.textContent).toBe(line);
  });
});
