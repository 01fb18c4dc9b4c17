import type { Queryable } from '../../db/client';
import { shipDestination } from '../addresses/destination';
import { type ProductShipping, type ShippingRead, shippingAndServed } from '../shipping/product-shipping';
import { type Destination, type FreightLine, freightOf } from './freight';
import { checkOrderSize } from './pricing';

// Freight and deliverability of a checkout (API.md section G): each shop's goods grouped by the template each
// follows (the product's own, else the shop's default, else the platform's), priced by the pure freight rules.

export const UNDELIVERABLE_MESSAGE =
  'Some items cannot be delivered to this address: choose another address or remove them';
export const ADDRESS_NEEDED = 'Choose a shipping address';
/** An older free-text address (or one without its region) is never shipped to, nor priced, until completed. */
export const ADDRESS_INCOMPLETE =
  'Complete this address before ordering: edit it and choose its country and region from the list';

/** Where the goods go: a complete address's place, `incomplete` for one to complete first, null for no address. */
export type Target = Destination | 'incomplete' | null;

/** The target of the chosen address (issue 21: an unknown destination is refused, never priced by a fallback). */
export async function destinationOf(address: { country: string; regionCode?: string } | null): Promise<Target> {
  if (!address) return null;
  return (await shipDestination(address)) ?? 'incomplete';
}

type Entry = {
  line: { productId: number; skuId: number; quantity: number };
  row: { product_id: number; sku_id: number; price: number; merchant_id: number };
};
type Shop = { merchantId: number; proTotal: number; freight: number; described: Entry[] };

export type ItemDelivery = {
  productId: number;
  skuId: number;
  merId: number;
  deliverable: boolean;
  virtual: boolean;
};

export type Delivery = {
  /** false when an item cannot go to the destination (never false without a destination). */
  deliverable: boolean;
  /** Why not (an English message key): the address must be completed, or items cannot go there; '' when fine. */
  message: string;
  /** false when every item is virtual: no address, no freight. */
  needsAddress: boolean;
  items: ItemDelivery[];
  /** Per shop (same order): whether all its goods are virtual. */
  virtualShops: boolean[];
  /** What each product's freight was priced by (its weight and template), for the order to freeze (decision 0024). */
  shipping: Map<number, ProductShipping>;
};

/**
 * Sets each shop's `freight` (cents) for the destination and tells which items can go there. Without an address yet
 * nothing is priced (freight 0) and every item counts as deliverable until one is chosen; an incomplete address
 * takes nothing and prices nothing. Shops' undeliverable regions, region rules and the served countries always
 * apply. Virtual goods need no delivery and add no freight. A freight no order can hold (a shop's fee per gram
 * times a heavy product) is refused here as the order too large, before any step shows or converts it (audit CS3:
 * the confirmation page converted it first and answered 500).
 */
export async function applyFreight(
  db: Queryable,
  shops: Shop[],
  to: Target,
  read?: ShippingRead | null,
): Promise<Delivery> {
  // What the goods' own read carried (checkout's lines), else read now.
  const { shipping, served } =
    read ??
    (await shippingAndServed(
      db,
      shops.flatMap((s) => s.described.map((e) => e.row.product_id)),
    ));
  const dest = to === null || to === 'incomplete' ? null : to;
  // A country the mall no longer serves (the address was made before the operator limited them) takes nothing.
  const closed = dest !== null && served !== null && !served.has(dest.country);
  const items: ItemDelivery[] = [];
  const virtualShops: boolean[] = [];
  for (const shop of shops) {
    const groups = new Map<number, { entries: Entry[]; lines: FreightLine[] }>();
    let physical = 0;
    for (const entry of shop.described) {
      const info = shipping.get(entry.row.product_id);
      if (!info || info.isVirtual) continue;
      physical += 1;
      const group = groups.get(info.templateId) ?? { entries: [], lines: [] };
      group.entries.push(entry);
      group.lines.push({
        quantity: entry.line.quantity,
        weightGrams: info.weightGrams,
        amount: entry.row.price * entry.line.quantity,
      });
      groups.set(info.templateId, group);
    }
    const deliverableSkus = new Set<number>();
    let freight = 0;
    for (const group of groups.values()) {
      const template = shipping.get(group.entries[0]!.row.product_id)!.template;
      // Without an address nothing is refused or priced yet; an incomplete one refuses everything.
      const result = dest === null ? { deliverable: false, freight: 0 } : freightOf(template, dest, group.lines);
      const ok = to === null || (result.deliverable && !closed);
      if (ok) for (const e of group.entries) deliverableSkus.add(e.row.sku_id);
      if (result.deliverable && !closed) freight += result.freight;
    }
    shop.freight = freight;
    virtualShops.push(physical === 0);
    for (const entry of shop.described) {
      const info = shipping.get(entry.row.product_id);
      const virtual = info?.isVirtual ?? false;
      items.push({
        productId: entry.row.product_id,
        skuId: entry.row.sku_id,
        merId: shop.merchantId,
        deliverable: virtual || deliverableSkus.has(entry.row.sku_id),
        virtual,
      });
    }
  }
  checkOrderSize(shops);
  const deliverable = items.every((i) => i.deliverable);
  return {
    deliverable,
    message: deliverable ? '' : to === 'incomplete' ? ADDRESS_INCOMPLETE : UNDELIVERABLE_MESSAGE,
    needsAddress: items.some((i) => !i.virtual),
    items,
    virtualShops,
    shipping,
  };
}
