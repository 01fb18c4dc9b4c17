/** Every refund query starts with this key, so one invalidation refreshes the list and the details. */
export const REFUNDS_KEY = ['refunds'] as const;

/** The orders area's queries (list, counts, details) carry the items' refund states: refreshed after a change. */
export const ORDERS_KEY = ['orders'] as const;
