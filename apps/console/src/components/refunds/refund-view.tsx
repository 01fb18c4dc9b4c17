import { type MerchantRefund, type RefundStatus, toCents } from '@mall/contract';
import { Descriptions, Space, Table, Tag, Typography } from 'antd';
import { dateTime, money } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { WholeNumbers } from '../orders/order-line-text';
import { Picture } from '../picture';

const COLOURS: Record<RefundStatus, string> = {
  reviewing: 'orange',
  awaiting_return: 'blue',
  returning: 'purple',
  refunding: 'gold',
  refunded: 'green',
  refused: 'red',
  revoked: 'default',
};

export function RefundStatusTag({ status }: { status: RefundStatus }) {
  const t = useT();
  return <Tag color={COLOURS[status]}>{t(`merchant.refunds.status.${status}`)}</Tag>;
}

/**
 * A refund's state as the consoles show it: a refund the mall closed for customer service after its card payments
 * failed (decision 0052) reads as such, not "refunded" (the buyer has not got the money), and once the operator paid
 * the buyer all of it another way, as paid that way.
 */
export function RefundStateTag({ refund }: { refund: MerchantRefund }) {
  const t = useT();
  if (refund.status === 'refunded' && refund.closedUnpaid) {
    return (
      <Tag color="volcano" data-testid="refund-closed-for-service">
        {t('merchant.refunds.closedForService')}
      </Tag>
    );
  }
  if (refund.paidAnotherWay) {
    return (
      <Tag color="green" data-testid="refund-paid-another-way">
        {t('merchant.refunds.paidAnotherWayTag')}
      </Tag>
    );
  }
  return <RefundStatusTag status={refund.status} />;
}

/**
 * The freight a refund gives back or keeps back (issue 21), under its amount: the shop sees it before deciding, the
 * platform's list says it too (audit DB3: only the total).
 */
export function FreightNote({ refund }: { refund: MerchantRefund }) {
  const t = useT();
  const lines = [
    toCents(refund.freight) > 0 ? `${t('merchant.refunds.freightBack')} ${money(refund.freight)}` : null,
    toCents(refund.freightDeducted) > 0
      ? `${t('merchant.refunds.freightKept')} ${money(refund.freightDeducted)}`
      : null,
  ].filter((line): line is string => line !== null);
  if (lines.length === 0) return null;
  return (
    <div data-testid="refund-freight-note">
      {lines.map((line) => (
        <Typography.Text key={line} type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {line}
        </Typography.Text>
      ))}
    </div>
  );
}

