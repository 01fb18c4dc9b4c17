import { describe, expect, it } from 'vitest';
import { splitByWeight } from '../checkout/pricing';
import { type BookedItem, bpToPercent, commissionOf, percentToBp, refundReversal, splitShopOrder } from './splits';

describe('commissionOf', () => {
  it('rounds half up, per item, in basis points', () => {
    expect(commissionOf(1000, 1250)).toBe(125);
    expect(commissionOf(4, 1250)).toBe(1); // 0.5 -> 1
    expect(commissionOf(3, 1250)).toBe(0); // 0.375 -> 0
    expect(commissionOf(12, 1250)).toBe(2); // 1.5 -> 2
    expect(commissionOf(11, 1250)).toBe(1); // 1.375 -> 1
    expect(commissionOf(1, 5000)).toBe(1); // 0.5 -> 1
    expect(commissionOf(1, 4999)).toBe(0);
    expect(commissionOf(99_999_999, 10_000)).toBe(99_999_999);
    expect(commissionOf(1000, 0)).toBe(0);
    expect(commissionOf(0, 1250)).toBe(0);
    expect(commissionOf(-100, 1250)).toBe(0);
  });
});

describe('percentToBp and bpToPercent', () => {
  it('reads a percent with up to two decimals exactly', () => {
    expect(percentToBp('12.5')).toBe(1250);
    expect(percentToBp('12.50')).toBe(1250);
    expect(percentToBp('0.01')).toBe(1);
    expect(percentToBp('100')).toBe(10_000);
    expect(percentToBp(7.25)).toBe(725);
    expect(percentToBp('0')).toBe(0);
    expect(() => percentToBp('100.01')).toThrow(RangeError);
    expect(() => percentToBp('1.005')).toThrow(RangeError);
    expect(() => percentToBp('-1')).toThrow(RangeError);
    expect(() => percentToBp('abc')).toThrow(RangeError);
  });

  it('writes basis points as a percent with two decimals', () => {
    expect(bpToPercent(1250)).toBe('12.50');
    expect(bpToPercent(5)).toBe('0.05');
    expect(bpToPercent(10_000)).toBe('100.00');
    expect(bpToPercent(0)).toBe('0.00');
  });
});

