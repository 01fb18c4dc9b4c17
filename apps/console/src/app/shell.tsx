import { LogoutOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dropdown, Layout, Menu, type MenuProps, Space, Typography } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useChatUnread } from '../components/chat/api';
import { LanguageSwitch } from '../components/language-switch';
import { NoticeBell } from '../components/notices/notice-bell';
import { shopProfileQuery } from '../features/merchant/api/shop-profile';
import { merchantPages } from '../features/merchant/pages';
import { SuspendedBanner } from '../features/merchant/shop/suspended-banner';
import { platformPages } from '../features/platform/pages';
import { useUser } from '../lib/auth-token';
import type { ConsolePage } from '../lib/console-page';
import { type TFunction as TranslateFn, useT } from '../lib/i18n';
import { refusalPageShown } from '../lib/notify';
import { rolesOf, signOut } from '../lib/session';
import { useTabTitle } from '../lib/use-tab-title';
import { PageLoading } from './page-loading';
import './shell.css';

type MenuItem = Required<MenuProps>['items'][number];

/** Unread counts shown by a menu entry, by the entry's path (the chat inboxes, audit CI13). */
type MenuCounts = Record<string, number>;

function menuEntries(pages: ConsolePage[], t: TranslateFn, counts: MenuCounts): MenuItem[] {
  return pages
    .filter((page) => page.labelKey)
    .map((page) => {
      const label = t(page.labelKey as string);
      const count = counts[page.path] ?? 0;
      if (count === 0) return { key: `/${page.path}`, icon: page.icon, label };
      const said = t('chat.menu.unread', { count });
      return {
        key: `/${page.path}`,
        icon: page.icon,
        label: (
          <Space size={6} aria-label={`${label}: ${said}`}>
            {label}
            <Badge count={count} size="small" overflowCount={99} title={said} data-testid="menu-unread" />
          </Space>
        ),
      };
    });
}

/** The longest menu path that starts the current location (a product form highlights "Products"). */
function selectedKey(pathname: string): string | undefined {
  const keys = [...merchantPages, ...platformPages].filter((p) => p.labelKey).map((p) => `/${p.path}`);
  return keys
    .filter((key) => pathname === key || pathname.startsWith(`${key}/`))
    .sort((a, b) => b.length - a.length)[0];
}

export function Shell() {
  const t = useT();
  const user = useUser();
  const roles = rolesOf(user);
  const location = useLocation();
  const navigate = useNavigate();
  const isMerchant = roles.includes('merchant');
  const shop = useQuery({ ...shopProfileQuery(), enabled: isMerchant });
  // Shoppers waiting in chat, wherever staff are working: on the inbox's menu entry and in the tab's title.
  const shopChat = useChatUnread('/api/merchant/chat', isMerchant);
  const mallChat = useChatUnread('/api/admin/chat', roles.includes('admin'));
  const waiting = shopChat + mallChat;

  const roleKey = roles.join();
  const items = useMemo<MenuItem[]>(() => {
    const groups: MenuItem[] = [];
    const roles = roleKey.split(',');
    if (roles.includes('merchant'))
      groups.push({
        type: 'group',
        key: 'merchant',
        label: t('common.menu.merchant'),
        children: menuEntries(merchantPages, t, { 'merchant/chat': shopChat }),
      });
    if (roles.includes('admin'))
      groups.push({
        type: 'group',
        key: 'platform',
        label: t('common.menu.platform'),
        children: menuEntries(platformPages, t, { 'platform/chat': mallChat }),
      });
    return groups;
  }, [roleKey, t, shopChat, mallChat]);

  // A refusal of the page left is no longer about anything on screen (audit GU1): a form kept mounted in a closed
  // dialog never unmounts to close it.
  useEffect(() => refusalPageShown(location.pathname), [location.pathname]);
  const selected = selectedKey(location.pathname);
  // The tab names the menu entry the page is under (a product's form: "Products").
  const pageLabel = [...merchantPages, ...platformPages].find((p) => p.labelKey && `/${p.path}` === selected)?.labelKey;
  useTabTitle(pageLabel ? t(pageLabel) : undefined, waiting);
  const title = isMerchant ? (shop.data?.name ?? '') : t('common.shell.platformTitle');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {/* Wide enough for most menu entries on one line; the longer French and Spanish ones wrap (shell.css). */}
      <Layout.Sider width={240} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ height: 56, display: 'flex', alignItems: 'center', padding: '0 20px', gap: 8 }}>
          <ShopOutlined style={{ color: '#e93323', fontSize: 20 }} />
          {/* "Console du centre commercial" takes two lines in the 56 px band (audit FS11: "centre" alone was ambiguous). */}
          <Typography.Text strong style={{ fontSize: 16, lineHeight: 1.3 }} data-testid="console-brand">
            {t('common.shell.brand')}
          </Typography.Text>
        </div>
        <Menu
          mode="inline"
          items={items}
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) => navigate(key)}
          style={{ borderInlineEnd: 0 }}
          className="console-menu"
          data-testid="console-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: '1px solid #f0f0f0',
            height: 56,
          }}
        >
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="shell-title">
            {title}
          </Typography.Text>
          <Space size="middle">
            <NoticeBell roles={roles} />
            <LanguageSwitch />
            <Dropdown
              menu={{
                items: [
                  {
                    key: 'sign-out',
                    icon: <LogoutOutlined />,
                    label: t('common.actions.signOut'),
                    onClick: () => void signOut().then(() => navigate('/sign-in', { replace: true })),
                  },
                ],
              }}
            >
              <Button type="text" data-testid="user-menu">
                <Space>
                  <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
                  {user?.nickname || user?.email}
                </Space>
              </Button>
            </Dropdown>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {isMerchant && <SuspendedBanner suspension={shop.data?.suspension ?? null} />}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
