import { AFTER_SALES_MAX_DAYS, type AfterSalesSettings } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { NumberInput } from '../../../components/number-input';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { afterSalesQuery, saveAfterSales } from '../api/settings';

/** How long after completion a shopper may still ask for a refund of an order (0: not after completion). */
export function AfterSalesCard() {
  const t = useT();
  const client = useQueryClient();
  const afterSales = useQuery(afterSalesQuery());
  const [form] = Form.useForm<AfterSalesSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (afterSales.data) form.setFieldsValue(afterSales.data);
  }, [afterSales.data, form]);

  const submit = async (values: AfterSalesSettings) => {
    setBusy(true);
    try {
      client.setQueryData(afterSalesQuery().queryKey, await saveAfterSales(values));
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('platform.afterSales.title')} style={{ marginTop: 16 }}>
      {!afterSales.data ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          onFinish={submit}
          labelCol={{ span: 8 }}
          wrapperCol={{ span: 16 }}
          labelWrap
          style={{ maxWidth: 860 }}
        >
          <Form.Item
            name="afterSalesDays"
            label={t('platform.afterSales.days')}
            extra={t('platform.afterSales.daysHint')}
            rules={[
              { required: true, message: t('platform.afterSales.required') },
              // Refused, not clamped: -1 would silently become 0, "no after-sales once completed".
              {
                type: 'number',
                min: 0,
                max: AFTER_SALES_MAX_DAYS,
                message: t('platform.afterSales.range', { max: AFTER_SALES_MAX_DAYS }),
              },
            ]}
          >
            <NumberInput decimals={0} style={{ width: 160 }} data-testid="after-sales-days" />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 8 }}>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="after-sales-save">
              {t('common.actions.save')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
