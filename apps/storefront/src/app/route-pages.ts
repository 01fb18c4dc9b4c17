import type { ComponentType } from 'react';
import { loadSection } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';

/** A page whose texts live in area catalogues: the chunk and the texts load together. */
function lazyAreaPage<P extends object>(area: string | string[], load: () => Promise<{ default: ComponentType<P> }>) {
  const areas = typeof area === 'string' ? [area] : area;
  return lazyPage(async () => (await Promise.all([load(), ...areas.map(loadSection)]))[0]);
}

/** Every page is its own chunk, loaded when first visited. */
export const pages = {
  home: lazyPage(() => import('./pages/home-route')),
  search: lazyPage(() => import('../features/catalog/search-page')),
  ranking: lazyPage(() => import('../features/catalog/ranking-page')),
  goodsDetail: lazyPage(() => import('./pages/goods-detail-route')),
  activities: lazyPage(() => import('../features/activity/activity-list-page')),
  shop: lazyPage(() => import('./pages/shop-route')),
  shopHome: lazyPage(() => import('../features/shop/shop-home-page')),
  shopCategory: lazyPage(() => import('../features/shop/shop-category-page')),
  shopCoupon: lazyAreaPage('coupons', () => import('./pages/shop-coupon-route')),
  shopQualification: lazyPage(() => import('../features/shop/shop-qualification-page')),
  merchantMore: lazyPage(() => import('./pages/merchant-more-route')),
  street: lazyPage(() => import('../features/shop/street-page')),
  login: lazyPage(() => import('../features/auth/login-page')),
  socialCallback: lazyPage(() => import('../features/auth/social-callback-page')),
  qrConfirm: lazyPage(() => import('../features/auth/qr-confirm-page')),
  privacy: lazyPage(() => import('../features/legal/privacy-page')),
  account: lazyPage(() => import('../features/account/account-layout')),
  accountHome: lazyPage(() => import('./pages/account-home-route')),
  userInfo: lazyPage(() => import('./pages/user-info-route')),
  cart: lazyAreaPage(['buying', 'shipping'], () => import('./pages/cart-route')),
  orderConfirm: lazyAreaPage(['buying', 'shipping'], () => import('./pages/order-confirm-route')),
  cardPayment: lazyAreaPage('buying', () => import('./pages/card-payment-route')),
  paymentResult: lazyAreaPage('buying', () => import('../features/payment/payment-result-page')),
  orderList: lazyAreaPage('buying', () => import('./pages/order-list-route')),
  orderDetail: lazyAreaPage('buying', () => import('./pages/order-detail-route')),
  logistics: lazyAreaPage('buying', () => import('../features/orders/logistics-page')),
  addressList: lazyAreaPage(['buying', 'shipping'], () => import('./pages/address-list-route')),
  collectionList: lazyAreaPage('favourites', () => import('../features/favourites/collection-page')),
  couponList: lazyAreaPage('coupons', () => import('../features/coupons/my-coupons-page')),
  couponCentre: lazyAreaPage('coupons', () => import('../features/coupons/coupon-centre-page')),
  points: lazyAreaPage('points', () => import('../features/points/points-page')),
  refundConfirm: lazyAreaPage(['refunds', 'buying'], () => import('../features/refunds/refund-confirm-page')),
  refundList: lazyAreaPage(['refunds', 'buying'], () => import('../features/refunds/refund-list-page')),
  refundDetail: lazyAreaPage(['refunds', 'buying'], () => import('../features/refunds/refund-detail-page')),
  evaluationConfirm: lazyAreaPage('evaluation', () => import('../features/reviews/evaluation-confirm-page')),
  evaluationList: lazyAreaPage('evaluation', () => import('../features/reviews/evaluation-list-page')),
  merchantSettled: lazyAreaPage('settle', () => import('./pages/merchant-settled-route')),
  applicationRecord: lazyAreaPage('settle', () => import('../features/settle/application-record-page')),
  notices: lazyAreaPage('notices', () => import('./pages/notices-route')),
  chatLink: lazyPage(() => import('../features/chat/chat-link-page')),
};

/** Pages a shopper most likely opens next, fetched when the browser is idle. */
export function preloadLikelyPages(): void {
  for (const page of [pages.home, pages.search, pages.goodsDetail]) page.preload().catch(() => {});
}