describe('splitShopOrder', () => {
  it('splits the shop coupon by amount and the platform part by what is left, exactly, by largest remainder', () => {
    const items = splitShopOrder({ bp: 1000, amounts: [1000, 2000, 3000], shopCoupon: 100, platformDiscount: 200 });
    // shop coupon 100 over 1000/2000/3000: 16.67, 33.33, 50 -> 16, 33, 50 then the 1 left to the largest remainder
    expect(items.map((i) => i.shopDiscount)).toEqual([17, 33, 50]);
    // platform 200 over 983/1967/2950 (5900): 33.32, 66.68, 100 -> 33, 66, 100, then +1 to the second
    expect(items.map((i) => i.platformDiscount)).toEqual([33, 67, 100]);
    // commission on amount - shop discount: 98.3 -> 98, 196.7 -> 197, 295
    expect(items.map((i) => i.commission)).toEqual([98, 197, 295]);
    expect(items.map((i) => i.amount)).toEqual([1000, 2000, 3000]);
  });

  it('gives a tie of remainders to the earlier item', () => {
    const items = splitShopOrder({ bp: 0, amounts: [100, 100, 100], shopCoupon: 2, platformDiscount: 1 });
    expect(items.map((i) => i.shopDiscount)).toEqual([1, 1, 0]);
    expect(items.map((i) => i.platformDiscount)).toEqual([0, 0, 1]); // weights 99, 99, 100
    expect(items.map((i) => i.commission)).toEqual([0, 0, 0]);
  });

  it('shares always add up to the discounts', () => {
    for (let seed = 1; seed < 200; seed++) {
      const amounts = [(seed * 37) % 997, (seed * 53) % 1999, 1 + ((seed * 11) % 89)];
      const total = amounts.reduce((a, b) => a + b, 0);
      const shopCoupon = Math.floor((total * ((seed * 7) % 50)) / 100);
      const platformDiscount = Math.floor(((total - shopCoupon) * ((seed * 3) % 40)) / 100);
      const items = splitShopOrder({ bp: 1234, amounts, shopCoupon, platformDiscount });
      expect(items.reduce((s, i) => s + i.shopDiscount, 0)).toBe(shopCoupon);
      expect(items.reduce((s, i) => s + i.platformDiscount, 0)).toBe(platformDiscount);
      for (const i of items) expect(i.shopDiscount + i.platformDiscount).toBeLessThanOrEqual(i.amount);
    }
  });

  it('puts a coupon for some goods on those goods only, the points on every item', () => {
    const items = splitShopOrder({
      bp: 1000,
      amounts: [6000, 1500],
      shopCoupon: 200,
      platformDiscount: 300 + 75,
      covered: { shop: [false, true], platform: [true, false], platformCoupon: 300 },
    });
    expect(items.map((i) => i.shopDiscount)).toEqual([0, 200]);
    // the platform coupon's 300 on the first item; the points' 75 over 5700 and 1300: 61.0, 13.9 -> 61, 14
    expect(items.map((i) => i.platformDiscount)).toEqual([300 + 61, 14]);
    expect(items.map((i) => i.commission)).toEqual([600, 130]);
  });

  it('with coverage, shares add up and never pass an item; a coupon its covered goods cannot hold is refused', () => {
    // The shop coupon took 90 of the only item both coupons cover: the platform coupon's 50 has no room there, and
    // spreading it over the other item would give a discount on goods it does not cover (audit AV1).
    expect(() =>
      splitShopOrder({
        bp: 0,
        amounts: [100, 100],
        shopCoupon: 90,
        platformDiscount: 50,
        covered: { shop: [true, false], platform: [true, false], platformCoupon: 50 },
      }),
    ).toThrow(RangeError);
    const edge = splitShopOrder({
      bp: 0,
      amounts: [100, 100],
      shopCoupon: 90,
      platformDiscount: 10,
      covered: { shop: [true, false], platform: [true, false], platformCoupon: 10 },
    });
    expect(edge.map((i) => [i.shopDiscount, i.platformDiscount])).toEqual([
      [90, 10],
      [0, 0],
    ]);
    for (let seed = 1; seed < 200; seed++) {
      const amounts = [(seed * 37) % 997, (seed * 53) % 1999, 1 + ((seed * 11) % 89)];
      const total = amounts.reduce((a, b) => a + b, 0);
      const shopOn = amounts.map((_, i) => (seed >> i) % 2 === 1);
      const platformOn = amounts.map((_, i) => (seed >> (i + 1)) % 2 === 0);
      const shopBase = amounts.reduce((sum, a, i) => sum + (shopOn[i] ? a : 0), 0);
      const shopCoupon = Math.floor((shopBase * ((seed * 7) % 50)) / 100);
      const platformDiscount = Math.floor(((total - shopCoupon) * ((seed * 3) % 40)) / 100);
      // At most what the platform coupon's goods have left after the shop coupon, as checkout prices it.
      const shopParts = splitByWeight(
        shopCoupon,
        amounts.map((a, i) => (shopOn[i] ? a : 0)),
      );
      const room = amounts.reduce((sum, a, i) => sum + (platformOn[i] ? a - shopParts[i]! : 0), 0);
      const platformCoupon = Math.min(Math.floor(platformDiscount / 2), room);
      const items = splitShopOrder({
        bp: 1234,
        amounts,
        shopCoupon,
        platformDiscount,
        covered: { shop: shopOn, platform: platformOn, platformCoupon },
      });
      expect(items.reduce((s, i) => s + i.shopDiscount, 0)).toBe(shopCoupon);
      expect(items.reduce((s, i) => s + i.platformDiscount, 0)).toBe(platformDiscount);
      items.forEach((item, i) => {
        expect(item.shopDiscount + item.platformDiscount).toBeLessThanOrEqual(item.amount);
        if (!shopOn[i]) expect(item.shopDiscount).toBe(0);
        if (!platformOn[i]) expect(item.platformDiscount).toBe(item.pointsDiscount);
      });
    }
  });

  it('refuses discounts beyond the goods', () => {
    expect(() => splitShopOrder({ bp: 0, amounts: [100], shopCoupon: 60, platformDiscount: 41 })).toThrow(RangeError);
    expect(splitShopOrder({ bp: 0, amounts: [100], shopCoupon: 60, platformDiscount: 40 })[0]).toMatchObject({
      shopDiscount: 60,
      platformDiscount: 40,
    });
  });
});

