import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleCoupon } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { usePageButtons } from '../../../lib/antd-icons';
import { dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { type CouponFilter, closeCoupon, couponsQuery } from '../api/coupons';
import { CreateCouponModal } from './create-coupon-modal';

export default function CouponsPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<CouponFilter>({ page: 1, limit: 20 });
  const { data, isFetching } = useQuery(couponsQuery(filter));
  const [creating, setCreating] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['merchant', 'coupons'] });

  const validityText = (c: ConsoleCoupon) =>
    c.validDays !== null
      ? t('merchant.coupons.daysAfter', { count: c.validDays })
      : `${dateTime(c.validFrom)} – ${dateTime(c.validTo)}`;

  return (
    <>
      <PageHeader
        title={t('merchant.menu.coupons')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('merchant.coupons.create')}
          </Button>
        }
      />
      <Card>
        <Tabs
          activeKey={filter.status ?? 'all'}
          onChange={(key) =>
            setFilter({ page: 1, limit: filter.limit, status: key === 'all' ? undefined : (key as 'open') })
          }
          items={[
            { key: 'all', label: t('merchant.orders.all') },
            { key: 'open', label: t('merchant.coupons.open') },
            { key: 'closed', label: t('merchant.coupons.closed') },
          ]}
        />
        <Table<ConsoleCoupon>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={{
            ...pageButtons,
            current: filter.page,
            pageSize: filter.limit,
            total: data?.total,
            showTotal: (total) => t('merchant.common.total', { total }),
            onChange: (page, limit) => setFilter({ ...filter, page, limit }),
          }}
          columns={[
            { title: t('merchant.coupons.name'), dataIndex: 'name' },
            {
              title: t('merchant.coupons.useType'),
              key: 'useType',
              width: 150,
              render: (_, c) => (
                <>
                  {t(`merchant.coupons.useTypes.${c.useType}`)}
                  {c.useType === 3 && c.categoryName && (
                    <Typography.Text type="secondary"> · {c.categoryName}</Typography.Text>
                  )}
                  {c.useType === 2 && (
                    <Typography.Text type="secondary">
                      {' '}
                      · {t('merchant.coupons.productCount', { count: c.productIds.length })}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            {
              title: t('merchant.coupons.money'),
              key: 'money',
              width: 150,
              render: (_, c) => (
                <>
                  {money(c.money)}
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {Number(c.minSpend) > 0
                        ? t('merchant.coupons.over', { amount: money(c.minSpend) })
                        : t('merchant.coupons.noMinimum')}
                    </Typography.Text>
                  </div>
                </>
              ),
            },
            { title: t('merchant.coupons.validity'), key: 'validity', width: 220, render: (_, c) => validityText(c) },
            {
              title: t('merchant.coupons.taken'),
              key: 'taken',
              width: 110,
              render: (_, c) => `${c.taken} / ${c.total === 0 ? '∞' : c.total}`,
            },
            { title: t('merchant.coupons.used'), dataIndex: 'used', width: 80 },
            {
              title: t('merchant.orders.state'),
              key: 'status',
              width: 100,
              render: (_, c) => (
                <Tag color={c.status === 'open' ? 'green' : 'default'}>
                  {c.status === 'open' ? t('merchant.coupons.open') : t('merchant.coupons.closed')}
                </Tag>
              ),
            },
            {
              title: t('merchant.common.actions'),
              key: 'actions',
              width: 100,
              render: (_, c) =>
                c.status === 'open' && (
                  <Popconfirm
                    title={t('merchant.coupons.closeConfirm')}
                    onConfirm={() => closeCoupon(c.id, c.version).then(refresh, () => undefined)}
                  >
                    <Button size="small" danger>
                      {t('common.actions.close')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <CreateCouponModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void refresh();
        }}
      />
    </>
  );
}
