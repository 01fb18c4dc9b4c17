import { type AdminOrderRow, MERCHANT_ORDER_STATUSES, type MerchantOrderStatus } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { OrderDrawer } from '../../../components/orders/order-drawer';
import { OrderLineCell } from '../../../components/orders/order-line-text';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, SearchFilter, usePagedFilters } from '../../../components/paged-list';
import { dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { platformOrdersQuery } from '../api/overview';
import { ShopSelect } from '../components/shop-select';

/** Every shop's orders: by state, shop and order number or consignee; the detail opens read-only. */
export default function PlatformOrdersPage() {
  const t = useT();
  const { filters, setFilter, page, setPage } = usePagedFilters<{
    status?: MerchantOrderStatus;
    keyword?: string;
    merId?: number;
  }>({});
  const list = useQuery(platformOrdersQuery({ ...filters, page, limit: 20 }));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={t('platform.menu.orders')} />
      <Card>
        <FilterBar>
          <ShopSelect value={filters.merId} onChange={(merId) => setFilter('merId', merId)} />
          <SearchFilter
            placeholder={t('merchant.orders.searchPlaceholder')}
            onSearch={(keyword) => setFilter('keyword', keyword)}
          />
        </FilterBar>
        <Tabs
          activeKey={filters.status ?? 'all'}
          onChange={(key) => setFilter('status', key === 'all' ? undefined : (key as MerchantOrderStatus))}
          items={['all', ...MERCHANT_ORDER_STATUSES].map((key) => ({
            key,
            label: key === 'all' ? t('merchant.orders.all') : t(`merchant.orders.status.${key}`),
          }))}
        />
        <PagedTable<AdminOrderRow>
          rowKey="orderNo"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="platform-orders-table"
          columns={[
            {
              // The shop under the order number: the items keep room at 1200 px (audit CJ item 3).
              title: `${t('merchant.orders.orderNo')} · ${t('platform.overview.shop')}`,
              key: 'orderNo',
              width: 200,
              className: 'nowrap',
              render: (_, row) => (
                <>
                  <Typography.Link onClick={() => setOpen(row.orderNo)}>{row.orderNo}</Typography.Link>
                  <span className="cell-line" title={row.merName}>
                    {row.merName}
                  </span>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dateTime(row.createTime)}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: t('merchant.orders.items'),
              key: 'items',
              render: (_, row) =>
                row.items.map((item) => <OrderLineCell key={`${item.name}-${item.skuText}`} item={item} />),
            },
            {
              title: t('merchant.orders.consignee'),
              key: 'consignee',
              // At least this wide, and as wide as the name and phone (cell-fit) so that they are read and copied whole
              // (audit DS9: cut to "Demo Shop…"); the items take the rest.
              width: 120,
              render: (_, r) => <span className="cell-fit">{r.consignee.realName}</span>,
            },
            {
              title: t('merchant.orders.amount'),
              key: 'pay',
              width: 90,
              className: 'nowrap',
              render: (_, row) => money(row.payFee),
            },
            {
              title: t('merchant.orders.state'),
              key: 'status',
              width: 110,
              render: (_, row) => <OrderStatusTag status={row.status} />,
            },
            {
              title: t('platform.common.actions'),
              key: 'actions',
              width: 80,
              className: 'nowrap',
              render: (_, row) => (
                <Button size="small" onClick={() => setOpen(row.orderNo)}>
                  {t('common.actions.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <OrderDrawer orderNo={open} onClose={() => setOpen(null)} readOnly />
    </>
  );
}
