import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  CreditCardOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EditOutlined,
  FireOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LoginOutlined,
  MailOutlined,
  MessageOutlined,
  ProfileOutlined,
  RollbackOutlined,
  ShopOutlined,
  ShoppingOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
  TranslationOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsolePage } from '../../lib/console-page';

/**
 * The platform console's pages, in menu order; the first is where administrators land. Add a page here: its route
 * and its menu entry (labelKey in i18n/locales/platform/<code>.json) follow from this list.
 */
export const platformPages: ConsolePage[] = [
  {
    path: 'platform/dashboard',
    labelKey: 'platform.menu.dashboard',
    icon: <DashboardOutlined />,
    page: lazy(() => import('./dashboard/dashboard-page')),
  },
  {
    path: 'platform/chat',
    labelKey: 'chat.menu.service',
    icon: <MessageOutlined />,
    page: lazy(() => import('./chat/service-chat-page')),
  },
  {
    path: 'platform/chat-reports',
    labelKey: 'chat.menu.reports',
    icon: <WarningOutlined />,
    page: lazy(() => import('./chat/chat-reports-page')),
  },

  {
    path: 'platform/applications',
    labelKey: 'platform.menu.applications',
    icon: <AuditOutlined />,
    page: lazy(() => import('./applications/applications-page')),
  },
  {
    path: 'platform/merchants',
    labelKey: 'platform.menu.merchants',
    icon: <ShopOutlined />,
    page: lazy(() => import('./merchants/merchants-page')),
  },
  {
    path: 'platform/finance',
    labelKey: 'platform.menu.finance',
    icon: <AccountBookOutlined />,
    page: lazy(() => import('./finance/finance-page')),
  },
  {
    path: 'platform/payouts',
    labelKey: 'platform.menu.payouts',
    icon: <WalletOutlined />,
    page: lazy(() => import('./payouts/payouts-page')),
  },
  {
    path: 'platform/shop-changes',
    labelKey: 'platform.menu.shopChanges',
    icon: <EditOutlined />,
    page: lazy(() => import('./shop-changes/shop-changes-page')),
  },
  {
    path: 'platform/orders',
    labelKey: 'platform.menu.orders',
    icon: <ProfileOutlined />,
    page: lazy(() => import('./orders/orders-page')),
  },
  {
    path: 'platform/products',
    labelKey: 'platform.menu.products',
    icon: <ShoppingOutlined />,
    page: lazy(() => import('./products/products-page')),
  },
  {
    path: 'platform/refunds',
    labelKey: 'platform.menu.refunds',
    icon: <RollbackOutlined />,
    page: lazy(() => import('./refunds/refunds-page')),
  },
  {
    path: 'platform/merchant-kinds',
    labelKey: 'platform.menu.merchantKinds',
    icon: <TagsOutlined />,
    page: lazy(() => import('./merchant-kinds/merchant-kinds-page')),
  },
  {
    path: 'platform/categories',
    labelKey: 'platform.menu.categories',
    icon: <AppstoreOutlined />,
    page: lazy(() => import('./categories/categories-page')),
  },
  {
    path: 'platform/home',
    labelKey: 'platform.menu.home',
    icon: <HomeOutlined />,
    page: lazy(() => import('./home/home-content-page')),
  },
  {
    path: 'platform/keywords',
    labelKey: 'platform.menu.keywords',
    icon: <FireOutlined />,
    page: lazy(() => import('./keywords/keywords-page')),
  },
  {
    path: 'platform/glossary',
    labelKey: 'platform.menu.glossary',
    icon: <TranslationOutlined />,
    page: lazy(() => import('./glossary/glossary-page')),
  },
  {
    path: 'platform/coupons',
    labelKey: 'platform.menu.coupons',
    icon: <GiftOutlined />,
    page: lazy(() => import('./coupons/coupons-page')),
  },
  {
    path: 'platform/points',
    labelKey: 'platform.menu.points',
    icon: <StarOutlined />,
    page: lazy(() => import('./points/points-page')),
  },
  {
    path: 'platform/users',
    labelKey: 'platform.menu.users',
    icon: <TeamOutlined />,
    page: lazy(() => import('./users/users-page')),
  },
  {
    path: 'platform/login-methods',
    labelKey: 'platform.menu.loginMethods',
    icon: <LoginOutlined />,
    page: lazy(() => import('./login-methods/login-methods-page')),
  },
  {
    path: 'platform/service',
    labelKey: 'platform.menu.service',
    icon: <CustomerServiceOutlined />,
    page: lazy(() => import('./service/service-page')),
  },
  {
    path: 'platform/payment',
    labelKey: 'platform.menu.payment',
    icon: <CreditCardOutlined />,
    page: lazy(() => import('./payment/payment-page')),
  },
  {
    path: 'platform/shipping',
    labelKey: 'shipping.menu.platform',
    icon: <GlobalOutlined />,
    page: lazy(() => import('./shipping/shipping-page')),
  },
  {
    path: 'platform/outbox',
    labelKey: 'platform.menu.outbox',
    icon: <MailOutlined />,
    page: lazy(() => import('./outbox/outbox-page')),
  },
  {
    path: 'platform/operator-log',
    labelKey: 'platform.menu.operatorLog',
    icon: <AuditOutlined />,
    page: lazy(() => import('./operator-log/operator-log-page')),
  },
  {
    path: 'platform/notices',
    labelKey: 'notices.menu',
    icon: <BellOutlined />,
    page: lazy(() => import('./notices/notices-page')),
  },
  {
    path: 'platform/notice-templates',
    labelKey: 'notices.menuTemplates',
    icon: <MailOutlined />,
    page: lazy(() => import('./notices/templates-page')),
  },
];
