import { type AdminProductListRow, TAKEDOWN_REASON_MAX } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { restoreProduct, takeDownProduct } from '../api/overview';

/** A link-like button whose words wrap in a narrow column (Thai "ยกเลิกการนำออก" is wider than the column). */
const WRAPPING = { whiteSpace: 'normal', height: 'auto', padding: 0, textAlign: 'left' } as const;

/** A product taken down, its reason and since when; nothing for one that is not. */
export function TakedownState({ row }: { row: AdminProductListRow }) {
  const t = useT();
  if (!row.takenDownAt) return null;
  return (
    <div data-testid={`takedown-state-${row.id}`}>
      <Tag color="red">{t('platform.productTakedown.takenDown')}</Tag>
      <div>
        <Typography.Text style={{ fontSize: 12 }}>{row.takedownReason}</Typography.Text>
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('platform.productTakedown.at', { time: dateTime(row.takenDownAt) })}
      </Typography.Text>
    </div>
  );
}

/** "Take down" for a product (the page's dialog asks the reason), "Restore" for one taken down. */
export function TakedownAction({
  row,
  onTakeDown,
}: {
  row: AdminProductListRow;
  onTakeDown: (row: AdminProductListRow) => void;
}) {
  const t = useT();
  const client = useQueryClient();
  if (!row.takenDownAt) {
    return (
      <Button
        type="link"
        danger
        style={WRAPPING}
        data-testid={`product-takedown-${row.id}`}
        onClick={() => onTakeDown(row)}
      >
        {t('platform.productTakedown.takeDown')}
      </Button>
    );
  }
  return (
    <Popconfirm
      title={t('platform.productTakedown.restoreConfirm', { name: row.name })}
      description={<div style={{ maxWidth: 300 }}>{t('platform.productTakedown.restoreHint')}</div>}
      okText={t('platform.productTakedown.restore')}
      okButtonProps={{ 'data-testid': 'product-restore-confirm' }}
      onConfirm={() =>
        restoreProduct(row.id)
          .then(() => client.invalidateQueries({ queryKey: ['platform', 'products'] }))
          .catch(() => undefined)
      }
    >
      <Button type="link" style={WRAPPING} data-testid={`product-restore-${row.id}`}>
        {t('platform.productTakedown.restore')}
      </Button>
    </Popconfirm>
  );
}

/** The dialog that asks the reason of a takedown, required; closed while `product` is null. */
export function TakedownDialog({
  product,
  onClose,
}: {
  product: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const t = useT();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const takeDown = async ({ reason }: { reason: string }) => {
    if (!product) return;
    setBusy(true);
    try {
      await takeDownProduct(product.id, reason.trim());
      form.resetFields();
      onClose();
      await client.invalidateQueries({ queryKey: ['platform', 'products'] });
    } catch {
      // The client showed the server's message; the dialog keeps the reason typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={product !== null}
      title={product ? t('platform.productTakedown.title', { name: product.name }) : ''}
      okText={t('platform.productTakedown.takeDown')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'product-takedown-confirm' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('platform.productTakedown.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={takeDown}>
        <Form.Item
          name="reason"
          label={t('platform.productTakedown.reason')}
          rules={[
            { required: true, whitespace: true, message: t('platform.productTakedown.reasonRequired') },
            { max: TAKEDOWN_REASON_MAX, message: t('platform.productTakedown.reasonRequired') },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={TAKEDOWN_REASON_MAX} data-testid="product-takedown-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
