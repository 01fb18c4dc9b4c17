import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { apiGet } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useToken, useUser } from '../../lib/auth-token';
import { useT } from '../../lib/i18n';
import { rolesOf, signIn, signOut } from '../../lib/session';

type Captcha = { key: string; image: string };
type Fields = { email: string; password: string; imageCode?: string };

/** Only paths inside the console's hash routes; anything else lands on the console home. */
function safeBack(value: string | null): string {
  return value && /^\/(?!\/)[\w\-/?=&%.]*$/.test(value) && !value.startsWith('/sign-in') ? value : '/';
}

export default function SignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useToken();
  const user = useUser();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);

  if (token && user && rolesOf(user).length > 0) return <Navigate to={safeBack(params.get('back'))} replace />;

  const refreshCaptcha = async () =>
    setCaptcha(await apiGet<Captcha>('/api/front/captcha', undefined, { silent: true }));

  const submit = async (fields: Fields) => {
    setBusy(true);
    setError(null);
    try {
      const signedIn = await signIn({
        email: fields.email.trim(),
        password: fields.password,
        ...(captcha ? { imageKey: captcha.key, imageCode: fields.imageCode ?? '' } : {}),
      });
      if (rolesOf(signedIn).length === 0) {
        await signOut();
        setError(t('common.errors.noConsole'));
        return;
      }
      navigate(safeBack(params.get('back')), { replace: true });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('common.errors.other'));
      // 422: the server wants the picture challenge from now on (after repeated failures).
      if (failure instanceof ApiError && (failure.code === 422 || captcha)) {
        form.setFieldValue('imageCode', '');
        await refreshCaptcha().catch(() => undefined);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #fff1f0 0%, #f5f5f5 60%)',
      }}
    >
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: 400 }}>
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={3} style={{ marginBottom: 4 }}>
              {t('common.signIn.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('common.signIn.subtitle')}</Typography.Text>
          </div>
          {error && <Alert type="error" showIcon message={error} data-testid="sign-in-error" />}
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            <Form.Item
              name="email"
              label={t('common.signIn.email')}
              rules={[
                { required: true, message: t('common.signIn.emailEmpty') },
                { type: 'email', message: t('common.signIn.emailWrong') },
              ]}
            >
              <Input prefix={<MailOutlined />} autoComplete="username" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('common.signIn.password')}
              rules={[{ required: true, message: t('common.signIn.passwordEmpty') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
            </Form.Item>
            {captcha && (
              <Form.Item label={t('common.signIn.captcha')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item
                    name="imageCode"
                    noStyle
                    rules={[{ required: true, message: t('common.signIn.captchaEmpty') }]}
                  >
                    <Input maxLength={8} />
                  </Form.Item>
                  <button
                    type="button"
                    onClick={() => void refreshCaptcha()}
                    title={t('common.signIn.captchaRefresh')}
                    style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
                  >
                    <img src={captcha.image} alt={t('common.signIn.captcha')} width={120} height={32} />
                  </button>
                </Space.Compact>
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block size="large" loading={busy}>
              {t('common.signIn.submit')}
            </Button>
          </Form>
        </Space>
      </Card>
    </div>
  );
}
