import { type NoticeKind, OWNER_NOTICE_KINDS, OWNER_ONLY_NOTICE_KINDS } from '@mall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Checkbox, Table, Tooltip, Typography } from 'antd';
import { NoticesList } from '../../../components/notices/notices-list';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth-token';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

type Recipients = { kinds: string[]; staff: { userId: number; nickname: string; role: string; kinds: string[] }[] };

/** The shop's owner chooses which staff member gets which alert (everyone gets all until then). */
function RecipientsCard() {
  const t = useT();
  const user = useUser();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['notices', 'merchant', 'recipients'],
    queryFn: ({ signal }) => apiGet<Recipients>('/api/merchant/notices/recipients', undefined, { signal }),
  });
  const save = useMutation({
    mutationFn: (body: { userId: number; kinds: NoticeKind[] }) => apiPost('/api/merchant/notices/recipients', body),
    onSuccess: () => {
      notifySuccess(t('notices.recipients.saved'));
      return client.invalidateQueries({ queryKey: ['notices', 'merchant', 'recipients'] });
    },
  });
  const data = query.data;
  const isOwner = data?.staff.some((s) => s.userId === user?.id && s.role === 'owner');
  if (!data || !isOwner) return null;
  const toggle = (userId: number, have: string[], kind: string, on: boolean) =>
    save.mutate({ userId, kinds: (on ? [...have, kind] : have.filter((k) => k !== kind)) as NoticeKind[] });
  return (
    <Card title={t('notices.recipients.title')} style={{ marginTop: 16 }} data-testid="notice-recipients">
      <Typography.Paragraph type="secondary">{t('notices.recipients.hint')}</Typography.Paragraph>
      <Table
        rowKey="userId"
        pagination={false}
        size="small"
        dataSource={data.staff}
        scroll={{ x: true }}
        columns={[
          { title: t('notices.recipients.staff'), dataIndex: 'nickname', fixed: 'left' },
          ...data.kinds.map((kind) => ({
            title: t(`notices.kinds.${kind}`),
            key: kind,
            render: (_: unknown, s: Recipients['staff'][number]) => {
              // The shop's standing and money always reach the owner (audit CI10): shown ticked, not offered.
              const always = s.role === 'owner' && OWNER_NOTICE_KINDS.includes(kind as NoticeKind);
              // Who joins or leaves the team is told to the owner alone (audit DS2): not offered for the others.
              const never = s.role !== 'owner' && OWNER_ONLY_NOTICE_KINDS.includes(kind as NoticeKind);
              const box = (
                <Checkbox
                  checked={always || (!never && s.kinds.includes(kind))}
                  disabled={always || never || save.isPending}
                  onChange={(e) => toggle(s.userId, s.kinds, kind, e.target.checked)}
                  aria-label={`${s.nickname}: ${t(`notices.kinds.${kind}`)}`}
                />
              );
              if (never) return <Tooltip title={t('notices.recipients.ownerOnly')}>{box}</Tooltip>;
              return always ? <Tooltip title={t('notices.recipients.ownerAlways')}>{box}</Tooltip> : box;
            },
          })),
        ]}
      />
    </Card>
  );
}

export default function MerchantNoticesPage() {
  return (
    <NoticesList side="merchant">
      <RecipientsCard />
    </NoticesList>
  );
}
