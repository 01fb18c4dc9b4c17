import type { RouteObject } from 'react-router';
import { useRoutes } from 'react-router';
import { ErrorPage } from '../components/ui/error-page';
import { PREFIXED_LOCALES } from '../lib/locale';
import { RootLayout } from './layout/root-layout';
import { pages } from './route-pages';

const { placeholder: Placeholder } = pages;

/** Pages that belong to later work: an honest titled page (sign in first, or "coming soon"), never made-up data. */
const accountPages: Array<[path: string, title: string]> = [
  ['order/order_confirm', 'orderConfirm'],
  ['order/order_detail', 'orderDetail'],
  ['order/payment_result', 'paymentResult'],
  ['order/refund_detail', 'refundDetail'],
  ['order/shopping_cart', 'cart'],
  ['order/stripe_payment', 'cardPayment'],
  ['users', 'account'],
  ['users/address_list', 'addresses'],
  ['users/application_record', 'applicationRecord'],
  ['users/collection_list', 'collections'],
  ['users/coupon_list', 'coupons'],
  ['users/evaluation_confirm', 'evaluationConfirm'],
  ['users/evaluation_list', 'evaluations'],
  ['users/merchant_settled', 'merchantSettled'],
  ['users/order_list', 'orders'],
  ['users/refund_confirm', 'refundConfirm'],
  ['users/refund_list', 'refunds'],
  ['users/user_info', 'userInfo'],
];

/** The route table of spec section 2, relative to a locale base. */
function pageRoutes(): RouteObject[] {
  return [
    { index: true, element: <pages.home /> },
    { path: 'indexcope', element: <pages.home /> },
    { path: 'goods_detail/:id', element: <pages.goodsDetail /> },
    { path: 'goods/activity_list', element: <pages.activities /> },
    { path: 'goods/goods_search', element: <pages.search /> },
    { path: 'goods/top_one', element: <pages.ranking /> },
    {
      path: 'merchant/merchant',
      element: <pages.shop />,
      children: [
        { index: true, element: <pages.shopHome /> },
        { path: 'home', element: <pages.shopHome /> },
        { path: 'category', element: <pages.shopCategory /> },
        { path: 'coupon', element: <pages.shopCoupon /> },
        { path: 'qualification', element: <pages.shopQualification /> },
      ],
    },
    { path: 'merchant/merchant_more', element: <pages.merchantMore /> },
    { path: 'merchant/merchant_street', element: <pages.street /> },
    { path: 'middlewares/callback_twitter', element: <Placeholder kind="socialCallback" title="socialCallback" /> },
    { path: 'middlewares/privacy_agreement', element: <Placeholder kind="info" title="privacy" /> },
    { path: 'login', element: <Placeholder kind="login" title="login" /> },
    ...accountPages.map(([path, title]) => ({ path, element: <Placeholder kind="account" title={title} /> })),
    { path: '*', element: <ErrorPage status={404} /> },
  ];
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [...pageRoutes(), ...PREFIXED_LOCALES.map((code) => ({ path: code, children: pageRoutes() }))],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
