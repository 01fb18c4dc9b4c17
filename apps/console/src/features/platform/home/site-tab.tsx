import { type HomeSettings, isChargedCurrency } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { ImageUpload } from '../../../components/image-upload';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { homeSettingsQuery, saveHomeSettings } from '../api/home-content';

/** Logo, the sign-in dialog's picture, the mobile site and the currency symbol. */
export function SiteTab() {
  const t = useT();
  const client = useQueryClient();
  const settings = useQuery(homeSettingsQuery());
  const [form] = Form.useForm<HomeSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);
  if (!settings.data) return <Skeleton active />;

  const submit = async (values: HomeSettings) => {
    setBusy(true);
    try {
      const saved = await saveHomeSettings({ ...values, mobileUrl: values.mobileUrl?.trim() ?? '' });
      client.setQueryData(homeSettingsQuery().queryKey, saved);
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ span: 5 }}
      wrapperCol={{ span: 12 }}
      onFinish={submit}
      style={{ maxWidth: 900 }}
    >
      <Form.Item name="logoUrl" label={t('platform.home.logo')} extra={t('platform.home.logoHint')}>
        <ImageUpload data-testid="home-logo" />
      </Form.Item>
      <Form.Item
        name="loginLeftImage"
        label={t('platform.home.loginPicture')}
        extra={t('platform.home.loginPictureHint')}
      >
        <ImageUpload />
      </Form.Item>
      <Form.Item
        name="mobileUrl"
        label={t('platform.home.mobileUrl')}
        rules={[{ pattern: /^(https?:\/\/\S+)?$/, message: t('platform.common.urlInvalid') }]}
      >
        <Input placeholder="https://m.example.com" />
      </Form.Item>
      <Form.Item
        name="currencySymbol"
        label={t('platform.home.currency')}
        rules={[
          { required: true, whitespace: true, message: t('platform.home.currencyInvalid') },
          { max: 5, message: t('platform.home.currencyInvalid') },
          {
            // Structured data names the currency by its ISO 4217 code: a symbol without one is refused (audit FR4).
            validator: async (_, value?: string) => {
              if (value?.trim() && !isChargedCurrency(value)) throw new Error(t('platform.home.currencyUnknown'));
            },
          },
        ]}
      >
        <Input style={{ width: 100 }} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5 }}>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="home-site-save">
          {t('common.actions.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
