import { formatMoney, fromCents, type Locale, MAX_MONEY_CENTS, type ProductFreight, toCents } from '@mall/contract';
import type { Db, Queryable } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import { getAddress, listAddresses } from '../addresses/addresses.service';
import { shipDestination } from '../addresses/destination';
import { countryName, findCountry, findRegion, regionName as nameOfRegion } from '../addresses/geo';
import { visiblePrice } from '../catalog/visibility';
import { type Destination, type Freight, freightOf } from '../checkout/freight';
import { getSetting } from '../content/settings';
import { type FreightFacts, freightText } from './freight-text';
import { type ProductShipping, productShipping } from './product-shipping';
import { servedCountries } from './served';

// Freight before checkout (API.md section G): the goods detail's "Ship to …" line and the cart's freight per shop.

/** `to` null: an address the shopper must complete first (an older free-text one): nothing is priced for it. */
type Place = { to: Destination | null; country: string; countryName: string; region: string; placeName: string };

/** Where to: an own address, else a country (+ region) the shopper picked, else the default address, else nowhere. */
export async function destinationFor(
  db: Queryable,
  viewerId: number | null,
  q: { addressId?: number; country?: string; region?: string },
  locale: Locale,
): Promise<Place | null> {
  if (q.addressId !== undefined) {
    // Another shopper's address (or no session) answers 404, like one that does not exist.
    if (viewerId === null) throw notFound('Address not found');
    return placeOfAddress(await getAddress(db, viewerId, q.addressId, locale));
  }
  if (q.country !== undefined) {
    const country = await findCountry(q.country);
    if (!country) throw invalid('Choose a country');
    let region = '';
    let regionName = '';
    if (q.region !== undefined && q.region !== '') {
      const found = await findRegion(country.code, q.region);
      if (!found) throw invalid('Choose a province or state of this country');
      region = found.code;
      regionName = nameOfRegion(found, locale);
    }
    const name = countryName(country, locale);
    return {
      to: { country: country.code, region },
      country: country.code,
      countryName: name,
      region,
      placeName: regionName ? `${name}, ${regionName}` : name,
    };
  }
  if (viewerId === null) return null;
  const addresses = await listAddresses(db, viewerId, locale);
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  return address ? placeOfAddress(address) : null;
}

async function placeOfAddress(a: {
  country: string;
  countryName: string;
  regionCode: string;
  region: string;
}): Promise<Place> {
  const to = await shipDestination(a);
  if (!to) return { to: null, country: '', countryName: a.countryName, region: '', placeName: a.countryName };
  const placeName = a.region ? `${a.countryName}, ${a.region}` : a.countryName;
  return { to, country: to.country, countryName: a.countryName, region: to.region, placeName };
}

/** What the answer reads from the store's settings: the currency's symbol and the countries served (null: all). */
export type FreightSettings = { symbol: string; served: ReadonlySet<string> | null };

/** The store's settings a freight answer reads, as they are now (two reads). */
export async function freightSettings(db: Queryable): Promise<FreightSettings> {
  return { symbol: (await getSetting(db, 'home')).currencySymbol, served: await servedCountries(db) };
}

/**
 * The answer for some goods of one shop (one product, or a cart's shop group) to a place. A caller that has read what
 * it needs already passes it (`known`): the server-rendered product page keeps the settings as long as listings are
 * unchanged and reads the product's shipping with the product, three round trips fewer.
 */
