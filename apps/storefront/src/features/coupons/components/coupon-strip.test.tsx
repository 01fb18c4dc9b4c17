import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Coupon, Locale } from '@mall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSection, switchLanguage } from '../../../lib/i18n';
import { CouponStrip } from './coupon-strip';

// Two coupons of one shop with the same amount and minimum, one for the whole shop and one for a category of it, are
// told apart on the goods page (audit AF5).

const coupon = (over: Partial<Coupon> & Pick<Coupon, 'id' | 'useType'>): Coupon => ({
  name: 'Store coupon',
  merId: 3,
  merName: 'Maison Lumière',
  money: '5.00',
  minSpend: '69.00',
  productIds: [],
  categoryId: null,
  categoryName: '',
  validDays: 15,
  validFrom: null,
  validTo: null,
  receiveFrom: null,
  receiveTo: null,
  remaining: null,
  received: false,
  receivable: true,
  ...over,
});

function serve(list: Coupon[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 200, message: 'success', data: { list, total: list.length } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await switchLanguage('en');
});

describe('the goods page’s coupon chips (audit AF5)', () => {
  it.each([
    ['en', 'All goods', 'Selected goods'],
    ['es', 'Todos los productos', 'Productos seleccionados'],
    ['fr', 'Tous les produits', 'Produits sélectionnés'],
    ['lo', 'ສິນຄ້າທັງໝົດ', 'ສິນຄ້າທີ່ກຳນົດ'],
    ['th', 'สินค้าทั้งหมด', 'สินค้าที่กำหนด'],
    ['zh-CN', '全场', '指定商品'],
  ] as Array<[Locale, string, string]>)('in %s say what each coupon covers', async (language, all, goods) => {
    await switchLanguage(language);
    await loadSection('coupons');
    const show = async (list: Coupon[]) => {
      cleanup();
      serve(list);
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CouponStrip productId={20} />
        </QueryClientProvider>,
      );
      const chips = await screen.findAllByTestId('coupon-chip');
      return {
        texts: chips.map((chip) => chip.textContent),
        scopes: screen.getAllByTestId('coupon-chip-scope').map((scope) => scope.textContent),
      };
    };
    const wholeShop = coupon({ id: 9, useType: 1 });
    const category = coupon({ id: 12, useType: 3, categoryId: 8, categoryName: 'Maison & Déco' });
    const goodsOnly = coupon({ id: 14, useType: 2, productIds: [20] });
    const first = await show([wholeShop, category]);
    // The same shop, amount and minimum: the chips differ by what each coupon covers.
    expect(first.texts[0]).not.toBe(first.texts[1]);
    expect(first.scopes).toEqual([all, 'Maison & Déco']);
    const second = await show([goodsOnly, wholeShop]);
    expect(second.texts[0]).not.toBe(second.texts[1]);
    expect(second.scopes).toEqual([goods, all]);
  });
});

describe('a coupon chip in a long language (audit AX5)', () => {
  it.each(['th', 'fr', 'lo'] as Locale[])(
    'in %s keeps the whole amount and minimum, and says all of it on hover',
    async (language) => {
      await switchLanguage(language);
      await loadSection('coupons');
      serve([coupon({ id: 9, useType: 1, merId: 0, merName: '' })]);
      render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CouponStrip productId={8} />
        </QueryClientProvider>,
      );
      const chip = await screen.findByTestId('coupon-chip');
      const amount = screen.getByTestId('coupon-chip-amount').textContent ?? '';
      // The amount and the minimum have an element of their own, outside the shop and scope that may be shortened.
      expect(amount).toMatch(/5/);
      expect(amount).toMatch(/69/);
      expect(chip.getAttribute('title')).toContain(amount);
      expect(chip.getAttribute('title')).toContain(screen.getByTestId('coupon-chip-scope').textContent);
      // jsdom draws nothing: the stylesheet is what lets only the shop and scope give way.
      const css = readFileSync(join(import.meta.dirname, 'coupon-strip.module.css'), 'utf8');
      const rule = (name: string) => new RegExp(`(?:^|\\n)\\.${name} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      expect(rule('chip')).not.toMatch(/overflow|text-overflow/);
      expect(rule('chipAmount')).toMatch(/flex: none;/);
      expect(rule('chipSource')).toMatch(/text-overflow: ellipsis;/);
    },
  );
});
