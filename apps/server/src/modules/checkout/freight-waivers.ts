import type { FreightWaiver } from '../../db/schema';
import type { ProductShipping } from '../shipping/product-shipping';
import { type Destination, type FreightLine, freightOf } from './freight';

// Free shipping checked again after a partial refund (issue 21, decision 0024). Checkout freezes, per shop order, the
// template groups a free-shipping rule made free, with the template and destination as they were; a refund of part
// of the goods asks `freightOwed` what the goods kept would pay under those same rules now.

export type WaiverItem = { id: number; productId: number; price: number; quantity: number };

/** The place of an order's address snapshot: its ISO country and region code (null when not a known place). */
function placeOf(address: { country?: string; regionCode?: string } | null): Destination | null {
  const country = (address?.country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return null;
  return { country, region: (address?.regionCode ?? '').trim().toUpperCase() };
}

/**
 * The groups of a shop order's goods whose freight a free-shipping rule waived (the same grouping and rules as
 * delivery.ts priced them with, from the same reading of the products' shipping), frozen with the shop order: a
 * partial refund checks them again. Virtual goods and groups that paid freight are not kept: there is nothing to check
 * again. When the groups do not add up to the freight the shop order was charged, nothing is kept (no guess).
 */
export function freightWaivers(
  shipping: ReadonlyMap<number, ProductShipping>,
  items: WaiverItem[],
  address: { country?: string; regionCode?: string } | null,
  charged: number,
): FreightWaiver[] {
  const to = placeOf(address);
  if (!to || items.length === 0) return [];
  const groups = new Map<number, { waiver: FreightWaiver; lines: FreightLine[] }>();
  for (const item of items) {
    const info = shipping.get(item.productId);
    if (!info || info.isVirtual) continue;
    const group = groups.get(info.templateId) ?? {
      waiver: { template: info.template, to, items: [] },
      lines: [],
    };
    group.waiver.items.push({ id: item.id, weightGrams: info.weightGrams });
    group.lines.push({ quantity: item.quantity, weightGrams: info.weightGrams, amount: item.price * item.quantity });
    groups.set(info.templateId, group);
  }
  const waived: FreightWaiver[] = [];
  let total = 0;
  for (const { waiver, lines } of groups.values()) {
    const priced = freightOf(waiver.template, to, lines);
    total += priced.deliverable ? priced.freight : 0;
    const without = freightOf({ ...waiver.template, free: [] }, to, lines);
    if (priced.deliverable && priced.freight === 0 && without.freight > 0) waived.push(waiver);
  }
  return total === charged ? waived : [];
}

/**
 * The freight the goods kept would owe now under the shop order's frozen free-shipping groups: for each group, its
 * items still kept priced by the same template to the same destination (a group with nothing kept owes nothing).
 */
export function freightOwed(waivers: FreightWaiver[], kept: Map<number, { price: number; quantity: number }>): number {
  let owed = 0;
  for (const waiver of waivers) {
    const lines: FreightLine[] = [];
    for (const item of waiver.items) {
      const k = kept.get(item.id);
      if (k) lines.push({ quantity: k.quantity, weightGrams: item.weightGrams, amount: k.price * k.quantity });
    }
    if (lines.length === 0) continue;
    const result = freightOf(waiver.template, waiver.to, lines);
    if (result.deliverable) owed += result.freight;
  }
  return owed;
}
