import type { CartMergeSchema } from '@mall/contract';
import type { TFunction } from '../../lib/i18n';
import type { Infer } from '../../lib/infer';

/** What a sign-in could not bring over of the visitor's cart as chosen (`cartMerge` of the answer, audit AV6). */
export type CartMerge = Infer<typeof CartMergeSchema>;

/** A sign-in's answer as the dialog finishes it: the session token and what of the visitor cart did not fit. */
export type SignInAnswer = { token: string; cartMerge?: CartMerge | undefined };

/**
 * The sentence that tells the shopper what of the cart they filled before signing in did not come over as chosen:
 * lines left out because the account's cart is full (they wait in this browser's cart), lines brought with fewer
 * units (stock, the per-item limit). Null when everything came over.
 */
export function cartMergeText(t: TFunction, merge: CartMerge | undefined): string | null {
  if (!merge) return null;
  const parts = [
    merge.leftOut > 0 ? t('login.cartMerge.leftOut', { count: merge.leftOut }) : '',
    merge.reduced > 0 ? t('login.cartMerge.reduced', { count: merge.reduced }) : '',
  ].filter((part) => part !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}
