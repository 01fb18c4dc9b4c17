import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Space, Typography } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { apiPost } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useToken } from '../../lib/auth-token';
import { dateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { loadUser, signOut } from '../../lib/session';
import { useTabTitle } from '../../lib/use-tab-title';

type Preview = { shop: string; expiresAt: string };

/**
 * /staff-invite/:token (decision 0050): the invited account, a shopper until now, accepts a shop's invitation. Not
 * signed in: the sign-in page brings it back here. The server says why another account, a used or an expired link
 * cannot join; accepting opens the merchant console.
 */
export default function StaffInvitePage() {
  const t = useT();
  const token = useToken();
  const { token: invite = '' } = useParams();
  const navigate = useNavigate();
  const back = `/staff-invite/${invite}`;
  const preview = useQuery({
    queryKey: ['staff-invite', invite, token],
    queryFn: () => apiPost<Preview>('/api/front/staff-invite', { token: invite }, { silent: true }),
    enabled: !!token,
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => apiPost('/api/front/staff-invite/accept', { token: invite }, { silent: true }),
    onSuccess: async () => {
      await loadUser();
      navigate('/merchant/dashboard', { replace: true });
    },
  });

  useTabTitle(t('merchant.staffInvite.title'));
  if (!token) return <Navigate to={`/sign-in?back=${encodeURIComponent(back)}`} replace />;
  const failure = preview.error ?? accept.error;
  const otherAccount = () =>
    void signOut().then(() => navigate(`/sign-in?back=${encodeURIComponent(back)}`, { replace: true }));

  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f5f5f5', padding: 16 }}>
      {/* The title wraps rather than ending in "…" beside the language picker: the page is read once, in full (audit
          DB7: "Invitation dans l’équipe d’une bouti…"). */}
      <Card
        style={{ width: 'min(520px, 100%)' }}
        styles={{ title: { whiteSpace: 'normal', overflow: 'visible', paddingBlock: 8 } }}
        extra={<LanguageSwitch />}
        title={t('merchant.staffInvite.title')}
      >
        {failure ? (
          <Result
            status={failure instanceof ApiError && failure.code === 403 ? '403' : 'warning'}
            subTitle={<span data-testid="staff-invite-error">{failure.message}</span>}
            extra={<Button onClick={otherAccount}>{t('merchant.staffInvite.otherAccount')}</Button>}
          />
        ) : preview.data ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="staff-invite-shop">
              {t('merchant.staffInvite.invites', { shop: preview.data.shop })}
            </Typography.Title>
            <Typography.Paragraph>{t('merchant.staffInvite.what')}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">
              {t('merchant.staffInvite.until', { date: dateTime(preview.data.expiresAt) })}
            </Typography.Paragraph>
            <Button type="primary" block loading={accept.isPending} onClick={() => accept.mutate()}>
              {t('merchant.staffInvite.accept')}
            </Button>
          </Space>
        ) : (
          <Typography.Paragraph type="secondary">{t('merchant.staffInvite.loading')}</Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