/** A refund's facts, items and pictures: the shop's drawer and the platform's show the same. */
export function RefundDetail({ refund }: { refund: MerchantRefund }) {
  const t = useT();
  const deadline = refund.status === 'returning' ? 'receiveBy' : 'decideBy';
  // Closed for customer service (decision 0052): what the platform holds for the buyer and what it paid another way.
  const forService = refund.status === 'refunded' && (refund.closedUnpaid || refund.paidAnotherWay);
  // Finished, but money still held for the buyer: nothing has reached them yet.
  const heldUnpaid = refund.status === 'refunded' && (refund.closedUnpaid === true || toCents(refund.heldForBuyer) > 0);
  return (
    <>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('merchant.orders.state')}>
          <RefundStateTag refund={refund} />
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.refunds.type')}>
          {t(`merchant.refunds.types.${refund.type}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.refunds.order')}>{refund.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.refunds.amount')}>
          <span data-testid="refund-amount">{money(refund.amount)}</span>
        </Descriptions.Item>
        {toCents(refund.freight) > 0 && (
          <Descriptions.Item label={t('merchant.refunds.freightBack')} span={2}>
            <span data-testid="refund-freight-back">{money(refund.freight)}</span>
          </Descriptions.Item>
        )}
        {toCents(refund.freightDeducted) > 0 && (
          <Descriptions.Item label={t('merchant.refunds.freightKept')} span={2}>
            <span data-testid="refund-freight-kept">{money(refund.freightDeducted)}</span>{' '}
            {t('merchant.refunds.freightKeptHint')}
          </Descriptions.Item>
        )}
        {/* By when the shop must act (audit AM11): a request not decided by then is accepted for the shop, returned
            goods not confirmed by then count as received and are paid back (the server's minute sweep does it). */}
        {refund.shopDeadline ? (
          <Descriptions.Item label={t(`merchant.refunds.${deadline}`)} span={2}>
            <span data-testid="refund-deadline">{dateTime(refund.shopDeadline)}</span>{' '}
            {t(`merchant.refunds.${deadline}Hint`)}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('merchant.refunds.reason')} span={2}>
          {refund.reason}
        </Descriptions.Item>
        <Descriptions.Item label={t('merchant.refunds.explain')} span={2}>
          {refund.explain || '—'}
        </Descriptions.Item>
        {refund.refuseReason ? (
          <Descriptions.Item
            label={t(
              refund.closedUnpaid || refund.paidAnotherWay
                ? 'merchant.refunds.closedReason'
                : 'merchant.refunds.refuseReason',
            )}
            span={2}
          >
            <span data-testid="refund-refuse-reason">{refund.refuseReason}</span>
          </Descriptions.Item>
        ) : null}
        {forService ? (
          <Descriptions.Item label={t('merchant.refunds.heldForBuyer')} span={2}>
            <span data-testid="refund-held-for-buyer">{money(refund.heldForBuyer)}</span>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {t('merchant.refunds.heldForBuyerHint')}
            </Typography.Text>
          </Descriptions.Item>
        ) : null}
        {toCents(refund.paidAnotherWayAmount) > 0 ? (
          <Descriptions.Item label={t('merchant.refunds.paidAnotherWay')} span={2}>
            <span data-testid="refund-paid-another-way-amount">{money(refund.paidAnotherWayAmount)}</span>
          </Descriptions.Item>
        ) : null}
        {/* A ternary, not `&&`: an empty tracking number would leave an empty string, drawn as an empty cell. */}
        {refund.trackingNo ? (
          <Descriptions.Item label={t('merchant.refunds.returnParcel')} span={2}>
            {refund.courier} {refund.trackingNo}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('merchant.refunds.buyer')}>{refund.buyer.nickname}</Descriptions.Item>
        <Descriptions.Item label={t('merchant.refunds.created')}>{dateTime(refund.createTime)}</Descriptions.Item>
        {/* When the money left for the buyer (audit FF2): for a refund closed for customer service, when the last of
            what the platform held was paid, and not paid yet while it holds some (the server's `refundTime`). */}
        <Descriptions.Item label={t('merchant.refunds.refundedAt')} span={2}>
          <span data-testid="refund-paid-time">
            {refund.refundTime ? dateTime(refund.refundTime) : heldUnpaid ? t('merchant.refunds.notPaidYet') : '—'}
          </span>
        </Descriptions.Item>
      </Descriptions>
      {refund.images.length > 0 && (
        <Picture.PreviewGroup>
          <Space>
            {refund.images.map((src, i) => (
              <Picture
                key={src}
                src={src}
                alt={t('common.a11y.picture', { n: i + 1 })}
                width={80}
                height={80}
                style={{ objectFit: 'cover' }}
              />
            ))}
          </Space>
        </Picture.PreviewGroup>
      )}
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={refund.items}
        columns={[
          {
            title: t('merchant.orders.item'),
            key: 'name',
            render: (_, i) => <WholeNumbers text={`${i.name} ${i.skuText}`} />,
          },
          { title: t('merchant.orders.quantity'), dataIndex: 'quantity', width: 80 },
          { title: t('merchant.refunds.amount'), key: 'amount', width: 110, render: (_, i) => money(i.amount) },
        ]}
      />
    </>
  );
}
