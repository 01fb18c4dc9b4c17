import { MAX_MONEY_CENTS } from '@mall/contract';
import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  type CouponTerms,
  checkOrderSize,
  couponAlone,
  ORDER_TOO_LARGE,
  type PricedShop,
  priceAnswer,
  splitByWeight,
  totals,
} from './pricing';

const shop = (merchantId: number, lines: [productId: number, categoryIds: number[], amount: number][]): PricedShop => ({
  merchantId,
  proTotal: lines.reduce((sum, [, , amount]) => sum + amount, 0),
  freight: 0,
  coupon: 0,
  points: 0,
  lines: lines.map(([productId, categoryIds, amount]) => ({ productId, categoryIds, amount })),
});

const coupon = (fields: Partial<CouponTerms> & { couponUserId: number; merchantId: number }): CouponTerms => ({
  useType: 1,
  productIds: [],
  categoryId: null,
  amount: 500,
  minSpend: 0,
  ...fields,
});

describe('splitByWeight', () => {
  it('adds up exactly by largest remainder and never exceeds a weight', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(1001, [4999, 2999])).toEqual([626, 375]);
    expect(splitByWeight(7, [0, 5, 0, 2])).toEqual([0, 5, 0, 2]);
    expect(splitByWeight(0, [3, 4])).toEqual([0, 0]);
    for (let total = 0; total <= 50; total++) {
      const weights = [17, 3, 29, 1];
      const parts = splitByWeight(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      for (const [i, part] of parts.entries()) expect(part).toBeLessThanOrEqual(weights[i]!);
    }
  });
});

describe('applyDiscounts', () => {
  const a = shop(1, [
    [10, [5, 1], 6000],
    [11, [6, 1], 1500],
  ]);
  const b = shop(2, [[20, [7, 2], 3000]]);

  it('a goods coupon counts only its products; a category coupon the category and its children', () => {
    const goods = coupon({ couponUserId: 1, merchantId: 1, useType: 2, productIds: [11], amount: 300, minSpend: 1500 });
    expect(applyDiscounts([a, b], [goods], null).shops[0]!.coupon).toBe(300);
    const tooMuch = { ...goods, minSpend: 1600 };
    expect(() => applyDiscounts([a, b], [tooMuch], null)).toThrow('minimum spend');
    const category = coupon({ couponUserId: 2, merchantId: 0, useType: 3, categoryId: 2, amount: 400 });
    const result = applyDiscounts([a, b], [category], null);
    expect(result.shops.map((s) => s.coupon)).toEqual([0, 400]);
    expect(result.platformCouponUserId).toBe(2);
    expect(couponAlone(coupon({ couponUserId: 3, merchantId: 0, useType: 3, categoryId: 9 }), [a, b]).applies).toBe(
      false,
    );
  });

  it('a platform coupon takes at most what the shop coupons left of its goods (decision 0008, audit AV1)', () => {
    // Shop 1: product 11 (15.00) under a 12.00 shop goods coupon and a 10.00 platform goods coupon; product 10 under
    // neither. Shop 2's product 20 is under the platform category coupon only.
    const shopGoods = coupon({ couponUserId: 1, merchantId: 1, useType: 2, productIds: [11], amount: 1200 });
    const mallGoods = coupon({ couponUserId: 2, merchantId: 0, useType: 2, productIds: [11], amount: 1000 });
    const goods = applyDiscounts([a, b], [shopGoods, mallGoods], null);
    expect(goods.shops.map((s) => [s.shopCoupon, s.coupon])).toEqual([
      [1200, 1500],
      [0, 0],
    ]);
    expect(couponAlone(mallGoods, [a, b], [shopGoods])).toEqual({ applies: true, discount: 300 });
    expect(couponAlone(mallGoods, [a, b])).toEqual({ applies: true, discount: 1000 });
    const mallCategory = coupon({ couponUserId: 3, merchantId: 0, useType: 3, categoryId: 5, amount: 2000 });
    const shopOn10 = coupon({ couponUserId: 4, merchantId: 1, useType: 2, productIds: [10], amount: 5000 });
    // Category 5 is product 10's (60.00), of which the shop coupon took 50.00: 10.00 left, none from product 11.
    const category = applyDiscounts([a, b], [shopOn10, mallCategory], null);
    expect(category.shops.map((s) => s.coupon - s.shopCoupon)).toEqual([1000, 0]);
  });

  it('refuses two coupons of one shop, two of the platform and a shop not in the order', () => {
    expect(() =>
      applyDiscounts(
        [a],
        [coupon({ couponUserId: 1, merchantId: 1 }), coupon({ couponUserId: 2, merchantId: 1 })],
        null,
      ),
    ).toThrow('one coupon per shop');
    expect(() =>
      applyDiscounts(
        [a],
        [coupon({ couponUserId: 1, merchantId: 0 }), coupon({ couponUserId: 2, merchantId: 0 })],
        null,
      ),
    ).toThrow('one platform coupon');
    expect(() => applyDiscounts([a], [coupon({ couponUserId: 1, merchantId: 3 })], null)).toThrow('does not apply');
  });

  it("points: capped by the share, the balance, one cent per shop order and a card charge's minimum; points and cents add up", () => {
    const points = (balance: number, maxShare = 50, value = 100) => ({ balance, value, maxShare });
    expect(applyDiscounts([a, b], [], points(100_000)).shops.map((s) => s.points)).toEqual([3750, 1500]);
    const all = applyDiscounts([a, b], [], points(100_000, 100));
    // 105.00 of goods with a 100% share: the checkout still pays 0.50, what a card charge takes (audit DF2).
    expect(all.shops.map((s) => s.points)).toEqual([7465, 2985]);
    expect(all.pointsUsed).toBe(10_450);
    const few = applyDiscounts([a, b], [], points(333, 100, 300));
    // 333 points at 300 a dollar: 1.11, spending 333 points (ceil of 111 × 3).
    expect(few.shops.reduce((sum, s) => sum + s.points, 0)).toBe(111);
    expect(few.pointsUsed).toBe(333);
    expect(few.shops.reduce((sum, s) => sum + s.pointsUsed, 0)).toBe(333);
    // A coarse value, one point a dollar: never more points than the discount is worth (54 points for 53.97 before).
    const coarse = applyDiscounts([a, b], [], points(100_000, 100, 1));
    const off = coarse.shops.reduce((sum, s) => sum + s.points, 0);
    expect(coarse.pointsUsed).toBe(Math.floor(off / 100));
    expect(off % 100).toBe(0);
    expect(off).toBeLessThanOrEqual(10_450);
  });
});

