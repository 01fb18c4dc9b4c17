import type { Db } from '../../db/client';
import { getSetting } from '../content/settings';
import type { StripeProvider } from './stripe-provider';

export type CardProvider = 'stripe' | 'testcard';

/**
 * Who takes card payments now: Stripe when the environment configures it and the operator allows it, else the
 * built-in test card when allowed, else nobody (the storefront then offers no payment method).
 */
export async function activeCardProvider(db: Db, stripe: StripeProvider | null): Promise<CardProvider | null> {
  const allowed = await getSetting(db, 'payment');
  if (stripe && allowed.stripeOpen) return 'stripe';
  if (allowed.testcardOpen) return 'testcard';
  return null;
}
