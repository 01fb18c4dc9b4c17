/** What the shop order paid, in cents and points, and what its open or paid refunds already hold. */
export type ShareInput = {
  payAmount: number;
  freight: number;
  pointsUsed: number;
  /**
   * Every item of the shop order; `discount` is what the coupons and points took off it at sale (its shop and
   * platform discounts, finance/splits.ts): a coupon for some goods took nothing off the others, whose refund then
   * gives back all they paid. Without it the discounts are taken as spread over the items by their price. `points`
   * is the part of it that was points money (orders placed before it was kept have none): a refund gives back the
   * points its items took.
   */
  items: { id: number; price: number; quantity: number; discount?: number; points?: number | null }[];
  /** The items of this request. */
  chosen: number[];
  /** After this request no item of the shop order is left without a refund. */
  coversTheRest: boolean;
  shipped: boolean;
  /** The reason puts the fault on the seller (refund-reasons.ts): freight comes back with the goods. */
  sellerFault?: boolean;
  /**
   * What goods of the shop order would cost now under its freight groups frozen at order time (decision 0024, audit
   * CS2): `waived` in the groups a free-shipping rule made free, each at the lower of its kept goods alone and with
   * the `faulty` ones (refunded for the seller's fault), `paid` in those that paid freight (null when those were not
   * frozen, orders placed before: their freight is not priced again). Absent: nothing is priced again.
   */
  freightOf?: (kept: number[], faulty: number[]) => { waived: number; paid: number | null };
  /** The items other refunds of the shop order hold (open or paid, as `taken` counts them). */
  gone?: number[];
  /** Those of `gone` taken back for a reason that is the seller's fault. */
  faulty?: number[];
  /** Sums over the shop order's refunds that are not refused or revoked (`freight` is net of `deducted`). */
  taken: { goods: number; freight: number; points: number; deducted?: number };
};

export type Share = {
  /** Money paid back: goods + freight − deducted. */
  amount: number;
  /** Freight given back. */
  freight: number;
  /** Freight kept back: what the goods kept now owe because they no longer ship free. */
  deducted: number;
  points: number;
  perItem: Map<number, number>;
};

/**
 * The money and points a refund of the chosen items pays back. Each item's share of the goods is its part of what
 * the shop order paid for goods (after coupon and points deductions), rounded down; the request that takes the last
 * items gets the remainder instead, so the refunds of a shop order add up to exactly what it paid and never more.
 *
 * Freight (decision 0024): all of what is left of it comes back with the last items while nothing was shipped, or
 * whenever the seller is at fault. Once shipped, a partial refund for the seller's fault gives back the returned
 * goods' share of it (rounded down, never more than is left), and one for any other reason keeps back, from the
 * money, the freight the goods kept now owe because they no longer reach the free-shipping amount (less what earlier
 * refunds kept back). Before anything shipped, every partial refund prices the goods kept again (audits CS2, DA1,
 * DA2): the shop ends up keeping what they cost now, less the seller-fault goods' share of the freight paid, and
 * this refund gives back, or keeps back, the difference with what earlier refunds left it.
 */
