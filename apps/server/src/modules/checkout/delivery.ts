import type { Queryable } from '../../db/client';
import { isIsoCode } from '../addresses/geo';
import { servedCountries } from '../shipping/served';
import { productShipping } from '../shipping/templates.service';
import { type Destination, type FreightLine, freightOf } from './freight';

// Freight and deliverability of a checkout (API.md section G): each shop's goods grouped by the template each
// follows (the product's own, else the shop's default, else the platform's), priced by the pure freight rules.

export const UNDELIVERABLE_MESSAGE =
  'Some items cannot be delivered to this address: choose another address or remove them';
export const ADDRESS_NEEDED = 'Choose a shipping address';

/** The destination of an address: its ISO country and region code; an older free-text country is unknown (''). */
export function destinationOf(address: { country: string; regionCode?: string } | null): Destination | null {
  if (!address) return null;
  const country = isIsoCode(address.country) ? address.country.toUpperCase() : '';
  return { country, region: country === '' ? '' : (address.regionCode ?? '').toUpperCase() };
}

type Entry = {
  line: { productId: number; skuId: number; quantity: number };
  row: { product_id: number; sku_id: number; price: number; merchant_id: number };
};
type Shop = { merchantId: number; freight: number; described: Entry[] };

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
  /** false when every item is virtual: no address, no freight. */
  needsAddress: boolean;
  items: ItemDelivery[];
  /** Per shop (same order): whether all its goods are virtual. */
  virtualShops: boolean[];
};

/**
 * Sets each shop's `freight` (cents) for the destination and tells which items can go there. Without a destination
 * (no address yet) freight is what the template charges everywhere else and every item counts as deliverable; the
 * chosen address decides. Virtual goods need no delivery and add no freight.
 */
export async function applyFreight(db: Queryable, shops: Shop[], to: Destination | null): Promise<Delivery> {
  const shipping = await productShipping(
    db,
    shops.flatMap((s) => s.described.map((e) => e.row.product_id)),
  );
  const dest = to ?? { country: '', region: '' };
  // A country the mall no longer serves (the address was made before the operator limited them) takes nothing.
  const served = await servedCountries(db);
  const closed = dest.country !== '' && served !== null && !served.has(dest.country);
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
      const result = freightOf(template, dest, group.lines);
      // Without an address nothing is refused yet; freight then assumes "everywhere else".
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
  return {
    deliverable: items.every((i) => i.deliverable),
    needsAddress: items.some((i) => !i.virtual),
    items,
    virtualShops,
  };
}