export async function freightAnswer(
  db: Queryable,
  lines: { productId: number; price: number; quantity: number }[],
  place: Place | null,
  locale: Locale,
  known: { settings?: FreightSettings; shipping?: ReadonlyMap<number, ProductShipping> } = {},
): Promise<ProductFreight> {
  const { settings } = known;
  const shipping =
    known.shipping ??
    (await productShipping(
      db,
      lines.map((l) => l.productId),
    ));
  const symbol = settings ? settings.symbol : (await getSetting(db, 'home')).currencySymbol;
  const base = {
    country: place?.country ?? '',
    countryName: place?.countryName ?? '',
    region: place?.region ?? '',
  };
  const physical = lines.filter((l) => shipping.get(l.productId) && !shipping.get(l.productId)!.isVirtual);
  if (physical.length === 0)
    return {
      deliverable: true,
      freight: '0.00',
      message: freightText({ kind: 'virtual' }, locale),
      virtual: true,
      ...base,
    };

  // Nowhere chosen yet, or an address to complete first: nothing is priced (an unknown destination is never priced
  // by the everywhere-else rule, issue 21).
  if (place === null || place.to === null) {
    const kind = place === null ? 'none' : 'complete';
    return {
      deliverable: place === null,
      freight: '0.00',
      message: freightText({ kind }, locale),
      virtual: false,
      ...base,
    };
  }
  const to = place.to;
  const served = settings ? settings.served : await servedCountries(db);
  const notServed = served !== null && !served.has(to.country);
  // Grouped by template, as at checkout.
  const groups = new Map<number, typeof physical>();
  for (const line of physical) {
    const id = shipping.get(line.productId)!.templateId;
    groups.set(id, [...(groups.get(id) ?? []), line]);
  }
  const results: Freight[] = [...groups.values()].map((group) =>
    freightOf(
      shipping.get(group[0]!.productId)!.template,
      to,
      group.map((l) => ({
        quantity: l.quantity,
        amount: l.price * l.quantity,
        weightGrams: shipping.get(l.productId)!.weightGrams,
      })),
    ),
  );
  const charged = results.reduce((sum, r) => sum + r.freight, 0);
  // A fee no order could pay (the checkout refuses it as too large) is not quoted as a price.
  const tooLarge = charged > MAX_MONEY_CENTS;
  const deliverable = !notServed && !tooLarge && results.every((r) => r.deliverable);
  const freight = deliverable ? charged : 0;
  // A "free over" hint only when one template decides (one product, or a shop whose goods share a template).
  const only = results.length === 1 ? results[0] : undefined;
  let facts: FreightFacts;
  if (tooLarge && !notServed && results.every((r) => r.deliverable)) facts = { kind: 'tooLarge' };
  else if (!deliverable) facts = { kind: 'not', place: place.placeName };
  else
    facts = {
      kind: 'ship',
      place: place.placeName,
      fee: freight === 0 ? null : formatMoney(freight, symbol, locale),
      ...(only?.freeOver !== undefined ? { freeOver: formatMoney(only.freeOver, symbol, locale) } : {}),
      ...(only?.freeCount !== undefined ? { freeCount: only.freeCount } : {}),
    };
  return {
    deliverable,
    freight: fromCents(freight),
    ...(deliverable && only?.freeOver !== undefined ? { freeOver: fromCents(only.freeOver) } : {}),
    ...(deliverable && only?.freeCount !== undefined ? { freeCount: only.freeCount } : {}),
    message: freightText(facts, locale),
    virtual: false,
    ...base,
  };
}

/**
 * GET /api/front/product/freight/{productId}: the product (a SKU of it, or its lowest price) times the quantity. A
 * product the storefront may not show answers 404 as its detail does (catalog's visibility rule), so stepping the
 * quantity across a free-shipping amount reveals no hidden price.
 */
export async function productFreight(
  db: Db,
  productId: number,
  q: { addressId?: number; country?: string; region?: string; skuId?: number; quantity: number },
  viewerId: number | null,
  locale: Locale,
): Promise<ProductFreight> {
  const price = await visiblePrice(db, productId, q.skuId);
  const place = await destinationFor(db, viewerId, q, locale);
  return freightAnswer(db, [{ productId, price, quantity: q.quantity }], place, locale);
}

/**
 * The cart's freight per shop group, to the shopper's default address (groups answer without `freight` when the
 * shopper has no address yet). Only valid lines count.
 */
export async function withCartFreight<
  G extends { items: { productId: number; price: string; quantity: number; valid: boolean }[] },
>(db: Queryable, userId: number, groups: G[], locale: Locale): Promise<(G & { freight?: ProductFreight })[]> {
  const place = await destinationFor(db, userId, {}, locale);
  if (!place) return groups;
  const out: (G & { freight?: ProductFreight })[] = [];
  for (const group of groups) {
    const lines = group.items
      .filter((i) => i.valid)
      .map((i) => ({ productId: i.productId, price: toCents(i.price), quantity: i.quantity }));
    out.push(lines.length === 0 ? group : { ...group, freight: await freightAnswer(db, lines, place, locale) });
  }
  return out;
}