export function refundShare(input: ShareInput): Share {
  const subtotal = (id: number) => {
    const item = input.items.find((i) => i.id === id);
    return item ? item.price * item.quantity : 0;
  };
  const goodsTotal = input.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
  /** What the item paid for its goods, as its discounts were split at sale: its weight in the goods paid back. */
  const paidFor = (id: number) => {
    const item = input.items.find((i) => i.id === id);
    return item ? item.price * item.quantity - (item.discount ?? 0) : 0;
  };
  const hasDiscounts = input.items.every((i) => i.discount !== undefined);
  const weight = hasDiscounts ? paidFor : subtotal;
  const weightTotal = input.items.reduce((sum, i) => sum + weight(i.id), 0);
  const chosenWeight = input.chosen.reduce((sum, id) => sum + weight(id), 0);
  const freightPaid = Math.max(0, Math.min(input.freight, input.payAmount));
  const goodsPaid = input.payAmount - freightPaid;
  const chosenTotal = input.chosen.reduce((sum, id) => sum + subtotal(id), 0);
  const sellerFault = input.sellerFault ?? false;
  const perItem = new Map<number, number>();

  if (input.coversTheRest) {
    const goods = Math.max(0, goodsPaid - input.taken.goods);
    let left = goods;
    input.chosen.forEach((id, index) => {
      const last = index === input.chosen.length - 1;
      const part = last || chosenWeight <= 0 ? left : Math.min(left, Math.floor((goods * weight(id)) / chosenWeight));
      perItem.set(id, part);
      left -= part;
    });
    const freight = input.shipped && !sellerFault ? 0 : Math.max(0, freightPaid - input.taken.freight);
    return {
      amount: goods + freight,
      freight,
      deducted: 0,
      points: Math.max(0, input.pointsUsed - input.taken.points),
      perItem,
    };
  }

  let goods = 0;
  for (const id of input.chosen) {
    const part = weightTotal <= 0 ? 0 : Math.floor((goodsPaid * Math.max(0, weight(id))) / weightTotal);
    perItem.set(id, part);
    goods += part;
  }
  const points = pointsShare(input, weight, weightTotal, chosenTotal, goodsTotal);
  const price = input.freightOf ?? (() => ({ waived: 0, paid: null }));
  const share = (ids: number[]) =>
    goodsTotal === 0 ? 0 : Math.floor((freightPaid * ids.reduce((sum, id) => sum + subtotal(id), 0)) / goodsTotal);
  const gone = new Set([...(input.gone ?? []), ...input.chosen]);
  const keptAfter = input.items.map((i) => i.id).filter((id) => !gone.has(id));
  const owedAfter = price(keptAfter, []).waived;

  if (input.shipped) {
    const keptBack = input.taken.deducted ?? 0;
    // Once shipped the freight stays with the shop, but for the seller's fault: the returned goods' share of it,
    // never more than earlier refunds left of it (audit DA1).
    if (sellerFault) {
      const freight = Math.min(share(input.chosen), Math.max(0, freightPaid - input.taken.freight - keptBack));
      return { amount: goods + freight, freight, deducted: 0, points, perItem };
    }
    const deducted = Math.min(goods, Math.max(0, owedAfter - keptBack));
    return { amount: goods - deducted, freight: 0, deducted, points, perItem };
  }

  // Before shipping, what the shop keeps of the freight (with what earlier refunds kept back from the goods' money)
  // is a function of the goods kept and of those refunded for the seller's fault, never of the order in which they
  // were asked for or accepted (audits DA1, DA2): in the groups that paid, what the goods kept cost now, but never
  // more than what is left once the seller-fault goods took their share of the freight paid; in the groups a
  // free-shipping rule waived, what the goods kept now owe, counting the seller-fault goods as kept where that
  // costs less (frozen-freight.ts `keptFreight`). This refund moves the shop from what
  // it kept to that, so a later refund gives back what was kept beyond what the goods kept now cost.
  const keptBy = (kept: number[], faulty: number[]) => {
    const now = price(kept, faulty);
    return { paid: Math.max(0, Math.min(now.paid ?? freightPaid, freightPaid - share(faulty))), waived: now.waived };
  };
  const faultyBefore = input.faulty ?? [];
  const before = keptBy([...keptAfter, ...input.chosen], faultyBefore);
  const after = keptBy(keptAfter, sellerFault ? [...faultyBefore, ...input.chosen] : faultyBefore);
  // What earlier refunds left with the shop: freight paid and not given back, and freight kept back from goods.
  const kept = Math.max(0, freightPaid - input.taken.freight);
  const paidBefore = Math.min(before.paid, kept);
  const waivedBefore = kept - paidBefore;
  // Paid freight given back is never asked for again; free shipping lost costs the shopper only for their own reason.
  const freight = paidBefore - Math.min(after.paid, paidBefore) + Math.max(0, waivedBefore - after.waived);
  const owed = sellerFault ? 0 : Math.max(0, after.waived - waivedBefore);
  const deducted = Math.min(goods + freight, owed);
  return { amount: goods + freight - deducted, freight, deducted, points, perItem };
}

