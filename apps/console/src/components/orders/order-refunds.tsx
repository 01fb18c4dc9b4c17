import type { AdminOrderDetail, MerchantOrderDetail, TakenBack } from '@mall/contract';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { dateTime, money } from '../../lib/format';
import { useT } from '../../lib/i18n';

/** What a refund made at Stripe or a dispute is now, in the operator's words (Stripe's own status otherwise). */
function takenBackState(row: TakenBack): string {
  if (row.kind === 'refund') return 'given';
  if (row.closeTime === null) return 'open';
  return row.status === 'won' || row.status === 'lost' ? row.status : 'closed';
}

/**
 * Money Stripe took back of the order's payment without the mall (decision 0051), for the operator: refunds made at
 * Stripe and disputes, with a dispute's evidence deadline.
 */
function TakenBackCard({ rows }: { rows: TakenBack[] }) {
  const t = useT();
  return (
    <Card size="small" title={t('platform.takenBack.title')} data-testid="taken-back">
      <Typography.Paragraph type="secondary">{t('platform.takenBack.hint')}</Typography.Paragraph>
      <Table<TakenBack>
        size="small"
        rowKey="ref"
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('platform.takenBack.reason'),
            key: 'kind',
            render: (_, r) => (
              <Space direction="vertical" size={0}>
                <span>{t(r.kind === 'refund' ? 'platform.takenBack.refund' : 'platform.takenBack.dispute')}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {r.ref}
                  {r.reason ? ` · ${r.reason}` : ''}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('platform.takenBack.amount'),
            key: 'amount',
            width: 110,
            render: (_, r) => money(r.amount),
          },
          {
            title: t('platform.takenBack.shopPart'),
            key: 'shopPart',
            width: 110,
            render: (_, r) => money(r.shopPart),
          },
          {
            title: t('platform.takenBack.dueBy'),
            key: 'dueBy',
            width: 150,
            render: (_, r) => (r.dueBy ? dateTime(r.dueBy) : '—'),
          },
          {
            key: 'state',
            width: 90,
            render: (_, r) => {
              const state = takenBackState(r);
              return <Tag color={state === 'open' ? 'orange' : undefined}>{t(`platform.takenBack.${state}`)}</Tag>;
            },
          },
        ]}
      />
    </Card>
  );
}

/**
 * What became of the order's money after it was paid, beside its amounts: in the platform's view the money Stripe
 * took back (`TakenBackCard`), and for both consoles each refund closed for customer service (decision 0052: the card
 * refused it, the platform holds the money for the buyer), with what is held and what was paid another way.
 */
export function OrderRefunds({
  order,
  readOnly,
}: {
  order: MerchantOrderDetail | AdminOrderDetail;
  /** The platform's view: it alone carries the money taken back, and is told where to pay the buyer another way. */
  readOnly: boolean;
}) {
  const t = useT();
  // Only the platform's view carries it (AdminOrderDetail).
  const takenBack = (order as Partial<AdminOrderDetail>).takenBack ?? [];
  return (
    <>
      {readOnly && takenBack.length > 0 && <TakenBackCard rows={takenBack} />}
      {/* Refunds closed for customer service (decision 0052): the card refused them, the platform holds the money. */}
      {(order.closedForService ?? []).map((r) => (
        <Alert
          key={r.refundNo}
          type={Number(r.heldForBuyer) > 0 ? 'warning' : 'info'}
          showIcon
          data-testid="order-refund-closed-for-service"
          title={t('merchant.orders.closedForService', { refundNo: r.refundNo })}
          description={
            <>
              <div>{r.reason}</div>
              <div>
                {t('merchant.refunds.heldForBuyer')}: <strong>{money(r.heldForBuyer)}</strong>
                {Number(r.paidAnotherWay) > 0 && (
                  <>
                    {' · '}
                    {t('merchant.refunds.paidAnotherWay')}: <strong>{money(r.paidAnotherWay)}</strong>
                  </>
                )}
              </div>
              {/* When the last of its money left the platform for the buyer (audit FF2). */}
              <div data-testid="order-refund-paid-time">
                {t('merchant.refunds.refundedAt')}:{' '}
                <strong>{r.refundTime ? dateTime(r.refundTime) : t('merchant.refunds.notPaidYet')}</strong>
              </div>
              {readOnly && Number(r.heldForBuyer) > 0 && <div>{t('platform.refunds.payOtherFromRefunds')}</div>}
            </>
          }
        />
      ))}
    </>
  );
}
