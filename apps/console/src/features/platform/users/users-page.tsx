import type { AdminUser } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Descriptions, Drawer, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, SearchFilter, usePagedFilters } from '../../../components/paged-list';
import { useClearable } from '../../../lib/antd-icons';
import { useLanguage, useT } from '../../../lib/i18n';
import { signOutUser, type UserRole, type UserStatus, userQuery, usersQuery } from '../api/users';
import { formatTime } from '../components/format';
import { DisabledTag, UserStatusButton } from './user-status';

function RoleTags({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <Space size={4} wrap>
      <DisabledTag user={user} />
      {user.isAdmin && <Tag color="purple">{t('platform.users.roles.admin')}</Tag>}
      {user.merchantId && <Tag color="blue">{t('platform.users.roles.merchant')}</Tag>}
      {user.isGuest && <Tag>{t('platform.users.roles.guest')}</Tag>}
      {!user.isAdmin && !user.merchantId && !user.isGuest && (
        <Tag color="green">{t('platform.users.roles.shopper')}</Tag>
      )}
    </Space>
  );
}

/** Everyone with an account: search, filter by role and status, see the detail, sign out everywhere, disable. */
export default function UsersPage() {
  const clearable = useClearable();
  const t = useT();
  const language = useLanguage();
  const { filters, setFilter, page, setPage } = usePagedFilters<{
    keywords?: string;
    role?: UserRole;
    status?: UserStatus;
  }>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(usersQuery({ ...filters, page, limit: 20 }));

  return (
    <>
      <PageHeader title={t('platform.menu.users')} />
      <Card>
        <FilterBar>
          <SearchFilter
            placeholder={t('platform.users.searchPlaceholder')}
            onSearch={(keywords) => setFilter('keywords', keywords)}
            width={320}
            data-testid="users-search"
          />
          <Select<UserRole>
            allowClear
            placeholder={t('platform.users.role')}
            aria-label={t('platform.users.role')}
            value={filters.role}
            onChange={(value) => setFilter('role', value)}
            style={{ width: 160 }}
            options={(['shopper', 'merchant', 'admin', 'guest'] as const).map((value) => ({
              value,
              label: t(`platform.users.roles.${value}`),
            }))}
          />
          <Select<UserStatus>
            allowClear={clearable}
            placeholder={t('platform.users.status')}
            aria-label={t('platform.users.status')}
            value={filters.status}
            onChange={(value) => setFilter('status', value)}
            style={{ width: 160 }}
            options={(['active', 'disabled'] as const).map((value) => ({
              value,
              label: t(`platform.users.statuses.${value}`),
            }))}
            data-testid="users-status"
          />
        </FilterBar>
        <PagedTable<AdminUser>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="users-table"
          columns={[
            { title: 'ID', dataIndex: 'id', width: 64 },
            {
              title: t('platform.users.nickname'),
              width: 150,
              render: (_, row) => (
                <span className="cell-line-with-avatar">
                  <Avatar src={row.avatar || undefined}>{row.nickname.slice(0, 1)}</Avatar>
                  <span title={row.nickname}>{row.nickname}</span>
                </span>
              ),
            },
            {
              title: t('platform.users.email'),
              width: 170,
              // An address is one long word: it stays whole on one line, cut with an ellipsis, never widening the table.
              render: (_, row) => (
                <span className="cell-line" title={row.email ?? ''}>
                  {row.email}
                </span>
              ),
            },
            { title: t('platform.users.phone'), dataIndex: 'phone' },
            { title: t('platform.users.role'), render: (_, row) => <RoleTags user={row} /> },
            {
              title: t('platform.users.registered'),
              width: 180,
              className: 'nowrap',
              render: (_, row) => formatTime(row.createTime, language),
            },
            {
              title: t('platform.common.actions'),
              width: 150,
              render: (_, row) => (
                <Space size={4}>
                  <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
                    {t('common.actions.view')}
                  </Button>
                  <UserStatusButton user={row} size="small" />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <UserDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function UserDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const detail = useQuery({ ...userQuery(id ?? 0), enabled: id !== null });
  const u = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={560}
      title={u?.nickname}
      loading={detail.isLoading}
      extra={u && <RoleTags user={u} />}
      footer={
        u && (
          <Space>
            <Popconfirm
              title={t('platform.users.signOutConfirm', { name: u.nickname })}
              description={<div style={{ maxWidth: 300 }}>{t('platform.users.signOutHint')}</div>}
              onConfirm={() =>
                signOutUser(u.id).then(
                  () => client.invalidateQueries({ queryKey: ['platform', 'users', 'one', u.id] }),
                  () => undefined,
                )
              }
            >
              <Button danger disabled={u.liveSessions === 0}>
                {t('platform.users.signOut')}
              </Button>
            </Popconfirm>
            <UserStatusButton user={u} type="default" />
          </Space>
        )
      }
    >
      {u && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="ID">{u.id}</Descriptions.Item>
          <Descriptions.Item label={t('platform.users.email')}>{u.email}</Descriptions.Item>
          <Descriptions.Item label={t('platform.users.phone')}>{u.phone}</Descriptions.Item>
          {u.isGuest && <Descriptions.Item label={t('platform.users.guestEmail')}>{u.guestEmail}</Descriptions.Item>}
          {u.merchantName && (
            <Descriptions.Item label={t('platform.users.shop')}>
              {u.merchantName} (#{u.merchantId})
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('platform.users.orders')}>{u.orderCount}</Descriptions.Item>
          <Descriptions.Item label={t('platform.users.paidTotal')}>{u.paidTotal}</Descriptions.Item>
          <Descriptions.Item label={t('platform.users.addresses')}>{u.addressCount}</Descriptions.Item>
          <Descriptions.Item label={t('platform.users.liveSessions')}>{u.liveSessions}</Descriptions.Item>
          <Descriptions.Item label={t('platform.users.lastSignIn')}>
            {formatTime(u.lastSignIn, language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('platform.users.registered')}>
            {formatTime(u.createTime, language)}
          </Descriptions.Item>
          {u.disabledAt && (
            <Descriptions.Item label={t('platform.users.disabledAt')}>
              {formatTime(u.disabledAt, language)}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
    </Drawer>
  );
}
