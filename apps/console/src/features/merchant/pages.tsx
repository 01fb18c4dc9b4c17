import {
  AccountBookOutlined,
  AppstoreOutlined,
  BellOutlined,
  CarOutlined,
  CommentOutlined,
  DashboardOutlined,
  GiftOutlined,
  MessageOutlined,
  RollbackOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

/** The merchant console's pages, in menu order; the first is where shop staff land. */
export const merchantPages: ConsolePage[] = [
  {
    path: 'merchant/dashboard',
    labelKey: 'merchant.menu.dashboard',
    icon: <DashboardOutlined />,
    page: lazy(() => import('./dashboard/dashboard-page')),
  },
  {
    path: 'merchant/chat',
    labelKey: 'chat.menu.inbox',
    icon: <MessageOutlined />,
    page: lazy(() => import('./chat/chat-page')),
  },
  {
    path: 'merchant/products',
    labelKey: 'merchant.menu.products',
    icon: <ShoppingOutlined />,
    page: lazy(() => import('./products/products-page')),
  },
  { path: 'merchant/products/new', page: lazy(() => import('./products/product-form-page')) },
  { path: 'merchant/products/:id', page: lazy(() => import('./products/product-form-page')) },
  {
    path: 'merchant/shipping',
    labelKey: 'shipping.menu.templates',
    icon: <CarOutlined />,
    page: lazy(() => import('./shipping/shipping-templates-page')),
  },
  {
    path: 'merchant/orders',
    labelKey: 'merchant.menu.orders',
    icon: <AppstoreOutlined />,
    page: lazy(() => import('./orders/orders-page')),
  },
  {
    path: 'merchant/refunds',
    labelKey: 'merchant.menu.refunds',
    icon: <RollbackOutlined />,
    page: lazy(() => import('./refunds/refunds-page')),
  },
  {
    path: 'merchant/finance',
    labelKey: 'merchant.menu.finance',
    icon: <AccountBookOutlined />,
    page: lazy(() => import('./finance/finance-page')),
  },
  {
    path: 'merchant/payouts',
    labelKey: 'merchant.menu.payouts',
    icon: <WalletOutlined />,
    page: lazy(() => import('./payouts/payouts-page')),
  },
  {
    path: 'merchant/coupons',
    labelKey: 'merchant.menu.coupons',
    icon: <GiftOutlined />,
    page: lazy(() => import('./coupons/coupons-page')),
  },
  {
    path: 'merchant/reviews',
    labelKey: 'merchant.menu.reviews',
    icon: <CommentOutlined />,
    page: lazy(() => import('./reviews/reviews-page')),
  },
  {
    path: 'merchant/shop',
    labelKey: 'merchant.menu.shop',
    icon: <ShopOutlined />,
    page: lazy(() => import('./shop/shop-page')),
  },
  {
    path: 'merchant/categories',
    labelKey: 'merchant.menu.categories',
    icon: <TagsOutlined />,
    page: lazy(() => import('./categories/categories-page')),
  },
  {
    path: 'merchant/staff',
    labelKey: 'merchant.menu.staff',
    icon: <TeamOutlined />,
    page: lazy(() => import('./staff/staff-page')),
  },
  {
    path: 'merchant/notices',
    labelKey: 'notices.menu',
    icon: <BellOutlined />,
    page: lazy(() => import('./notices/notices-page')),
  },
];
