import { PlusOutlined } from '@ant-design/icons';
import type { ConsoleCoupon } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Progress, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, usePagedFilters } from '../../../components/paged-list';
import { money } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { closeCoupon, couponsQuery } from '../api/coupons';
import { formatTime } from '../components/format';
import { CouponForm } from './coupon-form';

type Status = 'all' | 'open' | 'closed';

/** The platform's own coupons, good in every shop: create, see how many were taken and used, close. */
export default function CouponsPage() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ status: Status }>({ status: 'all' });
  const { status } = filters;
  const [creating, setCreating] = useState(false);
  const list = useQuery(couponsQuery({ status: status === 'all' ? undefined : status, page, limit: 20 }));
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'coupons'] });

  const validity = (c: ConsoleCoupon) =>
    c.validDays
      ? t('platform.coupons.validDays', { count: c.validDays })
      : `${formatTime(c.validFrom, language)} → ${formatTime(c.validTo, language)}`;

  return (
    <>
      <PageHeader
        title={t('platform.menu.coupons')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="coupon-add">
            {t('platform.coupons.add')}
          </Button>
        }
      />
      <Card>
        <Segmented<Status>
          value={status}
          onChange={(value) => setFilter('status', value)}
          options={(['all', 'open', 'closed'] as const).map((value) => ({
            value,
            label: t(`platform.coupons.status.${value}`),
          }))}
          style={{ marginBottom: 16 }}
        />
        <PagedTable<ConsoleCoupon>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="coupons-table"
          columns={[
            { title: t('platform.coupons.name'), dataIndex: 'name' },
            {
              title: t('platform.coupons.scope'),
              width: 140,
              render: (_, row) =>
                row.useType === 3
                  ? `${t('platform.coupons.useTypes.3')}: ${row.categoryName}`
                  : row.useType === 2
                    ? t('platform.coupons.goodsCount', { count: row.productIds.length })
                    : t('platform.coupons.useTypes.1'),
            },
            {
              title: t('platform.coupons.discount'),
              width: 150,
              render: (_, row) =>
                Number(row.minSpend) > 0
                  ? t('platform.coupons.offOver', { money: money(row.money), min: money(row.minSpend) })
                  : t('platform.coupons.off', { money: money(row.money) }),
            },
            { title: t('platform.coupons.validity'), width: 190, render: (_, row) => validity(row) },
            {
              title: t('platform.coupons.takenUsed'),
              width: 140,
              render: (_, row) => (
                <>
                  <div>
                    {row.taken} / {row.total || '∞'} · {t('platform.coupons.used', { count: row.used })}
                  </div>
                  {row.total > 0 && (
                    <Progress percent={Math.round((row.taken * 100) / row.total)} size="small" showInfo={false} />
                  )}
                </>
              ),
            },
            {
              title: t('platform.coupons.statusTitle'),
              width: 80,
              render: (_, row) =>
                row.status === 'open' ? (
                  <Tag color="green">{t('platform.coupons.status.open')}</Tag>
                ) : (
                  <Tag>{t('platform.coupons.status.closed')}</Tag>
                ),
            },
            {
              title: t('platform.common.actions'),
              width: 80,
              render: (_, row) =>
                row.status === 'open' && (
                  <Popconfirm
                    title={t('platform.coupons.closeConfirm', { name: row.name })}
                    description={<div style={{ maxWidth: 300 }}>{t('platform.coupons.closeHint')}</div>}
                    onConfirm={() => closeCoupon(row.id, row.version).then(refresh, () => undefined)}
                  >
                    <Button type="link" danger>
                      {t('platform.coupons.close')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
      <CouponForm
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
