import type { AdminFinanceShop } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { adjustShop } from '../api/finance';

type Fields = { amount: string; reason: string };

/**
 * The operator's adjustment of a shop's available balance (a goodwill credit, a chargeback) with the reason the shop
 * reads on its statement. The dialog's own number goes with it: a double click or a retry books it once.
 */
export function AdjustDialog({ shop, onClose }: { shop: AdminFinanceShop | null; onClose(): void }) {
  const t = useT();
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const save = async (fields: Fields) => {
    if (!shop) return;
    setBusy(true);
    try {
      await adjustShop(shop.merId, { amount: fields.amount.trim(), reason: fields.reason.trim(), requestId });
      await client.invalidateQueries({ queryKey: ['platform', 'finance'] });
      setRequestId(crypto.randomUUID());
      onClose();
    } catch (error) {
      // Shown by the API client; the dialog keeps what was typed (and its number, so a retry books once).
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={shop !== null}
      title={t('platform.finance.adjustTitle', { name: shop?.name ?? '' })}
      okText={t('common.actions.save')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Fields> form={form} layout="vertical" onFinish={save} preserve={false}>
        <Form.Item
          name="amount"
          label={t('platform.finance.adjustAmount')}
          extra={t('platform.finance.adjustAmountHint')}
          rules={[
            { required: true, message: t('platform.finance.adjustAmountInvalid') },
            between(t, -999999.99, 999999.99, t('platform.finance.adjustAmountInvalid')),
            {
              validator: async (_, value) => {
                if (Number(value) === 0) throw new Error(t('platform.finance.adjustAmountInvalid'));
              },
            },
          ]}
        >
          <NumberInput stringMode decimals={2} style={{ width: 200 }} data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('platform.finance.adjustReason')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('platform.finance.adjustReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
