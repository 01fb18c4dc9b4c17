import { DownloadOutlined } from '@ant-design/icons';
import { MERCHANT_ORDER_STATUSES, type MerchantOrderRow, type MerchantOrderStatus } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Table, Tabs, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DateRangePicker } from '../../../components/date-range-picker';
import { OrderDrawer } from '../../../components/orders/order-drawer';
import { OrderLineCell } from '../../../components/orders/order-line-text';
import { OrderStatusTag } from '../../../components/orders/order-status-tag';
import { PageHeader } from '../../../components/page-header';
import { useClearable, usePageButtons } from '../../../lib/antd-icons';
import { dateLocale, dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { exportOrders, type OrderFilter, ordersQuery } from '../api/orders';
import { useShopTimeZone } from '../api/shop-profile';

function isStatus(value: string | null): value is MerchantOrderStatus {
  return (MERCHANT_ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

export default function OrdersPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const clearable = useClearable();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: OrderFilter = {
    status: isStatus(status) ? status : undefined,
    keyword: params.get('keyword') || undefined,
    page: Number(params.get('page')) || 1,
    limit: Number(params.get('limit')) || 20,
  };
  const update = (change: Partial<OrderFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '') search.set(key, String(value));
    setParams(search, { replace: true });
  };
  const { data, isFetching } = useQuery(ordersQuery(filter));
  const [open, setOpen] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // The days the export takes, the shop's (audit AW5: no range, and a silent stop at the newest 10,000).
  const [exportDays, setExportDays] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [capped, setCapped] = useState<number | null>(null);
  // Times in the list and the drawer on the same clock as the export's days and the statement (audit DS5: the list said
  // the 5th in the browser's zone while the file put the same orders on the shop's 6th).
  const zone = useShopTimeZone();

  return (
    <>
      <PageHeader
        title={t('merchant.menu.orders')}
        extra={
          <Flex gap={8} wrap>
            <DateRangePicker
              allowEmpty={[true, true]}
              value={exportDays}
              onChange={(range) => setExportDays(range)}
              placeholder={[t('merchant.orders.exportFrom'), t('merchant.orders.exportTo')]}
              aria-label={t('merchant.orders.exportDays')}
              data-testid="export-days"
            />
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              data-testid="export-orders"
              onClick={async () => {
                setExporting(true);
                setCapped(null);
                const from = exportDays?.[0]?.format('YYYY-MM-DD');
                const to = exportDays?.[1]?.format('YYYY-MM-DD');
                await exportOrders(
                  { status: filter.status, keyword: filter.keyword, from, to },
                  t('common.errors.other'),
                )
                  .then(setCapped)
                  .finally(() => setExporting(false));
              }}
            >
              {t('merchant.orders.export')}
            </Button>
            {/* After the button: when the header wraps, the note goes below rather than the button. */}
            {zone && (
              <Typography.Text type="secondary" style={{ alignSelf: 'center' }} data-testid="orders-zone">
                {t('common.zones.shopTimes', { zone })}
              </Typography.Text>
            )}
          </Flex>
        }
      />
      {capped !== null && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setCapped(null)}
          style={{ marginBottom: 16 }}
          title={t('merchant.orders.exportCapped', { n: capped.toLocaleString(dateLocale()) })}
          data-testid="export-capped"
        />
      )}
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Tabs
            activeKey={filter.status ?? 'all'}
            onChange={(key) => update({ status: key === 'all' ? undefined : (key as MerchantOrderStatus) })}
            items={['all', ...MERCHANT_ORDER_STATUSES].map((key) => ({
              key,
              label: key === 'all' ? t('merchant.orders.all') : t(`merchant.orders.status.${key}`),
            }))}
            style={{ marginBottom: 0 }}
          />
          <Input.Search
            allowClear={clearable}
            defaultValue={filter.keyword}
            placeholder={t('merchant.orders.searchPlaceholder')}
            onSearch={(keyword) => update({ keyword: keyword.trim() || undefined })}
            // Wide enough for the placeholder in every language ("Numéro, destinataire ou téléphone", audit DS9).
            style={{ width: 360, maxWidth: '100%' }}
            aria-label={t('merchant.orders.searchPlaceholder')}
          />
        </Flex>
        <Table<MerchantOrderRow>
          rowKey="orderNo"
          loading={isFetching}
          dataSource={data?.list}
          pagination={{
            ...pageButtons,
            current: filter.page,
            pageSize: filter.limit,
            total: data?.total,
            showSizeChanger: true,
            showTotal: (total) => t('merchant.common.total', { total }),
            onChange: (page, limit) => update({ page, limit }),
          }}
          columns={[
            {
              title: t('merchant.orders.orderNo'),
              key: 'orderNo',
              width: 200,
              className: 'nowrap',
              render: (_, row) => (
                <>
                  <Typography.Link onClick={() => setOpen(row.orderNo)}>{row.orderNo}</Typography.Link>
                  <div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {dateTime(row.createTime, zone)}
                    </Typography.Text>
                  </div>
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
              render: (_, row) => {
                const phone = [row.consignee.countryCode, row.consignee.phone].filter(Boolean).join(' ');
                return (
                  <>
                    <span className="cell-fit">{row.consignee.realName}</span>
                    <Typography.Text
                      type="secondary"
                      style={{ fontSize: 12, whiteSpace: 'nowrap' }}
                      className="cell-fit"
                    >
                      {phone}
                    </Typography.Text>
                  </>
                );
              },
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
              title: t('merchant.common.actions'),
              key: 'actions',
              width: 90,
              className: 'nowrap',
              render: (_, row) => (
                <Button
                  size="small"
                  type={row.status === 'to_ship' ? 'primary' : 'default'}
                  onClick={() => setOpen(row.orderNo)}
                  data-testid={`open-${row.orderNo}`}
                >
                  {row.status === 'to_ship' ? t('merchant.orders.ship') : t('common.actions.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <OrderDrawer orderNo={open} onClose={() => setOpen(null)} timeZone={zone} />
    </>
  );
}
