import type { Locale } from '@mall/contract';
import { findRegion, isIsoCode, nameOfCountry, regionName } from './geo';

/** The parts of an address as an order keeps it (db/schema/orders.ts AddressSnapshot). */
type AddressParts = {
  country?: string;
  regionCode?: string;
  region?: string;
  city?: string;
  detail: string;
  postCode?: string;
};

export type ReadableAddress = {
  /** The country's name in the reader's language (an older free-text country as it was typed). */
  countryName: string;
  /** The province or state in the reader's language where the data has it, else as stored. */
  region: string;
  city: string;
  /** The whole address on one line, as a courier reads it: detail, city, region, post code, country. */
  fullAddress: string;
};

/**
 * An address as people who ship to it read it (issue 22): every part, the country named (not its code) and the region
 * in the reader's language. The merchant's order drawer, its CSV and its printout show this.
 */
export async function readableAddress(a: AddressParts, locale: Locale): Promise<ReadableAddress> {
  const country = a.country ?? '';
  const countryName = country ? await nameOfCountry(country, locale) : '';
  let region = a.region ?? '';
  if (a.regionCode && isIsoCode(country)) {
    const found = await findRegion(country, a.regionCode);
    if (found) region = regionName(found, locale);
  }
  const city = a.city ?? '';
  const parts = [a.detail, city, region, a.postCode ?? '', countryName].map((p) => p.trim()).filter(Boolean);
  // A city that is also the region's name ("Bangkok, Bangkok") is said once.
  const fullAddress = parts.filter((p, i) => parts.indexOf(p) === i).join(', ');
  return { countryName, region, city, fullAddress };
}
