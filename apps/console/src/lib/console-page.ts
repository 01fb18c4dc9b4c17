import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';

/**
 * A page of the console. Each feature (merchant, platform) lists its pages; the app makes the routes and the side
 * menu from these lists. A page without `labelKey` has a route but no menu entry (a detail or form page).
 */
export type ConsolePage = {
  /** Route under the hash, without the leading slash: `merchant/products/:id`. */
  path: string;
  /** i18n key of the menu entry. */
  labelKey?: string;
  icon?: ReactNode;
  page: LazyExoticComponent<ComponentType>;
};
