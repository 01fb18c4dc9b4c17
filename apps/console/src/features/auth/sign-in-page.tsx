import { LockOutlined, MailOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { isPhoneNumber, type Locale } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Segmented, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Form } from '../../components/form';
import { LanguageSwitch } from '../../components/language-switch';
import { apiGet } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useToken, useUser } from '../../lib/auth-token';
import { useLanguage, useT } from '../../lib/i18n';
import { rolesOf, sendSmsCode, signIn, signInByPhone, signInBySms, signOut, smsCountries } from '../../lib/session';
import { useTabTitle } from '../../lib/use-tab-title';

type Captcha = { key: string; image: string };
type Fields = {
  email: string;
  password: string;
  imageCode?: string;
  countryCode: string;
  phone: string;
  code: string;
};
type Way = 'email' | 'phone';
type Proof = 'password' | 'code';

const fetchCaptcha = () => apiGet<Captcha>('/api/front/captcha', undefined, { silent: true });

/** Seconds before another SMS code may be asked for (the server's resend wait). */
const RESEND_SECONDS = 60;

/** Only paths inside the console's hash routes; anything else lands on the console home. */
function safeBack(value: string | null): string {
  return value && /^\/(?!\/)[\w\-/?=&%.]*$/.test(value) && !value.startsWith('/sign-in') ? value : '/';
}

/** The storefront's sign-in opened on its "forgot password" step, in the console's language. */
export function forgotPasswordHref(language: Locale): string {
  return `/#/${language === 'en' ? '' : `${language}/`}login?panel=forgot`;
}

/** The country a reader of each language most likely phones from, as the storefront's phone fields start. */
const LANGUAGE_DIALS: Record<Locale, string> = {
  'zh-CN': '+86',
  th: '+66',
  lo: '+856',
  fr: '+33',
  es: '+34',
  en: '+1',
};

/** Countries of the common dial codes, for the picker's names (a code not listed shows alone). */
const DIAL_COUNTRIES: Record<string, string[]> = {
  '+86': ['CN'],
  '+66': ['TH'],
  '+856': ['LA'],
  '+33': ['FR'],
  '+34': ['ES'],
  '+1': ['US', 'CA'],
  '+44': ['GB'],
  '+49': ['DE'],
  '+852': ['HK'],
  '+853': ['MO'],
  '+886': ['TW'],
  '+84': ['VN'],
  '+855': ['KH'],
  '+65': ['SG'],
  '+60': ['MY'],
  '+81': ['JP'],
  '+82': ['KR'],
};

function dialLabel(dial: string, language: Locale): string {
  const isos = DIAL_COUNTRIES[dial];
  if (!isos) return dial;
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return `${dial} ${isos.map((iso) => names.of(iso) ?? iso).join(', ')}`;
  } catch {
    return dial;
  }
}

