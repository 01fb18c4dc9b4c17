import { SHOP_TIME_ZONES } from '@mall/contract';

/** The shops' markets first, then every zone the browser knows: the shop profile's and the mall's service zone list. */
export const timeZoneOptions = [
  ...new Set<string>([
    ...SHOP_TIME_ZONES,
    ...((Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? []),
  ]),
].map((zone) => ({ value: zone, label: zone }));
