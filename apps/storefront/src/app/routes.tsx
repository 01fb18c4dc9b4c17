import { Suspense, useEffect, useRef } from 'react';
import type { RouteObject } from 'react-router';
import { Navigate, Outlet, useLocation, useRoutes } from 'react-router';
import { ErrorPage } from '../components/ui/error-page';
import { markNavigated } from '../lib/chunk-reload';
import { canonicalLocalePath, LOCALE_ALIASES, PREFIXED_LOCALES } from '../lib/locale';
import { type Access, guard } from './auth/guards';
import { LoginDialogHost } from './auth/login-dialog-host';
import { SessionStart } from './auth/session-start';
import { LocaleSync } from './layout/locale-sync';
import { RootLayout } from './layout/root-layout';
import { Toaster } from './layout/toaster';
import { pages } from './route-pages';

interface PageRoute {
  path?: string;
  index?: boolean;
  /** Spec section 4: public (the default for catalogue pages), protected (account and order pages) or guest-only. */
  access?: Access;
  element: React.ReactNode;
  children?: PageRoute[];
}

function toRouteObject({ access = 'public', element, children, ...rest }: PageRoute): RouteObject {
  const routed = guard(access, element);
  if (rest.index) return { index: true, element: routed };
  return { path: rest.path, element: routed, children: children?.map(toRouteObject) };
}

/** The route table of spec section 2, relative to a locale base. */
function pageRoutes(): RouteObject[] {
  const table: PageRoute[] = [
    { index: true, element: <pages.home /> },
    { path: 'indexcope', element: <pages.home /> },
    { path: 'goods_detail/:id', element: <pages.goodsDetail /> },
    { path: 'goods/activity_list', element: <pages.activities /> },
    { path: 'goods/goods_search', element: <pages.search /> },
    { path: 'goods/top_one', element: <pages.ranking /> },
    { path: 'goods/coupon_center', element: <pages.couponCentre /> },
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
    { path: 'middlewares/callback_twitter', element: <pages.socialCallback /> },
    { path: 'middlewares/privacy_agreement', element: <pages.privacy /> },
    { path: 'login', access: 'guest', element: <pages.login /> },
    {
      path: 'users',
      access: 'protected',
      element: <pages.account />,
      children: [
        { index: true, element: <pages.accountHome /> },
        { path: 'user_info', element: <pages.userInfo /> },
        { path: 'address_list', element: <pages.addressList /> },
        { path: 'collection_list', element: <pages.collectionList /> },
        { path: 'evaluation_confirm', element: <pages.evaluationConfirm /> },
        { path: 'evaluation_list', element: <pages.evaluationList /> },
        { path: 'merchant_settled', element: <pages.merchantSettled /> },
        { path: 'application_record', element: <pages.applicationRecord /> },
        { path: 'notices', element: <pages.notices /> },
        { path: 'order_list', element: <pages.orderList /> },
        { path: 'refund_confirm', element: <pages.refundConfirm /> },
        { path: 'refund_list', element: <pages.refundList /> },
        { path: 'coupon_list', element: <pages.couponList /> },
        { path: 'points', element: <pages.points /> },
      ],
    },
    { path: 'order/shopping_cart', element: <pages.cart /> },
    { path: 'order/order_confirm', access: 'protected', element: <pages.orderConfirm /> },
    { path: 'order/stripe_payment', access: 'protected', element: <pages.cardPayment /> },
    { path: 'order/payment_result', access: 'protected', element: <pages.paymentResult /> },
    { path: 'order/order_detail', access: 'protected', element: <pages.orderDetail /> },
    { path: 'order/logistics', access: 'protected', element: <pages.logistics /> },
    { path: 'order/refund_detail', access: 'protected', element: <pages.refundDetail /> },
    { path: 'chat', access: 'protected', element: <pages.chatLink /> },
    { path: '*', element: <ErrorPage status={404} /> },
  ];
  return table.map(toRouteObject);
}

/**
 * Pages read on a phone, outside the desktop frame: the QR sign-in confirmation. It signs the phone in where it
 * stands (the dialog opens on the page) rather than sending it to /login.
 */
function barePageRoutes(): RouteObject[] {
  return [{ path: 'users/qrcode_confirm', element: <pages.qrConfirm /> }];
}

function BareLayout() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

/** `/lao/…` (the spec's code for Lao) is the same page as `/lo/…`. */
function LocaleAlias() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={(canonicalLocalePath(pathname) ?? '/') + search} />;
}

const routes: RouteObject[] = [
  ...Object.keys(LOCALE_ALIASES).map((alias) => ({ path: `${alias}/*`, element: <LocaleAlias /> })),
  {
    path: '/',
    element: <RootLayout />,
    children: [...pageRoutes(), ...PREFIXED_LOCALES.map((code) => ({ path: code, children: pageRoutes() }))],
  },
  {
    path: '/',
    element: <BareLayout />,
    children: [...barePageRoutes(), ...PREFIXED_LOCALES.map((code) => ({ path: code, children: barePageRoutes() }))],
  },
];

/** Tells the chunk reloader when the shopper has left the first page (route-change failures always reload). */
function NavigationWatch() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) markNavigated();
  }, [pathname]);
  return null;
}

/** The routes, plus what every page shares: toasts, the sign-in dialog, the session check and the language. */
export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <Toaster />
      <LoginDialogHost />
      <SessionStart />
      <LocaleSync />
      <NavigationWatch />
    </>
  );
}
