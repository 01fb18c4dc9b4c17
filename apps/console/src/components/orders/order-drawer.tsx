import type { MerchantOrderDetail } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { dateTime, money } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { seenChars } from '../../lib/seen-chars';
import { Picture } from '../picture';
import { addLogisticsEvent, orderQuery, platformOrderQuery, refundToBuyer } from './order-api';
import { WholeNumbers } from './order-line-text';
import { OrderRefunds } from './order-refunds';
import { OrderStatusTag } from './order-status-tag';
import { CorrectShipmentForm, ShipForm } from './ship-form';
import { phoneOf, printShippingLabel } from './shipping-label';

function LogisticsEventForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await addLogisticsEvent(orderNo, text.trim());
      setText('');
      onDone();
    } catch {
      // Message shown; the text stays.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        value={text}
        count={seenChars(200, false)}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={submit}
        placeholder={t('merchant.orders.eventPlaceholder')}
        aria-label={t('merchant.orders.eventPlaceholder')}
        data-testid="logistics-text"
      />
      <Button type="primary" onClick={submit} loading={busy} disabled={!text.trim()} data-testid="logistics-add">
        {t('merchant.orders.addEvent')}
      </Button>
    </Space.Compact>
  );
}

/** A mistyped tracking number or deliverer is corrected while the parcel is on its way (audit AM2). */
function ShipmentCorrection({ order, onDone }: { order: MerchantOrderDetail; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }} data-testid="correct-shipment">
        {t('merchant.orders.correctShipment')}
      </Button>
    );
  }
  const { logistics } = order;
  return (
    <CorrectShipmentForm
      orderNo={order.orderNo}
      shipment={{
        method: logistics.deliveryMethod === 'deliver' ? 'deliver' : 'send',
        courierCompany: logistics.courierCompany ?? '',
        trackingNo: logistics.trackingNo ?? '',
        courierName: logistics.courierName ?? '',
        courierPhone: logistics.courierPhone ?? '',
      }}
      onDone={() => {
        setOpen(false);
        onDone();
      }}
    />
  );
}

