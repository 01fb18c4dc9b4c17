/**
 * What a shopper reads when Stripe declines their card: the mall's own sentence for the decline's code, from the
 * message catalogue (so in the shopper's language), never Stripe's English text, which is kept for the operator
 * (`payments.provider_message`, audit DF4). Codes that hint at fraud (lost or stolen card, `fraudulent`) read as a plain
 * decline, as Stripe advises.
 */
const DECLINE_SENTENCES: Record<string, string> = {
  insufficient_funds: 'Your card has insufficient funds',
  expired_card: 'Your card has expired',
  incorrect_cvc: "Your card's security code is incorrect",
  invalid_cvc: "Your card's security code is incorrect",
  incorrect_number: 'Your card number is incorrect',
  invalid_number: 'Your card number is incorrect',
  invalid_expiry_month: 'Your card has expired',
  invalid_expiry_year: 'Your card has expired',
  processing_error: 'The card could not be processed just now; please try again',
  authentication_required: 'Your bank did not confirm the payment; please try again',
  payment_intent_authentication_failure: 'Your bank did not confirm the payment; please try again',
};

/** Any other decline, or a failure Stripe gave no reason for. */
export const CARD_DECLINED = 'Your card was declined';

/** Stripe's `last_payment_error` of a failed PaymentIntent, as far as the mall reads it. */
export type PaymentError = { code?: string | null; decline_code?: string | null; message?: string | null };

/** The decline's code (the bank's `decline_code` first, Stripe's `code` otherwise) and the sentence shown for it. */
export function declineOf(error: PaymentError | null | undefined): { code: string; sentence: string } {
  const code = error?.decline_code || error?.code || '';
  const sentence =
    DECLINE_SENTENCES[error?.decline_code ?? ''] ?? DECLINE_SENTENCES[error?.code ?? ''] ?? CARD_DECLINED;
  return { code, sentence };
}
