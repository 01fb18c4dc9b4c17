import type { PointsSettings } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { pointsQuery, savePoints } from '../api/settings';

/** How shoppers earn points on completed orders and spend them at checkout. */
export default function PointsPage() {
  const t = useT();
  const client = useQueryClient();
  const points = useQuery(pointsQuery());
  const [form] = Form.useForm<PointsSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (points.data) form.setFieldsValue(points.data);
  }, [points.data, form]);

  const submit = async (values: PointsSettings) => {
    setBusy(true);
    try {
      client.setQueryData(pointsQuery().queryKey, await savePoints(values));
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  const required = { required: true, message: t('platform.points.required') };
  return (
    <>
      <PageHeader title={t('platform.menu.points')} />
      <Card>
        {!points.data ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            onFinish={submit}
            labelCol={{ span: 8 }}
            wrapperCol={{ span: 14 }}
            style={{ maxWidth: 900 }}
          >
            <Form.Item
              name="earnRate"
              label={t('platform.points.earnRate')}
              extra={t('platform.points.earnRateHint')}
              rules={[between(t, 0, 100), required]}
            >
              <NumberInput decimals={2} style={{ width: 160 }} data-testid="points-earn-rate" />
            </Form.Item>
            <Form.Item
              name="frozenDays"
              label={t('platform.points.frozenDays')}
              extra={t('platform.points.frozenDaysHint')}
              rules={[between(t, 0, 365), required]}
            >
              <NumberInput decimals={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="value"
              label={t('platform.points.value')}
              extra={t('platform.points.valueHint')}
              rules={[between(t, 1, 100000), required]}
            >
              <NumberInput decimals={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="maxShare"
              label={t('platform.points.maxShare')}
              extra={t('platform.points.maxShareHint')}
              rules={[between(t, 0, 100), required]}
            >
              <NumberInput decimals={0} suffix="%" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item wrapperCol={{ offset: 8 }}>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="points-save">
                {t('common.actions.save')}
              </Button>
            </Form.Item>
          </Form>
        )}
      </Card>
    </>
  );
}
