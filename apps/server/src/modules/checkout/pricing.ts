import { fromCents } from '@mall/contract';

/** Freight per shop: a flat fee, free from a minimum spend (store settings `freight`). */
export type FreightRule = { flat: number; freeFrom: number };
export const DEFAULT_FREIGHT: FreightRule = { flat: 500, freeFrom: 4900 };

export function freightFor(shopTotal: number, rule: FreightRule): number {
  return shopTotal >= rule.freeFrom ? 0 : rule.flat;
}

export type ShopPrice = { merchantId: number; proTotal: number; freight: number; coupon: number; points: number };

/** All money in cents; coupon and points deductions have their places here for the after-sales issue. */
export function totals(shops: ShopPrice[]) {
  const sum = (f: (s: ShopPrice) => number) => shops.reduce((acc, s) => acc + f(s), 0);
  const proTotal = sum((s) => s.proTotal);
  const freight = sum((s) => s.freight);
  const coupon = sum((s) => s.coupon);
  const points = sum((s) => s.points);
  return { proTotal, freight, coupon, points, pay: Math.max(0, proTotal + freight - coupon - points) };
}

export function priceAnswer(t: ReturnType<typeof totals>) {
  return {
    proTotalFee: fromCents(t.proTotal),
    freightFee: fromCents(t.freight),
    couponFee: fromCents(t.coupon),
    pointsFee: fromCents(t.points),
    payFee: fromCents(t.pay),
  };
}
