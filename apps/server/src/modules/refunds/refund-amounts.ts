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
   * The freight the goods kept after this request would owe under the shop order's free-shipping rules as they were
   * at order time (0 when they still ship free, or nothing was free): decision 0024.
   */
  owedByKept?: number;
  /**
   * What the goods kept after this request would cost in the groups that paid freight at order time, under the rules
   * frozen then (audit CS2); null or absent when those were not frozen (orders placed before): their freight is not
   * priced again.
   */
  paidByKept?: number | null;
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
 * whenever the seller is at fault; a partial refund for the seller's fault gives back the returned goods' share of
 * it (rounded down). A partial refund for any other reason keeps back, from the money, the freight the goods kept
 * now owe because they no longer reach the free-shipping amount (less what earlier refunds kept back). Before
 * anything shipped, a partial refund also gives back the paid freight the goods kept no longer cost (audit CS2: the
 * freight of a line cancelled before dispatch is the shopper's, as losing free shipping is charged at once): what
 * is left of it less what the goods kept cost now, never below zero.
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
  // Freight earlier refunds gave back (theirs is net of what they kept back).
  const freightBack = input.taken.freight + (input.taken.deducted ?? 0);
  const paidByKept = input.paidByKept ?? null;
  const repriced = input.shipped || paidByKept === null ? 0 : Math.max(0, freightPaid - freightBack - paidByKept);
  if (sellerFault) {
    const share = goodsTotal === 0 ? 0 : Math.floor((freightPaid * chosenTotal) / goodsTotal);
    const freight = Math.max(share, repriced);
    return { amount: goods + freight, freight, deducted: 0, points, perItem };
  }
  const owed = Math.max(0, (input.owedByKept ?? 0) - (input.taken.deducted ?? 0));
  const deducted = Math.min(goods + repriced, owed);
  return { amount: goods + repriced - deducted, freight: repriced, deducted, points, perItem };
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
