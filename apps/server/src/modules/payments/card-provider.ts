import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { getSetting, type Setting } from '../content/settings';
import type { StripeProvider } from './stripe-provider';

export type CardProvider = 'stripe' | 'testcard';

/**
 * The built-in test card takes no money: it exists for the demo only. Outside production (development, tests) it is
 * always there; in production only in demo mode (SEED_DEMO), never for real customers.
 */
export function testCardAllowed(config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return config.NODE_ENV !== 'production' || config.SEED_DEMO;
}

/** What a shopper is told when nobody takes payments (no provider configured, or the operator closed it). */
export const PAYMENT_NOT_AVAILABLE =
  'Payment is not available at the moment. Your order is kept; please try again later';

/**
 * Who takes card payments now: Stripe when the environment configures it and the operator allows it, else the
 * built-in test card when the operator allows it and the mall runs in demo mode, else nobody (the storefront then
 * offers no payment method).
 */
export async function activeCardProvider(
  db: Db,
  stripe: StripeProvider | null,
  testcard: boolean,
): Promise<CardProvider | null> {
  return cardProviderOf(await getSetting(db, 'payment'), stripe !== null, testcard);
}

/** `activeCardProvider` for the `payment` setting read with another statement (the test card's payment, issue 25). */
export function cardProviderOf(allowed: Setting<'payment'>, stripe: boolean, testcard: boolean): CardProvider | null {
  if (stripe && allowed.stripeOpen) return 'stripe';
  if (testcard && allowed.testcardOpen) return 'testcard';
  return null;
}

/**
 * What the operator is told at start about payments, or null when a real provider is configured: in production
 * without Stripe, shoppers cannot pay (or, in demo mode, pay with a card that takes no money).
 */
export function paymentStartWarning(
  config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO' | 'STRIPE_SECRET_KEY'>,
): string | null {
  if (config.STRIPE_SECRET_KEY || config.NODE_ENV !== 'production') return null;
  return testCardAllowed(config)
    ? 'No payment provider (STRIPE_SECRET_KEY is unset): demo mode (SEED_DEMO) takes payments with the built-in test card, which collects no money.'
    : 'No payment provider (STRIPE_SECRET_KEY is unset): shoppers cannot pay their orders. Set the Stripe keys, or SEED_DEMO=true for a demo mall.';
}
