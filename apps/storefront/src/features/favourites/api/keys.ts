/** Every favourites query starts with this key, so one invalidation refreshes both lists. */
export const FAVOURITES_KEY = ['favourites'] as const;

/** Query keys of other areas that carry the collected / followed flags (goods detail, shop header). */
export const PRODUCT_DETAIL_KEY = ['product', 'detail'] as const;
export const SHOP_KEY = ['shop'] as const;
