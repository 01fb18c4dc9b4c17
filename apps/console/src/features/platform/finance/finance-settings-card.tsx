import type { FinanceSettings } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { financeSettingsQuery, saveFinanceSettings } from '../api/finance';

type SettingsForm = { settlementDays: number; minPayout: string };

/** The settlement window (the after-sales window) and the minimum payout. */
export function FinanceSettingsCard() {
  const t = useT();
  const client = useQueryClient();
  const settings = useQuery(financeSettingsQuery());
  const [form] = Form.useForm<SettingsForm>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data)
      form.setFieldsValue({
        settlementDays: settings.data.settlementDays,
        minPayout: settings.data.minPayout,
      });
  }, [settings.data, form]);
  const submit = async (values: SettingsForm) => {
    setBusy(true);
    try {
      const body: FinanceSettings = {
        settlementDays: values.settlementDays,
        minPayout: values.minPayout,
      };
      client.setQueryData(financeSettingsQuery().queryKey, await saveFinanceSettings(body));
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };
  const required = { required: true, message: t('platform.finance.required') };
  return (
    <Card title={t('platform.finance.settings')}>
      {!settings.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} onFinish={submit} labelCol={{ span: 8 }} wrapperCol={{ span: 14 }} style={{ maxWidth: 900 }}>
          <Form.Item
            name="settlementDays"
            label={t('platform.finance.settlementDays')}
            extra={t('platform.finance.settlementDaysHint')}
            rules={[between(t, 0, 90), required]}
          >
            <NumberInput decimals={0} style={{ width: 160 }} data-testid="settlement-days" />
          </Form.Item>
          <Form.Item
            name="minPayout"
            label={t('platform.finance.minPayout')}
            extra={t('platform.finance.minPayoutHint')}
            rules={[between(t, 0, 999999.99), required]}
          >
            <NumberInput stringMode decimals={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 8 }}>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="finance-settings-save">
              {t('common.actions.save')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
