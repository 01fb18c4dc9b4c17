import type { FooterSettings, ServiceSettings } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Radio, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { ImageUpload } from '../../../components/image-upload';
import { PageHeader } from '../../../components/page-header';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import { footerQuery, saveFooter, saveService, serviceQuery } from '../api/settings';

const PHONE = /^(\+?[\d\s-]{3,30})?$/;
const NEEDS = {
  h5: 'serviceLink',
  message: 'serviceMessage',
  phone: 'servicePhone',
  email: 'serviceEmail',
  chat: null,
} as const;

/** The customer-service popup of the storefront and the footer's phone line, address and copyright. */
export default function ServicePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('platform.service.pageTitle')} />
      <ServiceCard />
      <FooterCard />
    </>
  );
}

function ServiceCard() {
  const t = useT();
  const client = useQueryClient();
  const service = useQuery(serviceQuery());
  const [form] = Form.useForm<ServiceSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (service.data) form.setFieldsValue(service.data);
  }, [service.data, form]);
  const type = Form.useWatch('serviceType', form) ?? 'phone';
  const required = (field: string) => NEEDS[type] === field;

  const submit = async (values: ServiceSettings) => {
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : (v ?? '')]),
      ) as ServiceSettings;
      client.setQueryData(serviceQuery().queryKey, await saveService(trimmed));
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('platform.service.title')} style={{ marginBottom: 16 }}>
      {!service.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} onFinish={submit} labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} style={{ maxWidth: 900 }}>
          <Form.Item name="serviceType" label={t('platform.service.type')} extra={t('platform.service.typeHint')}>
            <Radio.Group
              optionType="button"
              options={(['h5', 'message', 'phone', 'email', 'chat'] as const).map((value) => ({
                value,
                label: t(`platform.service.types.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="serviceLink"
            dependencies={['serviceType']}
            label={t('platform.service.link')}
            rules={[
              { required: required('serviceLink'), message: t('platform.service.linkEmpty') },
              { pattern: /^(https?:\/\/\S+)?$/, message: t('platform.common.urlInvalid') },
            ]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item
            name="serviceMessage"
            dependencies={['serviceType']}
            label={t('platform.service.message')}
            rules={[
              { required: required('serviceMessage'), message: t('platform.service.messageEmpty') },
              charsAtMost(200, t('platform.common.tooLong', { max: 200 })),
            ]}
          >
            <Input.TextArea rows={2} count={seenChars(200)} />
          </Form.Item>
          <Form.Item
            name="servicePhone"
            dependencies={['serviceType']}
            label={t('platform.service.phone')}
            rules={[
              { required: required('servicePhone'), message: t('platform.service.phoneEmpty') },
              { pattern: PHONE, message: t('platform.common.phoneInvalid') },
            ]}
          >
            <Input style={{ width: 260 }} data-testid="service-phone" />
          </Form.Item>
          <Form.Item
            name="serviceEmail"
            dependencies={['serviceType']}
            label={t('platform.service.email')}
            rules={[
              { required: required('serviceEmail'), message: t('platform.service.emailEmpty') },
              { type: 'email', message: t('platform.common.emailInvalid') },
            ]}
          >
            <Input style={{ width: 320 }} />
          </Form.Item>
          <Form.Item name="qrImage" label={t('platform.service.qr')} extra={t('platform.service.qrHint')}>
            <ImageUpload />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="service-save">
              {t('common.actions.save')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}

function FooterCard() {
  const t = useT();
  const client = useQueryClient();
  const footer = useQuery(footerQuery());
  const [form] = Form.useForm<FooterSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (footer.data) form.setFieldsValue(footer.data);
  }, [footer.data, form]);

  const submit = async (values: FooterSettings) => {
    setBusy(true);
    try {
      const saved = await saveFooter({
        phone: values.phone?.trim() ?? '',
        address: values.address?.trim() ?? '',
        copyright: values.copyright?.trim() ?? '',
      });
      client.setQueryData(footerQuery().queryKey, saved);
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('platform.footer.title')}>
      {!footer.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} onFinish={submit} labelCol={{ span: 6 }} wrapperCol={{ span: 14 }} style={{ maxWidth: 900 }}>
          <Form.Item
            name="phone"
            label={t('platform.footer.phone')}
            rules={[{ pattern: PHONE, message: t('platform.common.phoneInvalid') }]}
          >
            <Input style={{ width: 260 }} data-testid="footer-phone" />
          </Form.Item>
          <Form.Item
            name="address"
            label={t('platform.footer.address')}
            rules={[charsAtMost(200, t('platform.common.tooLong', { max: 200 }))]}
          >
            <Input />
          </Form.Item>
          <Form.Item
            name="copyright"
            label={t('platform.footer.copyright')}
            rules={[charsAtMost(200, t('platform.common.tooLong', { max: 200 }))]}
          >
            <Input />
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 6 }}>
            <Button type="primary" htmlType="submit" loading={busy} data-testid="footer-save">
              {t('common.actions.save')}
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
