import type { PayoutAccountSnapshot, PayoutMethod } from '../../db/schema';
import { isStripeRefusal, type StripeProvider } from '../payments/stripe-provider';

/**
 * How a payout's money leaves the mall. Every provider takes the payout number as its idempotency key: called twice
 * for one payout (a retry, another process, a resumed payout after a crash) it answers the first transfer.
 */
export type PayoutTransfer = {
  payoutNo: string;
  amount: number;
  currency: string;
  account: PayoutAccountSnapshot;
  /** The checkout (or shop order) the money came from when there is one, else the payout number. */
  transferGroup: string;
};

export type PayoutProvider = {
  method: PayoutMethod;
  /**
   * Makes the transfer and answers its id. Throws TransferRefused when the provider refused for good (the money goes
   * back to available); any other error leaves the payout paying, to be resumed with the same key.
   */
  transfer: (t: PayoutTransfer) => Promise<{ transferId: string }>;
};

export class TransferRefused extends Error {}

/**
 * The offline provider: the platform pays by bank transfer outside the mall and this records it. Its reference is
 * made from the payout number, so recording it again is the same record.
 */
export const offlinePayouts: PayoutProvider = {
  method: 'offline',
  async transfer({ payoutNo }) {
    return { transferId: `OFF-${payoutNo}` };
  },
};

/** Stripe Connect transfers to the shop's connected account, through the same client the card payments use. */
export function stripePayouts(stripe: StripeProvider): PayoutProvider {
  return {
    method: 'stripe',
    async transfer({ payoutNo, amount, currency, account, transferGroup }) {
      if (!account.stripeAccountId) throw new TransferRefused('The payout account has no Stripe account');
      try {
        const { id } = await stripe.transfer({
          amount,
          currency,
          destination: account.stripeAccountId,
          transferGroup,
          payoutNo,
        });
        return { transferId: id };
      } catch (error) {
        if (isStripeRefusal(error)) {
          throw new TransferRefused(`Stripe refused the transfer: ${(error as Error).message}`.slice(0, 300));
        }
        throw error;
      }
    },
  };
}

export type PayoutProviders = (method: PayoutMethod) => PayoutProvider;

/** The provider of an account's method: Stripe when it is configured, the offline record otherwise. */
export function payoutProviders(stripe: StripeProvider | null): PayoutProviders {
  const viaStripe = stripe ? stripePayouts(stripe) : null;
  return (method) => {
    if (method === 'stripe') {
      return (
        viaStripe ?? {
          method: 'stripe',
          transfer: async () => {
            throw new TransferRefused('Stripe is not configured on this mall');
          },
        }
      );
    }
    return offlinePayouts;
  };
}
