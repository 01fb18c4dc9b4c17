import type { FrozenFreightGroup } from '../../db/schema';
import type { ProductShipping } from '../shipping/product-shipping';
import { type Destination, type FreightLine, forDestination, freightOf } from './freight';

// Freight priced again after a partial refund (issue 21 and audit CS2, decision 0024). Checkout freezes, per shop
// order, its template groups with the template and destination as they were; a refund of part of the goods asks
// `keptFreight` what the goods kept would cost under those same rules: a group a free-shipping rule made free may owe
// freight now, and a group that paid freight may cost less.

export type FrozenItem = { id: number; productId: number; price: number; quantity: number };

/** The place of an order's address snapshot: its ISO country and region code (null when not a known place). */
function placeOf(address: { country?: string; regionCode?: string } | null): Destination | null {
  const country = (address?.country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  return { country, region: (address?.regionCode ?? '').trim().toUpperCase() };
}

/**
 * The template groups of a shop order's goods (the same grouping and rules as delivery.ts priced them with, from the
 * same reading of the products' shipping), frozen with the shop order: those a free-shipping rule waived and those
 * that paid freight, each with what it was charged. The shop's template of today may differ (a fee raised after the
 * sale must not keep more of what the shopper paid), so a refund prices with these. Virtual goods and groups that
 * cost nothing either way are not kept: there is nothing to price again; nor is anything for a shop order of one line,
 * which is refunded whole or not at all. When the groups do not add up to the freight the shop order was charged,
 * nothing is kept (no guess).
 */
export function frozenFreightGroups(
  shipping: ReadonlyMap<number, ProductShipping>,
  items: FrozenItem[],
  address: { country?: string; regionCode?: string } | null,
  charged: number,
): FrozenFreightGroup[] {
  const to = placeOf(address);
  if (!to || items.length < 2) return [];
  const groups = new Map<number, { group: FrozenFreightGroup; lines: FreightLine[] }>();
  for (const item of items) {
    const info = shipping.get(item.productId);
    if (!info || info.isVirtual) continue;
    const group = groups.get(info.templateId) ?? {
      group: { template: forDestination(info.template, to), to, items: [] },
      lines: [],
    };
    group.group.items.push({ id: item.id, weightGrams: info.weightGrams });
    group.lines.push({ quantity: item.quantity, weightGrams: info.weightGrams, amount: item.price * item.quantity });
    groups.set(info.templateId, group);
  }
  const frozen: FrozenFreightGroup[] = [];
  let total = 0;
  for (const { group, lines } of groups.values()) {
    const priced = freightOf(group.template, to, lines);
    if (!priced.deliverable) continue;
    total += priced.freight;
    const waived = priced.freight === 0 && freightOf({ ...group.template, free: [] }, to, lines).freight > 0;
    if (waived || priced.freight > 0) frozen.push({ ...group, charged: priced.freight });
  }
  return total === charged ? frozen : [];
}

/** What the goods kept would cost now under the frozen groups, told apart by what their group was charged. */
export type KeptFreight = {
  /** Freight the kept goods of groups a free-shipping rule waived now owe (0 while they still ship free). */
  waived: number;
  /**
   * Freight the kept goods of groups that paid would cost now; null when the shop order's paid groups were not frozen
   * (placed before audit CS2, or its groups did not add up): then their freight is not priced again.
   */
  paid: number | null;
};

/**
 * The freight the goods kept would cost now under the shop order's frozen groups: for each group, its items still kept
 * priced by the same template to the same destination (a group with nothing kept costs nothing). `faulty` are goods
 * refunded for the seller's fault: in a group a free-shipping rule waived they count as kept when that keeps the group
 * cheaper (their return is not the shopper's doing, so it never costs the shopper free shipping; audit DA2).
 */
export function keptFreight(
  groups: FrozenFreightGroup[],
  kept: Map<number, { price: number; quantity: number }>,
  /** The freight the shop order was charged: the paid groups are all frozen when theirs adds up to it. */
  charged: number,
  faulty: Map<number, { price: number; quantity: number }> = new Map(),
): KeptFreight {
  let waived = 0;
  let paid = 0;
  const priced = (group: FrozenFreightGroup, goods: Map<number, { price: number; quantity: number }>[]) => {
    const lines: FreightLine[] = [];
    for (const item of group.items) {
      const k = goods.map((g) => g.get(item.id)).find((g) => g !== undefined);
      if (k) lines.push({ quantity: k.quantity, weightGrams: item.weightGrams, amount: k.price * k.quantity });
    }
    if (lines.length === 0) return 0;
    const result = freightOf(group.template, group.to, lines);
    return result.deliverable ? result.freight : 0;
  };
  for (const group of groups) {
    if ((group.charged ?? 0) > 0) paid += priced(group, [kept]);
    else waived += Math.min(priced(group, [kept]), priced(group, [kept, faulty]));
  }
  const frozen = groups.reduce((sum, g) => sum + (g.charged ?? 0), 0);
  return { waived, paid: frozen === charged ? paid : null };
}
