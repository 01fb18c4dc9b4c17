import type { LoginMethodsEdit, LoginMethodsView } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../lib/i18n';
import { loginMethodsQuery, saveLoginMethods } from '../api/settings';

const PROVIDERS = [
  { field: 'googleOpen', key: 'google' },
  { field: 'facebookOpen', key: 'facebook' },
  { field: 'twitterOpen', key: 'twitter' },
] as const;

/** The sign-in dialog's switches: the guest entry (two flags) and each social provider. */
export default function LoginMethodsPage() {
  const t = useT();
  const client = useQueryClient();
  const methods = useQuery(loginMethodsQuery());
  const [form] = Form.useForm<LoginMethodsEdit>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (methods.data) form.setFieldsValue(methods.data);
  }, [methods.data, form]);
  const visitorOpen = Form.useWatch('visitorOpen', form);
  const showGuest = Form.useWatch('showGuest', form);

  const submit = async (values: LoginMethodsEdit) => {
    setBusy(true);
    try {
      const saved = await saveLoginMethods(values);
      client.setQueryData<LoginMethodsView>(loginMethodsQuery().queryKey, saved);
    } catch {
      // Shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title={t('platform.menu.loginMethods')} />
      {!methods.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} onFinish={submit} labelCol={{ span: 8 }} wrapperCol={{ span: 16 }} style={{ maxWidth: 860 }}>
          <Card title={t('platform.login.guestTitle')} style={{ marginBottom: 16 }}>
            <Form.Item
              name="visitorOpen"
              label={t('platform.login.visitorOpen')}
              valuePropName="checked"
              extra={t('platform.login.visitorOpenHint')}
            >
              <Switch data-testid="login-visitor-open" />
            </Form.Item>
            <Form.Item
              name="showGuest"
              label={t('platform.login.showGuest')}
              valuePropName="checked"
              extra={t('platform.login.showGuestHint')}
            >
              <Switch data-testid="login-show-guest" />
            </Form.Item>
            <Alert
              type={visitorOpen && showGuest ? 'success' : 'warning'}
              showIcon
              title={t(visitorOpen && showGuest ? 'platform.login.guestShown' : 'platform.login.guestHidden')}
            />
          </Card>
          <Card title={t('platform.login.socialTitle')} style={{ marginBottom: 16 }}>
            {PROVIDERS.map(({ field, key }) => (
              <Form.Item
                key={field}
                name={field}
                label={t(`platform.login.${key}`)}
                valuePropName="checked"
                // A long warning ("Le serveur n'a pas d'identifiant client X (Twitter) : …") wraps inside its card
                // rather than running past it (audit FS4).
                extra={
                  methods.data.configured[key] ? (
                    <Tag color="green">{t('platform.login.configured')}</Tag>
                  ) : (
                    <Tag color="orange" className="tag-wrap">
                      {t('platform.login.notConfigured', { name: t(`platform.login.${key}`) })}
                    </Tag>
                  )
                }
              >
                <Switch data-testid={`login-${key}`} />
              </Form.Item>
            ))}
          </Card>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="login-methods-save">
            {t('common.actions.save')}
          </Button>
        </Form>
      )}
    </>
  );
}
