import type { PaymentSettingsEdit, PaymentSettingsView } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Switch, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../lib/i18n';
import { paymentQuery, savePayment } from '../api/settings';
import { AfterSalesCard } from './after-sales-card';

/**
 * Which card payment the storefront offers: Stripe (when the server's environment holds its keys) or the built-in
 * test card. Keys are never shown; only whether they are set. Below, how long completed orders can be refunded.
 */
export default function PaymentPage() {
  const t = useT();
  const client = useQueryClient();
  const payment = useQuery(paymentQuery());
  const [form] = Form.useForm<PaymentSettingsEdit>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (payment.data) form.setFieldsValue(payment.data);
  }, [payment.data, form]);
  const p = payment.data;

  const submit = async (values: PaymentSettingsEdit) => {
    setBusy(true);
    try {
      client.setQueryData<PaymentSettingsView>(paymentQuery().queryKey, await savePayment(values));
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  const yesNo = (value: boolean) =>
    value ? <Tag color="green">{t('platform.payment.set')}</Tag> : <Tag>{t('platform.payment.notSet')}</Tag>;

  return (
    <>
      <PageHeader title={t('platform.menu.payment')} />
      {!p ? (
        <Skeleton active />
      ) : (
        <>
          <Alert
            type={p.activeProvider ? 'success' : 'error'}
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="payment-active"
            title={
              p.activeProvider
                ? t('platform.payment.activeNow', { name: t(`platform.payment.providers.${p.activeProvider}`) })
                : t('platform.payment.noneActive')
            }
            description={!p.activeProvider && !p.testcardAllowed ? t('platform.payment.demoOnly') : undefined}
          />
          <Card title={t('platform.payment.stripe')} style={{ marginBottom: 16 }}>
            <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('platform.payment.secretKey')}>{yesNo(p.stripeConfigured)}</Descriptions.Item>
              <Descriptions.Item label={t('platform.payment.webhookSecret')}>
                {yesNo(p.stripeWebhookConfigured)}
              </Descriptions.Item>
              <Descriptions.Item label={t('platform.payment.publishableKey')}>
                {p.stripePublishableKey ? (
                  <Typography.Text code>{p.stripePublishableKey}</Typography.Text>
                ) : (
                  yesNo(false)
                )}
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph type="secondary">{t('platform.payment.envHint')}</Typography.Paragraph>
          </Card>
          <Card title={t('platform.payment.switches')}>
            <Form
              form={form}
              onFinish={submit}
              labelCol={{ span: 8 }}
              wrapperCol={{ span: 16 }}
              style={{ maxWidth: 860 }}
            >
              <Form.Item
                name="stripeOpen"
                label={t('platform.payment.stripeOpen')}
                valuePropName="checked"
                extra={p.stripeConfigured ? undefined : t('platform.payment.stripeMissing')}
              >
                <Switch />
              </Form.Item>
              <Form.Item
                name="testcardOpen"
                label={t('platform.payment.testcardOpen')}
                valuePropName="checked"
                extra={p.testcardAllowed ? t('platform.payment.testcardHint') : t('platform.payment.demoOnly')}
              >
                <Switch data-testid="payment-testcard" />
              </Form.Item>
              <Form.Item wrapperCol={{ offset: 8 }}>
                <Button type="primary" htmlType="submit" loading={busy} data-testid="payment-save">
                  {t('common.actions.save')}
                </Button>
              </Form.Item>
            </Form>
          </Card>
          <AfterSalesCard />
        </>
      )}
    </>
  );
}