describe('the ceiling of an order', () => {
  const priced = (proTotal: number, freight = 0) => ({ merchantId: 1, proTotal, freight, coupon: 0, points: 0 });

  it('takes an order up to 999999.99 in all, freight included', () => {
    expect(() => checkOrderSize([priced(MAX_MONEY_CENTS)])).not.toThrow();
    expect(() => checkOrderSize([priced(MAX_MONEY_CENTS - 500, 500)])).not.toThrow();
    expect(() => checkOrderSize([priced(50_000_000), priced(49_999_999)])).not.toThrow();
    expect(totals([priced(MAX_MONEY_CENTS)]).pay).toBe(MAX_MONEY_CENTS);
  });

  it.each([
    ['one shop one cent beyond', [priced(MAX_MONEY_CENTS + 1)]],
    ['one shop beyond with its freight', [priced(MAX_MONEY_CENTS, 1)]],
    ['two shops each within, beyond together', [priced(50_000_000), priced(50_000_000)]],
    ['a price times 999 (beyond the integer range)', [priced(MAX_MONEY_CENTS * 999)]],
    ['beyond the safe integers', [priced(2 ** 53 + 2)]],
    ['a negative total', [priced(-1)]],
  ])('refuses %s with a clear message', (_, shops) => {
    expect(() => checkOrderSize(shops)).toThrow(ORDER_TOO_LARGE);
    expect(() => totals(shops)).toThrow(ORDER_TOO_LARGE);
  });
});

describe('pricing, pinned at its edges (mutation testing)', () => {
  it('answers every total as a decimal string', () => {
    expect(priceAnswer({ proTotal: 1000, freight: 200, coupon: 100, points: 50, pay: 1050 })).toEqual({
      proTotalFee: '10.00',
      freightFee: '2.00',
      couponFee: '1.00',
      pointsFee: '0.50',
      payFee: '10.50',
    });
  });

  it('adds freight and takes coupons and points off, never below zero', () => {
    const shop = { merchantId: 1, proTotal: 1000, freight: 200, coupon: 100, points: 50 };
    expect(totals([shop, { ...shop, merchantId: 2 }])).toEqual({
      proTotal: 2000,
      freight: 400,
      coupon: 200,
      points: 100,
      pay: 2100,
    });
    expect(totals([{ ...shop, coupon: 900, points: 400 }]).pay).toBe(0);
  });

  it('refuses goods that are not whole cents even when goods and freight together are', () => {
    expect(() => checkOrderSize([{ proTotal: -1, freight: 100 }])).toThrow(ORDER_TOO_LARGE);
    expect(() => checkOrderSize([{ proTotal: 0.5, freight: 0.5 }])).toThrow(ORDER_TOO_LARGE);
  });

  it('splits nothing over nothing, nothing negative, and gives ties to the earlier weight', () => {
    expect(splitByWeight(10, [0, 0])).toEqual([0, 0]);
    expect(splitByWeight(-5, [1, 1])).toEqual([0, 0]);
    expect(splitByWeight(1, [1, 1, 1])).toEqual([1, 0, 0]);
    expect(splitByWeight(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });
});
