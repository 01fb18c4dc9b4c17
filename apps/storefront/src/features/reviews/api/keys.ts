/** Every reviews query starts with this key, so one invalidation refreshes the waiting items and my reviews. */
export const REVIEWS_KEY = ['reviews'] as const;

/** Keys of other areas that a review changes: the order (reviewed flags, completed) and the goods detail. */
export const ORDERS_KEY = ['orders'] as const;
export const PRODUCT_KEY = ['product'] as const;
