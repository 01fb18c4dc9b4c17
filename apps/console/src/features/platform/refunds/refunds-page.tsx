import { type AdminRefund, REFUND_STATUSES, type RefundStatus } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Drawer, Flex, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, usePagedFilters } from '../../../components/paged-list';
import { FreightNote, RefundDetail, RefundStatusTag } from '../../../components/refunds/refund-view';
import { dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { platformRefundsQuery } from '../api/overview';
import { platformAcceptRefund, platformPayBackAgain, platformReceiveReturn } from '../api/refund-actions';
import { ShopSelect } from '../components/shop-select';

/**
 * A suspended shop's refund, decided by the platform (decision 0043): accept, confirm the returned goods, pay back
 * again. The answer is the refund as it is now.
 */
function SuspendedShopActions({ refund, onDone }: { refund: AdminRefund; onDone: (next: AdminRefund) => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<AdminRefund>) => {
    setBusy(true);
    try {
      onDone(await action());
    } catch {
      // The server's message is shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="platform-refund-suspended"
      title={t('platform.refunds.suspendedTitle')}
      description={t('platform.refunds.suspendedHint')}
      action={
        <Space direction="vertical">
          {refund.status === 'reviewing' && (
            <Popconfirm
              title={
                refund.type === 'return'
                  ? t('merchant.refunds.acceptReturnConfirm')
                  : t('merchant.refunds.acceptConfirm')
              }
              onConfirm={() => run(() => platformAcceptRefund(refund.refundNo))}
            >
              <Button type="primary" size="small" loading={busy} data-testid="platform-refund-accept">
                {t('merchant.refunds.accept')}
              </Button>
            </Popconfirm>
          )}
          {refund.status === 'returning' && (
            <Popconfirm
              title={t('merchant.refunds.receiveConfirm')}
              onConfirm={() => run(() => platformReceiveReturn(refund.refundNo))}
            >
              <Button type="primary" size="small" loading={busy}>
                {t('merchant.refunds.receive')}
              </Button>
            </Popconfirm>
          )}
          {refund.status === 'refunding' && (
            <Button size="small" loading={busy} onClick={() => run(() => platformPayBackAgain(refund.refundNo))}>
              {t('merchant.refunds.payAgain')}
            </Button>
          )}
        </Space>
      }
    />
  );
}

/** Every shop's refunds and returns by state and shop; the shop decides them, the operator sees them. */
export default function PlatformRefundsPage() {
  const t = useT();
  const client = useQueryClient();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ status?: RefundStatus; merId?: number }>({});
  const list = useQuery(platformRefundsQuery({ ...filters, page, limit: 20 }));
  const [open, setOpen] = useState<AdminRefund | null>(null);
  return (
    <>
      <PageHeader title={t('platform.menu.refunds')} />
      <Card>
        <FilterBar>
          <ShopSelect value={filters.merId} onChange={(merId) => setFilter('merId', merId)} />
        </FilterBar>
        <Tabs
          activeKey={filters.status ?? 'all'}
          onChange={(key) => setFilter('status', key === 'all' ? undefined : (key as RefundStatus))}
          items={['all', ...REFUND_STATUSES].map((key) => ({
            key,
            label: key === 'all' ? t('merchant.orders.all') : t(`merchant.refunds.status.${key}`),
          }))}
        />
        <PagedTable<AdminRefund>
          rowKey="refundNo"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="platform-refunds-table"
          columns={[
            {
              // The shop under the refund number: the reason keeps room at 1200 px (audit CJ item 3).
              title: `${t('merchant.refunds.refundNo')} · ${t('platform.overview.shop')}`,
              key: 'no',
              width: 200,
              className: 'nowrap',
              render: (_, r) => (
                <>
                  <Typography.Link onClick={() => setOpen(r)}>{r.refundNo}</Typography.Link>
                  <span className="cell-line" title={r.merName}>
                    {r.merName}
                  </span>
                </>
              ),
            },
            {
              title: t('merchant.refunds.reason'),
              key: 'reason',
              render: (_, r) => (
                <>
                  <Tag>{t(`merchant.refunds.types.${r.type}`)}</Tag>
                  <span className="cell-two-lines" title={r.reason}>
                    {r.reason}
                  </span>
                </>
              ),
            },
            {
              title: t('merchant.refunds.amount'),
              key: 'amount',
              width: 130,
              render: (_, r) => (
                <>
                  <span style={{ whiteSpace: 'nowrap' }}>{money(r.amount)}</span>
                  <FreightNote refund={r} />
                </>
              ),
            },
            {
              title: t('merchant.orders.state'),
              key: 'status',
              width: 120,
              render: (_, r) => <RefundStatusTag status={r.status} />,
            },
            {
              title: t('merchant.refunds.created'),
              key: 'created',
              width: 140,
              className: 'nowrap',
              render: (_, r) => dateTime(r.createTime),
            },
          ]}
        />
      </Card>
      <Drawer open={open !== null} onClose={() => setOpen(null)} width={680} title={open?.refundNo} destroyOnHidden>
        {open && (
          <Flex vertical gap={16}>
            <Typography.Text strong>{open.merName}</Typography.Text>
            {open.shopSuspended && ['reviewing', 'returning', 'refunding'].includes(open.status) && (
              <SuspendedShopActions
                refund={open}
                onDone={(next) => {
                  setOpen(next);
                  void client.invalidateQueries({ queryKey: ['platform', 'refunds'] });
                }}
              />
            )}
            <RefundDetail refund={open} />
          </Flex>
        )}
      </Drawer>
    </>
  );
}