/** How the order went: the courier and tracking number, or the shop's own deliverer and phone. */
function ShipmentFields({ logistics }: { logistics: MerchantOrderDetail['logistics'] }) {
  const t = useT();
  const deliver = logistics.deliveryMethod === 'deliver';
  const method = { send: 'methodSend', deliver: 'methodDeliver', virtual: 'methodVirtual' }[logistics.deliveryMethod];
  return (
    <Descriptions size="small" column={2} data-testid="shipment">
      <Descriptions.Item label={t('merchant.orders.method')} span={2}>
        {t(`merchant.orders.${method}`)}
      </Descriptions.Item>
      {!deliver && (
        <>
          <Descriptions.Item label={t('merchant.orders.courierCompany')}>
            {logistics.courierCompany || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('merchant.orders.trackingNo')}>{logistics.trackingNo || '—'}</Descriptions.Item>
        </>
      )}
      {(deliver || logistics.courierName) && (
        <Descriptions.Item label={t(deliver ? 'merchant.orders.delivererName' : 'merchant.orders.courierName')}>
          {logistics.courierName || '—'}
        </Descriptions.Item>
      )}
      {(deliver || logistics.courierPhone) && (
        <Descriptions.Item label={t(deliver ? 'merchant.orders.delivererPhone' : 'merchant.orders.courierPhone')}>
          {logistics.courierPhone || '—'}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** One order: status, consignee, items and amounts, logistics; ship it or add a logistics event from here. */
export function OrderDrawer({
  orderNo,
  onClose,
  readOnly = false,
  timeZone,
}: {
  orderNo: string | null;
  onClose: () => void;
  /** The platform's view (platform/orders): the same detail from /api/admin, without the shop's actions. */
  readOnly?: boolean;
  /**
   * The shop's time zone, which the merchant's order list, its export's days and its statement tell times in (audit
   * DS5); the browser's when not given.
   */
  timeZone?: string;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const detail = readOnly ? platformOrderQuery(orderNo ?? '') : orderQuery(orderNo ?? '');
  const { data: order } = useQuery({ ...detail, enabled: orderNo !== null });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['merchant'] });

  return (
    <Drawer
      open={orderNo !== null}
      onClose={onClose}
      width={760}
      title={orderNo ? t('merchant.orders.detailTitle', { orderNo }) : ''}
      destroyOnHidden
    >
      {!order ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} data-testid="order-detail">
          {order.buyer.disabled && order.status === 'to_ship' && (
            <Alert
              type="warning"
              showIcon
              message={t('merchant.orders.buyerDisabledAlert')}
              action={
                readOnly && (
                  <Popconfirm
                    title={t('merchant.orders.refundToBuyerConfirm')}
                    onConfirm={async () => {
                      await refundToBuyer(order.orderNo);
                      await queryClient.invalidateQueries({ queryKey: ['platform'] });
                    }}
                  >
                    <Button danger size="small" data-testid="refund-to-buyer">
                      {t('merchant.orders.refundToBuyer')}
                    </Button>
                  </Popconfirm>
                )
              }
            />
          )}
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('merchant.orders.state')}>
              <OrderStatusTag status={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.buyer')}>
              {/* A buyer who closed the account has no name left; the order stays for the books (audit AN8). */}
              {order.buyer.closed ? (
                <Tag data-testid="buyer-closed">{t('merchant.orders.buyerClosed')}</Tag>
              ) : (
                order.buyer.nickname
              )}
              {order.buyer.disabled && (
                <Tag color="red" style={{ marginInlineStart: 8 }} data-testid="buyer-disabled">
                  {t('merchant.orders.buyerDisabled')}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.createTime')}>
              {dateTime(order.createTime, timeZone)}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.payTime')}>
              {dateTime(order.payTime, timeZone) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.shipTime')}>
              {dateTime(order.shipTime, timeZone) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.receiveTime')}>
              {dateTime(order.receiveTime, timeZone) || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.note')} span={2}>
              {/* The shopper's note keeps the lines it was written in (audit AV8). */}
              <span style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="order-note">
                {order.mark || '—'}
              </span>
            </Descriptions.Item>
          </Descriptions>

          <Card
            size="small"
            title={t('merchant.orders.consignee')}
            extra={
              <Button
                size="small"
                onClick={() =>
                  printShippingLabel(order, {
                    consignee: t('merchant.orders.consignee'),
                    items: t('merchant.orders.items'),
                  })
                }
                data-testid="print-label"
              >
                {t('merchant.orders.printLabel')}
              </Button>
            }
          >
            <Typography.Text strong>{order.consignee.realName}</Typography.Text>{' '}
            <Typography.Text data-testid="consignee-phone">{phoneOf(order.consignee)}</Typography.Text>
            {/* The whole address, the country and region named in the merchant's language (issue 22). */}
            <div data-testid="consignee-address">{order.consignee.fullAddress}</div>
            {order.consignee.email && <Typography.Text type="secondary">{order.consignee.email}</Typography.Text>}
          </Card>

          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.items}
            columns={[
              {
                title: t('merchant.orders.item'),
                key: 'item',
                render: (_, item) => (
                  <Space>
                    <Picture src={item.image} alt={item.name} width={40} height={40} style={{ objectFit: 'cover' }} />
                    <div>
                      <div>
                        <WholeNumbers text={item.name} />
                      </div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <WholeNumbers text={item.skuText} />
                      </Typography.Text>
                    </div>
                  </Space>
                ),
              },
              { title: t('merchant.orders.unitPrice'), key: 'price', width: 100, render: (_, i) => money(i.price) },
              { title: t('merchant.orders.quantity'), dataIndex: 'quantity', width: 80 },
            ]}
          />
          <Descriptions size="small" column={1} style={{ maxWidth: 320, marginLeft: 'auto' }}>
            <Descriptions.Item label={t('merchant.orders.goodsTotal')}>{money(order.proTotalFee)}</Descriptions.Item>
            <Descriptions.Item label={t('merchant.orders.freight')}>{money(order.freightFee)}</Descriptions.Item>
            {Number(order.couponFee) > 0 && (
              <Descriptions.Item label={t('merchant.orders.coupon')}>-{money(order.couponFee)}</Descriptions.Item>
            )}
            {Number(order.pointsFee) > 0 && (
              <Descriptions.Item label={t('merchant.orders.points')}>-{money(order.pointsFee)}</Descriptions.Item>
            )}
            {/* "Paid" only once it is: an unpaid or cancelled order's amount is not paid (audit FS10). */}
            <Descriptions.Item label={t(order.payTime ? 'merchant.orders.paid' : 'merchant.orders.amount')}>
              <Typography.Text strong style={{ color: '#e93323' }}>
                {money(order.payFee)}
              </Typography.Text>
            </Descriptions.Item>
            {/* What went back to the buyer, and the freight kept back from it (audit AM14). */}
            {Number(order.refundedFee) > 0 && (
              <Descriptions.Item label={t('merchant.orders.refundedFee')}>
                <span data-testid="order-refunded-fee">{money(order.refundedFee)}</span>
              </Descriptions.Item>
            )}
            {Number(order.freightKeptFee) > 0 && (
              <Descriptions.Item label={t('merchant.orders.freightKeptFee')}>
                <span data-testid="order-freight-kept">{money(order.freightKeptFee)}</span>
              </Descriptions.Item>
            )}
          </Descriptions>

          <OrderRefunds order={order} readOnly={readOnly} />
          <Card size="small" title={t('merchant.orders.logistics')}>
            {readOnly && order.status === 'to_ship' ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchant.orders.notShipped')} />
            ) : order.status === 'to_ship' && order.items.some((item) => item.refundStatus === 'applying') ? (
              // A refund asked for before shipping is decided first (the server refuses to ship meanwhile).
              <Alert type="warning" showIcon title={t('merchant.orders.refundBeforeShip')} />
            ) : order.status === 'to_ship' ? (
              <ShipForm
                orderNo={order.orderNo}
                virtual={order.logistics.deliveryMethod === 'virtual'}
                onDone={refresh}
              />
            ) : order.shipTime ? (
              <Flex vertical gap={12}>
                <ShipmentFields logistics={order.logistics} />
                {!readOnly && order.status === 'to_receive' && order.logistics.deliveryMethod !== 'virtual' && (
                  <ShipmentCorrection order={order} onDone={refresh} />
                )}
                {!readOnly && order.status === 'to_receive' && (
                  <LogisticsEventForm orderNo={order.orderNo} onDone={refresh} />
                )}
                <Timeline
                  items={order.logistics.events.map((e, i) => ({
                    color: i === 0 ? 'red' : 'gray',
                    children: (
                      <>
                        <div>{e.text}</div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {dateTime(e.time, timeZone)}
                        </Typography.Text>
                      </>
                    ),
                  }))}
                />
              </Flex>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchant.orders.notShipped')} />
            )}
          </Card>
        </Flex>
      )}
    </Drawer>
  );
}
