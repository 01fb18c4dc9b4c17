// The mall's own reasons for a refund it closed or holds (decisions 0051, 0052), stored as `refunds.refuse_reason` and
// translated where shown: a leaf module, read by the views, the money paths and the SQL over refunds alike.

/** Why the mall closed a refund Stripe could no longer pay (decision 0051): the money already left at Stripe. */
export const WAITS_FOR_DISPUTE =
  'A dispute with the buyer’s bank is open for this payment: the refund is accepted and is paid once the dispute closes';
export const TAKEN_BACK_AT_STRIPE =
  'Stripe no longer holds the money of this payment (it was given back or withdrawn at Stripe), so this refund cannot be paid by card and is closed; the platform settles it with the shop';
/**
 * Why the mall stopped paying a refund by card (decision 0052): Stripe's payment of it failed three times. It stays
 * "refunded" on the books (the shop's share reversed, the money held by the platform for the buyer).
 */
export const CARD_KEEPS_FAILING =
  'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed; the platform holds the money and customer service settles it with the buyer';
