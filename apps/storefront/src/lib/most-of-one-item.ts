import { MAX_QUANTITY } from '@mall/contract';
import { createContext, useContext } from 'react';

/**
 * The most of one item a cart line holds and a checkout sells at a time, from the home data (`mostOfOneItem`), so the
 * quantity steppers stop there rather than at a number the cart refuses (audit P3). The contract's 999 until it is
 * known: the server still refuses past its cap, and its message is shown.
 */
export const MostOfOneItemContext = createContext(MAX_QUANTITY);

export function useMostOfOneItem(): number {
  return useContext(MostOfOneItemContext);
}
