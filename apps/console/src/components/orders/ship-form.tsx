import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import { type ShipBody, shipOrder } from './order-api';

/** Courier company and tracking number (courier name and phone optional), as the shopper will see them. */
export function ShipForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const t = useT();
  const [form] = Form.useForm<ShipBody>();
  const [busy, setBusy] = useState(false);
  const submit = async (fields: ShipBody) => {
    setBusy(true);
    try {
      await shipOrder(orderNo, {
        courierCompany: fields.courierCompany.trim(),
        trackingNo: fields.trackingNo.trim(),
        ...(fields.courierName?.trim() ? { courierName: fields.courierName.trim() } : {}),
        ...(fields.courierPhone?.trim() ? { courierPhone: fields.courierPhone.trim() } : {}),
      });
      onDone();
    } catch {
      // The server's message is shown; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="ship-form">
      <Space.Compact block>
        <Form.Item
          name="courierCompany"
          label={t('merchant.orders.courierCompany')}
          rules={[{ required: true, whitespace: true, message: t('merchant.orders.courierCompanyRequired') }]}
          style={{ flex: 1, marginRight: 8 }}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('merchant.orders.trackingNo')}
          rules={[
            { required: true, message: t('merchant.orders.trackingNoRequired') },
            { pattern: /^[\w-]{4,40}$/, message: t('merchant.orders.trackingNoRequired') },
          ]}
          style={{ flex: 1 }}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block>
        <Form.Item name="courierName" label={t('merchant.orders.courierName')} style={{ flex: 1, marginRight: 8 }}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="courierPhone" label={t('merchant.orders.courierPhone')} style={{ flex: 1 }}>
          <Input maxLength={30} />
        </Form.Item>
      </Space.Compact>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="ship-submit">
        {t('merchant.orders.ship')}
      </Button>
    </Form>
  );
}
