import { findCountry, findRegion, isIsoCode } from './geo';

// Where an address can be shipped (issue 21): only to a place the country and region data know. An older free-text
// address ("Laos", "ລາວ", empty), a code no longer in the list, or a country with regions saved without one is
// incomplete: it is shown, never shipped to, until the shopper completes it; freight is never guessed for it.

/** An ISO country of the list and, where the country has regions, one of them (`CC-REGION`); else ''. */
export type ShipDestination = { country: string; region: string };

/** The destination of a stored address, or null when the shopper must complete the address first. */
export async function shipDestination(address: {
  country: string;
  regionCode?: string;
}): Promise<ShipDestination | null> {
  if (!isIsoCode(address.country)) return null;
  const country = await findCountry(address.country);
  if (!country) return null;
  const code = address.regionCode ?? '';
  if (!country.hasRegions) return code === '' ? { country: country.code, region: '' } : null;
  if (code === '') return null;
  const region = await findRegion(country.code, code);
  return region ? { country: country.code, region: region.code } : null;
}

/** Whether an address can be shipped to as it is (the `structured` flag the storefront shows). */
export async function isComplete(address: { country: string; regionCode?: string }): Promise<boolean> {
  return (await shipDestination(address)) !== null;
}
