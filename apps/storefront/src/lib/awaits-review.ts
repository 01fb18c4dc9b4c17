/**
 * An order item the server takes a review for: not reviewed yet and in no refund (one in a refund, or refunded, is
 * refused with "this item is in a refund": audit AM13). The order actions and the review page both ask it.
 */
export const awaitsReview = (item: { reviewed: boolean; refundStatus?: string }) =>
  !item.reviewed && (item.refundStatus ?? 'none') === 'none';
