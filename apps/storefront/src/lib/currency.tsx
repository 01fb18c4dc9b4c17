import { type Cents, formatMoney, type MoneyOptions } from '@mall/contract';
import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from './i18n';

/** The store's currency symbol from the home data; `$` until that is known (spec section 1). */
export const CurrencyContext = createContext('$');

export function useCurrencySymbol(): string {
  return useContext(CurrencyContext);
}

/**
 * Money as the page's language writes it, with the store's symbol: `money('2319.99')` reads "$2,319.99" in English,
 * "2 319,99 $" in French. The one door for every amount the storefront prints (inputs keep "12.50" as typed).
 */
export function useMoney(): (amount: string | Cents, options?: MoneyOptions) => string {
  const symbol = useCurrencySymbol();
  const { language } = useTranslation().i18n;
  return useCallback(
    (amount: string | Cents, options?: MoneyOptions) => formatMoney(amount, symbol, language, options),
    [symbol, language],
  );
}