export default function SignInPage() {
  const t = useT();
  useTabTitle(t('common.signIn.title'));
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = useToken();
  const user = useUser();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  // The server asked for the picture (422): it stays for every way in; one shown only for SMS codes goes with them.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [way, setWay] = useState<Way>('email');
  const [proof, setProof] = useState<Proof>('password');
  const [sending, setSending] = useState(false);
  const [wait, setWait] = useState(0);
  // SMS go only to these dial codes (SMS_ALLOWED_COUNTRIES): the phone sign-in offers only them (audit AN11).
  const dials = useQuery({ queryKey: ['login', 'smsCountries'], queryFn: smsCountries, staleTime: 5 * 60_000 });
  const byCode = way === 'phone' && proof === 'code';

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // The dial code starts at the reader's country when the shop texts it, else at the first one it does.
  useEffect(() => {
    const list = dials.data;
    if (!list || list.length === 0) return;
    const current = form.getFieldValue('countryCode') as string | undefined;
    if (current && list.includes(current)) return;
    form.setFieldValue('countryCode', list.includes(LANGUAGE_DIALS[language]) ? LANGUAGE_DIALS[language] : list[0]);
  }, [dials.data, language, form]);

  const refreshCaptcha = async () => setCaptcha(await fetchCaptcha());

  // Every SMS code needs the picture challenge: it shows with the code sign-in rather than after a refusal.
  useEffect(() => {
    if (byCode && !captcha)
      fetchCaptcha()
        .then(setCaptcha)
        .catch(() => undefined);
  }, [byCode, captcha]);

  // A shop's invitation is accepted by a shopper: signing in for it needs no console yet (decision 0050).
  const forInvite = safeBack(params.get('back')).startsWith('/staff-invite/');
  if (token && user && (forInvite || rolesOf(user).length > 0)) {
    return <Navigate to={safeBack(params.get('back'))} replace />;
  }

  const afterFailure = async (failure: unknown) => {
    setError(failure instanceof Error ? failure.message : t('common.errors.other'));
    // 422: the server wants the picture challenge from now on (after repeated failures); a shown one is used up.
    if (failure instanceof ApiError && (failure.code === 422 || captcha)) {
      if (failure.code === 422) setCaptchaAsked(true);
      form.setFieldValue('imageCode', '');
      await refreshCaptcha().catch(() => undefined);
    }
  };

  const sendCode = async () => {
    try {
      await form.validateFields(['countryCode', 'phone']);
    } catch {
      return;
    }
    if (!captcha) return;
    const fields = form.getFieldsValue();
    if (!fields.imageCode?.trim()) {
      form.setFields([{ name: 'imageCode', errors: [t('common.signIn.captchaEmpty')] }]);
      return;
    }
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      setNotice(
        await sendSmsCode(fields.countryCode, fields.phone.trim(), {
          imageKey: captcha.key,
          imageCode: fields.imageCode ?? '',
        }),
      );
      setWait(RESEND_SECONDS);
      // A key is good for one try: the next code needs a new picture.
      form.setFieldValue('imageCode', '');
      await refreshCaptcha().catch(() => undefined);
    } catch (failure) {
      await afterFailure(failure);
    } finally {
      setSending(false);
    }
  };

  const submit = async (fields: Fields) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const challenge = captcha ? { imageKey: captcha.key, imageCode: fields.imageCode ?? '' } : {};
      const signedIn =
        way === 'email'
          ? await signIn({ email: fields.email.trim(), password: fields.password, ...challenge })
          : proof === 'password'
            ? await signInByPhone({
                countryCode: fields.countryCode,
                phone: fields.phone.trim(),
                password: fields.password,
                ...challenge,
              })
            : await signInBySms({
                countryCode: fields.countryCode,
                phone: fields.phone.trim(),
                code: fields.code.trim(),
              });
      if (rolesOf(signedIn).length === 0 && !forInvite) {
        await signOut();
        setError(t('common.errors.noConsole'));
        return;
      }
      navigate(safeBack(params.get('back')), { replace: true });
    } catch (failure) {
      // The code sign-in's challenge belongs to the next code, not to this call.
      if (byCode) setError(failure instanceof Error ? failure.message : t('common.errors.other'));
      else await afterFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const leaveCode = (stillCode: boolean) => {
    if (!stillCode && !captchaAsked) setCaptcha(null);
  };
  const chooseWay = (next: Way) => {
    setWay(next);
    leaveCode(next === 'phone' && proof === 'code');
    setError(null);
    setNotice(null);
  };
  const chooseProof = (next: Proof) => {
    setProof(next);
    leaveCode(next === 'code');
    setError(null);
    setNotice(null);
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
      <Card style={{ width: 420 }}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <div style={{ textAlign: 'center' }}>
            <Typography.Title level={3} style={{ marginBottom: 4 }}>
              {t('common.signIn.title')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('common.signIn.subtitle')}</Typography.Text>
          </div>
          <Segmented<Way>
            block
            value={way}
            onChange={chooseWay}
            options={[
              { value: 'email', label: <span data-testid="sign-in-by-email">{t('common.signIn.byEmail')}</span> },
              { value: 'phone', label: <span data-testid="sign-in-by-phone">{t('common.signIn.byPhone')}</span> },
            ]}
          />
          {forInvite && (
            <Alert
              type="info"
              showIcon
              title={t('merchant.staffInvite.signInFirst')}
              description={
                <Typography.Link href={forgotPasswordHref(language).replace('?panel=forgot', '')}>
                  {t('merchant.staffInvite.register')}
                </Typography.Link>
              }
              data-testid="sign-in-invite"
            />
          )}
          {error && <Alert type="error" showIcon title={error} data-testid="sign-in-error" />}
          {notice && <Alert type="success" showIcon title={notice} data-testid="sign-in-notice" />}
          <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
            {way === 'email' ? (
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
            ) : (
              <>
                <Form.Item label={t('common.signIn.phone')} required>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item
                      name="countryCode"
                      noStyle
                      rules={[{ required: true, message: t('common.signIn.countryEmpty') }]}
                    >
                      <Select
                        style={{ width: 170 }}
                        aria-label={t('common.signIn.country')}
                        loading={dials.isLoading}
                        popupMatchSelectWidth={false}
                        options={(dials.data ?? []).map((dial) => ({
                          value: dial,
                          label: <span data-testid="sign-in-dial">{dialLabel(dial, language)}</span>,
                        }))}
                        data-testid="sign-in-country"
                      />
                    </Form.Item>
                    <Form.Item
                      name="phone"
                      noStyle
                      rules={[
                        { required: true, message: t('common.signIn.phoneEmpty') },
                        {
                          validator: async (_, value: string | undefined) => {
                            if (value && !isPhoneNumber(value.trim())) throw new Error(t('common.signIn.phoneWrong'));
                          },
                        },
                      ]}
                    >
                      <Input
                        prefix={<PhoneOutlined />}
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel-national"
                        maxLength={20}
                        aria-label={t('common.signIn.phone')}
                        data-testid="sign-in-phone"
                      />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
                <Segmented<Proof>
                  value={proof}
                  onChange={chooseProof}
                  style={{ marginBottom: 16 }}
                  options={[
                    { value: 'password', label: t('common.signIn.withPassword') },
                    {
                      value: 'code',
                      label: <span data-testid="sign-in-with-code">{t('common.signIn.withCode')}</span>,
                    },
                  ]}
                />
              </>
            )}
            {byCode ? (
              <Form.Item label={t('common.signIn.code')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item name="code" noStyle rules={[{ required: true, message: t('common.signIn.codeEmpty') }]}>
                    <Input
                      prefix={<MessageOutlined />}
                      autoComplete="one-time-code"
                      maxLength={12}
                      aria-label={t('common.signIn.code')}
                      data-testid="sign-in-code"
                    />
                  </Form.Item>
                  <Button onClick={() => void sendCode()} loading={sending} disabled={wait > 0} data-testid="send-code">
                    {wait > 0 ? t('common.signIn.resendIn', { seconds: wait }) : t('common.signIn.sendCode')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            ) : (
              <Form.Item
                name="password"
                label={t('common.signIn.password')}
                rules={[{ required: true, message: t('common.signIn.passwordEmpty') }]}
              >
                <Input.Password prefix={<LockOutlined />} autoComplete="current-password" maxLength={128} />
              </Form.Item>
            )}
            {captcha && (
              <Form.Item label={t('common.signIn.captcha')} required>
                <Space.Compact style={{ width: '100%' }}>
                  <Form.Item
                    name="imageCode"
                    noStyle
                    // The code sign-in sends no picture answer: the picture is for the next code only.
                    rules={[{ required: !byCode, message: t('common.signIn.captchaEmpty') }]}
                  >
                    <Input maxLength={8} aria-label={t('common.signIn.captcha')} data-testid="sign-in-captcha" />
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
            <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="sign-in-submit">
              {t('common.signIn.submit')}
            </Button>
          </Form>
          <div style={{ textAlign: 'center' }}>
            <Typography.Link href={forgotPasswordHref(language)} data-testid="sign-in-forgot">
              {t('common.signIn.forgot')}
            </Typography.Link>
          </div>
        </Space>
      </Card>
    </div>
  );
}
