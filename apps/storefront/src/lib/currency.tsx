import { createContext, useContext } from 'react';

/** The store's currency symbol from the home data; `$` until that is known (spec section 1). */
export const CurrencyContext = createContext('$');

export function useCurrencySymbol(): string {
  return useContext(CurrencyContext);
}