describe('refundReversal', () => {
  const item = (
    goods: number,
    platformDiscount: number,
    commission: number,
    before: number,
    now: number,
  ): BookedItem => ({
    goods,
    platformDiscount,
    commission,
    refundedBefore: before,
    refundedNow: now,
  });

  it('reverses the proportional part of an item, rounded down, with goods = money back + platform discount', () => {
    // paid 900 of goods 1000 (100 platform), commission 101; a third of the paid goods back
    const r = refundReversal([item(1000, 100, 101, 0, 300)], false, { platformDiscount: 0, commission: 0 });
    expect(r).toEqual({ platformDiscount: 33, commission: 33, goods: 333 });
  });

  it('counts what earlier refunds reversed, so partial refunds never add up to more than the whole', () => {
    const first = refundReversal([item(1000, 100, 101, 0, 300)], false, { platformDiscount: 0, commission: 0 });
    const second = refundReversal([item(1000, 100, 101, 300, 300)], false, { platformDiscount: 0, commission: 0 });
    expect(second).toEqual({ platformDiscount: 33, commission: 34, goods: 333 }); // 66 - 33 and 67 - 33
    const last = refundReversal([item(1000, 100, 101, 600, 300)], true, {
      platformDiscount: first.platformDiscount + second.platformDiscount,
      commission: first.commission + second.commission,
    });
    expect(last).toEqual({ platformDiscount: 34, commission: 34, goods: 334 });
    expect(first.goods + second.goods + last.goods).toBe(1000);
  });

  it('reverses all of an item the platform paid for wholly when a refund names it, though no money moves', () => {
    // A coupon (or points) took all of item A (20.99) and all but 0.01 of item B; A is refunded alone for 0.00.
    const a = { ...item(2099, 2099, 63, 0, 0), namedNow: true };
    const b = item(3299, 3298, 99, 0, 0);
    const first = refundReversal([a, b], false, { platformDiscount: 0, commission: 0 });
    expect(first).toEqual({ platformDiscount: 2099, commission: 63, goods: 2099 });
    // Not named, nothing moves; named before, a later refund does not reverse it twice.
    expect(refundReversal([item(2099, 2099, 63, 0, 0)], false, { platformDiscount: 0, commission: 0 })).toEqual({
      platformDiscount: 0,
      commission: 0,
      goods: 0,
    });
    const again = refundReversal(
      [
        { ...a, namedBefore: true, namedNow: false },
        { ...b, namedNow: true, refundedNow: 1 },
      ],
      true,
      first,
    );
    expect(again).toEqual({ platformDiscount: 3298, commission: 99, goods: 3299 });
  });

  it('reverses everything of an item paid back in full, and nothing of one not paid back', () => {
    const r = refundReversal([item(500, 50, 60, 0, 450), item(700, 0, 70, 0, 0)], false, {
      platformDiscount: 0,
      commission: 0,
    });
    expect(r).toEqual({ platformDiscount: 50, commission: 60, goods: 500 });
  });

  it('closes a shop order with all that is left, whatever the per-item money', () => {
    const r = refundReversal([item(500, 50, 60, 0, 449), item(700, 10, 70, 0, 691)], true, {
      platformDiscount: 5,
      commission: 7,
    });
    expect(r).toEqual({ platformDiscount: 55, commission: 123, goods: 1140 + 55 });
  });

  it('treats an item paid entirely by platform discounts as fully reversed once anything comes back', () => {
    const r = refundReversal([item(100, 100, 10, 0, 1)], false, { platformDiscount: 0, commission: 0 });
    expect(r).toEqual({ platformDiscount: 100, commission: 10, goods: 101 });
    const none = refundReversal([item(100, 100, 10, 0, 0)], false, { platformDiscount: 0, commission: 0 });
    expect(none).toEqual({ platformDiscount: 0, commission: 0, goods: 0 });
  });
});

describe('splits, pinned at their edges (mutation testing)', () => {
  it('reads a percent with blanks around it, and says what was wrong', () => {
    expect(percentToBp(' 12.50 ')).toBe(1250);
    expect(() => percentToBp('12,5')).toThrow('not a percent: 12,5');
    expect(() => percentToBp('100.01')).toThrow('percent above 100: 100.01');
  });

  it('refuses discounts beyond the goods, naming them', () => {
    expect(() => splitShopOrder({ bp: 0, amounts: [4, 6], shopCoupon: 5, platformDiscount: 6 })).toThrow(
      'discounts 5 + 6 exceed the goods 10',
    );
  });

  it('reverses no more than was booked when more than the paid goods comes back', () => {
    const reversal = refundReversal(
      [{ goods: 100, platformDiscount: 20, commission: 10, refundedBefore: 0, refundedNow: 100 }],
      false,
      { platformDiscount: 0, commission: 0 },
    );
    expect(reversal).toEqual({ goods: 120, platformDiscount: 20, commission: 10 });
  });
});