/** What the shop order paid and how its freight is priced again: a `ShareInput` without the request and the refunds. */
export type OrderMoney = Omit<ShareInput, 'chosen' | 'coversTheRest' | 'sellerFault' | 'gone' | 'faulty' | 'taken'>;

/** A refund of the shop order that is not refused or revoked, as stored. */
export type HeldRefund = {
  items: number[];
  sellerFault: boolean;
  /** Paid back or being paid ("refunding", "refunded"); otherwise a request still open, its amount not yet paid. */
  paid: boolean;
  /** The money of its goods (its items' amounts). */
  goods: number;
  amount: number;
  deducted: number;
  points: number;
};

/**
 * What a refund of the chosen items pays back if it is the next one paid, with `others` the shop order's other
 * refunds: the one amount a request is priced at when asked, shown as listed and on the shop's decision page, and
 * paid (refunds.service.ts `shareOf`, `priceForPayment`). Only the refunds paid or being paid count: the items of
 * the other open requests are kept, and their amounts count for nothing, for each was priced as the next one paid
 * and paying another refund first prices it again (audit DJ1: an open request's 14.00 kept back, counted beside the
 * paid refund that was priced again to keep back the same 14.00, showed 18.00 of freight given back on an order that
 * paid none, 16.00 more than its payment then paid).
 */
export function nextRefundShare(
  order: OrderMoney,
  others: HeldRefund[],
  chosen: number[],
  sellerFault: boolean,
): Share {
  const paid = others.filter((r) => r.paid);
  const sum = (f: (r: HeldRefund) => number) => paid.reduce((n, r) => n + f(r), 0);
  const gone = new Set(paid.flatMap((r) => r.items));
  return refundShare({
    ...order,
    chosen: order.items.filter((i) => chosen.includes(i.id)).map((i) => i.id),
    coversTheRest: order.items.every((i) => chosen.includes(i.id) || gone.has(i.id)),
    sellerFault,
    gone: [...gone],
    faulty: paid.filter((r) => r.sellerFault).flatMap((r) => r.items),
    taken: {
      goods: sum((r) => r.goods),
      freight: sum((r) => r.amount - r.goods),
      points: sum((r) => r.points),
      deducted: sum((r) => r.deducted),
    },
  });
}

/**
 * The points a partial refund gives back: the chosen items' part of the points the shop order used, by the points
 * money each item took at sale (audit P1: by price, an item a coupon had paid for gave back points it never took,
 * and the other item too few). Items placed before that was kept are weighed by what they paid (the points were
 * spread over what the coupons left, as the money paid was), and by price when nothing was paid.
 */
function pointsShare(
  input: ShareInput,
  paid: (id: number) => number,
  paidTotal: number,
  chosenTotal: number,
  goodsTotal: number,
): number {
  const left = Math.max(0, input.pointsUsed - input.taken.points);
  const took = (id: number) => input.items.find((i) => i.id === id)?.points ?? 0;
  const pointsTotal = input.items.reduce((sum, i) => sum + (i.points ?? 0), 0);
  const kept = pointsTotal > 0 && input.items.every((i) => typeof i.points === 'number');
  const [chosen, total] = kept
    ? [input.chosen.reduce((sum, id) => sum + took(id), 0), pointsTotal]
    : paidTotal > 0
      ? [input.chosen.reduce((sum, id) => sum + paid(id), 0), paidTotal]
      : [chosenTotal, goodsTotal];
  return total <= 0 ? 0 : Math.min(left, Math.floor((input.pointsUsed * chosen) / total));
}
