import { isPhoneNumber } from '@mall/contract';
import { Alert, Button, Flex, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { showFieldError } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { seenChars } from '../../lib/seen-chars';
import { Form } from '../form';
import { correctShipment, type ShipBody, shipOrder } from './order-api';

type Fields = {
  method: 'send' | 'deliver';
  courierCompany?: string;
  trackingNo?: string;
  courierName?: string;
  courierPhone?: string;
};

/** The ship call's body from the form: a courier (company, tracking number, name and phone optional) or the shop's
 * own deliverer (name and phone). */
export function shipBodyOf(fields: Fields): Exclude<ShipBody, { method: 'virtual' }> {
  const name = fields.courierName?.trim() ?? '';
  const phone = fields.courierPhone?.trim() ?? '';
  if (fields.method === 'deliver') return { method: 'deliver', courierName: name, courierPhone: phone };
  return {
    method: 'send',
    courierCompany: fields.courierCompany?.trim() ?? '',
    // A number pasted from a courier's receipt keeps its spaces (AB 1234 5678): they are no part of it (audit FO5).
    trackingNo: fields.trackingNo?.replace(/\s+/gu, '') ?? '',
    ...(name ? { courierName: name } : {}),
    ...(phone ? { courierPhone: phone } : {}),
  };
}

/**
 * Ships an order, as the shopper will see it: by courier (company and tracking number, the courier's name and phone
 * optional) or by the shop's own delivery (the deliverer's name and phone, no tracking number).
 */
/** An order of virtual goods: nothing travels, the shop marks it delivered once the shopper has what they bought. */
function MarkDelivered({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const mark = async () => {
    setBusy(true);
    try {
      await shipOrder(orderNo, { method: 'virtual' });
      onDone();
    } catch {
      // The server's message is shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={12} align="flex-start" data-testid="ship-virtual">
      <Alert type="info" showIcon title={t('merchant.orders.virtualHint')} />
      <Button type="primary" loading={busy} onClick={mark} data-testid="ship-submit">
        {t('merchant.orders.markDelivered')}
      </Button>
    </Flex>
  );
}

export function ShipForm({
  orderNo,
  virtual = false,
  onDone,
}: {
  orderNo: string;
  virtual?: boolean;
  onDone: () => void;
}) {
  if (virtual) return <MarkDelivered orderNo={orderNo} onDone={onDone} />;
  return <ParcelForm orderNo={orderNo} onDone={onDone} />;
}

/**
 * The shipment of an order on its way, corrected (audit AM2): the same form, filled with what was sent, saved through
 * the correction call.
 */
export function CorrectShipmentForm({
  orderNo,
  shipment,
  onDone,
}: {
  orderNo: string;
  shipment: Fields;
  onDone: () => void;
}) {
  return <ParcelForm orderNo={orderNo} onDone={onDone} shipment={shipment} />;
}

function ParcelForm({ orderNo, onDone, shipment }: { orderNo: string; onDone: () => void; shipment?: Fields }) {
  const t = useT();
  const [form] = Form.useForm<Fields>();
  const method = Form.useWatch('method', form) ?? 'send';
  const [busy, setBusy] = useState(false);
  const submit = async (fields: Fields) => {
    setBusy(true);
    try {
      const body = shipBodyOf(fields);
      await (shipment ? correctShipment(orderNo, body) : shipOrder(orderNo, body));
      onDone();
    } catch (error) {
      // The server's message is shown; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };
  const deliver = method === 'deliver';
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={shipment ?? { method: 'send' }}
      data-testid={shipment ? 'correct-shipment-form' : 'ship-form'}
    >
      <Form.Item name="method" label={t('merchant.orders.method')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'send', label: t('merchant.orders.methodSend') },
            { value: 'deliver', label: t('merchant.orders.methodDeliver') },
          ]}
          data-testid="ship-method"
        />
      </Form.Item>
      {!deliver && (
        <Space.Compact block>
          <Form.Item
            name="courierCompany"
            label={t('merchant.orders.courierCompany')}
            rules={[{ required: true, whitespace: true, message: t('merchant.orders.courierCompanyRequired') }]}
            style={{ flex: 1, marginRight: 8 }}
          >
            <Input count={seenChars(60, false)} />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label={t('merchant.orders.trackingNo')}
            rules={[
              { required: true, message: t('merchant.orders.trackingNoRequired') },
              {
                transform: (value?: string) => value?.replace(/\s+/gu, ''),
                pattern: /^[\w-]{4,40}$/,
                message: t('merchant.orders.trackingNoRequired'),
              },
            ]}
            style={{ flex: 1 }}
          >
            <Input maxLength={60} />
          </Form.Item>
        </Space.Compact>
      )}
      <Space.Compact block>
        <Form.Item
          name="courierName"
          label={t(deliver ? 'merchant.orders.delivererName' : 'merchant.orders.courierName')}
          rules={
            deliver ? [{ required: true, whitespace: true, message: t('merchant.orders.delivererNameRequired') }] : []
          }
          style={{ flex: 1, marginRight: 8 }}
        >
          <Input count={seenChars(40, false)} />
        </Form.Item>
        <Form.Item
          name="courierPhone"
          label={t(deliver ? 'merchant.orders.delivererPhone' : 'merchant.orders.courierPhone')}
          rules={
            deliver
              ? [
                  { required: true, message: t('merchant.orders.delivererPhoneRequired') },
                  // As people write it ("+66 81 234 5678"); the server stores it normalised (contract phones.ts).
                  {
                    validator: (_: unknown, value: string | undefined) =>
                      !value || isPhoneNumber(value)
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('merchant.orders.delivererPhoneRequired'))),
                  },
                ]
              : []
          }
          style={{ flex: 1 }}
        >
          <Input maxLength={deliver ? 15 : 30} inputMode={deliver ? 'tel' : undefined} />
        </Form.Item>
      </Space.Compact>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="ship-submit">
        {t(shipment ? 'merchant.orders.saveShipment' : 'merchant.orders.ship')}
      </Button>
    </Form>
  );
}
