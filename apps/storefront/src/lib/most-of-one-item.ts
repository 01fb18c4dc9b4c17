import { holdWeight, MAX_QUANTITY, mostOfOneItem, type SkuCaps } from '@mall/contract';
import { createContext, useContext } from 'react';
import { useUser } from './auth-token';

/**
 * The caps of one SKU at checkout, from the home data (`mostOfOneItem`, `skuShare`), so the quantity steppers stop
 * where the cart and checkout refuse rather than at a number the cart refuses (audit P3). Until they are known, the
 * contract's 999 and the whole stock: the server still refuses past its cap, and its message is shown.
 */
export const MostOfOneItemContext = createContext<SkuCaps>({ skuUnits: MAX_QUANTITY, skuShare: 100 });

/**
 * The most of one SKU of this stock a cart line holds and a checkout sells to the reader at a time: the contract's
 * rule the server applies, with the signed-in account's guest weight (audit CE10: the product page offered the stock
 * or 20 where the cart took 5 of a low stock, or 10 from a guest). A visitor's cart is a member's.
 */
export function useMostOfOneItem(stock: number): number {
  const caps = useContext(MostOfOneItemContext);
  const guest = useUser()?.isGuest;
  return Math.min(MAX_QUANTITY, mostOfOneItem(caps, Math.max(0, stock), holdWeight(guest)));
}
