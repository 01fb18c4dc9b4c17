import { STAFF_INVITE_DAYS, type StaffList } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { showFieldError } from '../../../lib/form-errors';
import { dateOnly, dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { loadUser } from '../../../lib/session';
import { cancelInvite, inviteStaff, leaveShop, removeMember, staffQuery } from '../api/staff';

type Member = StaffList['members'][number];
type Invite = StaffList['invites'][number];

/** The owner invites a colleague by e-mail; whoever signs in with it may accept within the invitation's days. */
function InviteCard({ onSent }: { onSent: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ email: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ email }: { email: string }) => {
    setBusy(true);
    try {
      await inviteStaff(email.trim());
      form.resetFields();
      onSent();
    } catch (error) {
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t('merchant.staff.inviteTitle')} data-testid="staff-invite">
      <Typography.Paragraph type="secondary">
        {t('merchant.staff.inviteHint', { count: STAFF_INVITE_DAYS })}
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('merchant.staff.email')}
          rules={[{ required: true, type: 'email', message: t('merchant.staff.emailInvalid') }]}
          style={{ minWidth: 320 }}
        >
          <Input type="email" autoComplete="off" placeholder="name@example.com" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('merchant.staff.send')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The people who run the shop: every member sees them; the owner also invites, cancels and removes. */
export default function StaffPage() {
  const t = useT();
  const client = useQueryClient();
  const { data } = useQuery(staffQuery());
  const refresh = () => client.invalidateQueries({ queryKey: staffQuery().queryKey });
  const owner = data?.owner === true;

  return (
    <div>
      <PageHeader title={t('merchant.staff.title')} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {owner ? (
          <InviteCard onSent={() => void refresh()} />
        ) : (
          data && (
            <Alert
              type="info"
              showIcon
              message={t('merchant.staff.ownerOnly')}
              data-testid="staff-read-only"
              action={
                // A member leaves by themselves (audit CX2); the console then closes to them, as the session says.
                <Popconfirm
                  title={t('merchant.staff.leaveConfirm')}
                  description={t('merchant.staff.leaveEffect')}
                  okButtonProps={{ danger: true }}
                  okText={t('merchant.staff.leave')}
                  onConfirm={() =>
                    leaveShop().then(
                      () => loadUser(),
                      () => undefined,
                    )
                  }
                >
                  <Button danger data-testid="staff-leave">
                    {t('merchant.staff.leave')}
                  </Button>
                </Popconfirm>
              }
            />
          )
        )}
        <Card title={t('merchant.staff.members')}>
          <Table<Member>
            rowKey="userId"
            size="small"
            pagination={false}
            loading={!data}
            dataSource={data?.members ?? []}
            data-testid="staff-members"
            columns={[
              {
                title: t('merchant.staff.name'),
                dataIndex: 'nickname',
                // The operator disabled the account (audit CX3): it cannot sign in and gets no alerts.
                render: (name: string, m: Member) => (
                  <>
                    {name}
                    {m.disabled && (
                      <Tag color="red" style={{ marginInlineStart: 8 }}>
                        {t('merchant.staff.disabled')}
                      </Tag>
                    )}
                  </>
                ),
              },
              { title: t('merchant.staff.email'), dataIndex: 'email' },
              {
                title: t('merchant.staff.role'),
                dataIndex: 'role',
                render: (role: Member['role']) =>
                  role === 'owner' ? (
                    <Tag color="gold">{t('merchant.staff.owner')}</Tag>
                  ) : (
                    <Tag>{t('merchant.staff.staffRole')}</Tag>
                  ),
              },
              { title: t('merchant.staff.since'), dataIndex: 'since', render: (since: string) => dateOnly(since) },
              ...(owner
                ? [
                    {
                      title: t('merchant.common.actions'),
                      key: 'actions',
                      render: (_: unknown, m: Member) =>
                        m.role === 'owner' ? null : (
                          <Popconfirm
                            title={t('merchant.staff.removeConfirm', { name: m.nickname })}
                            description={t('merchant.staff.removeEffect')}
                            okButtonProps={{ danger: true }}
                            okText={t('merchant.staff.remove')}
                            onConfirm={() => removeMember(m.userId).then(refresh, () => undefined)}
                          >
                            <Button size="small" danger>
                              {t('merchant.staff.remove')}
                            </Button>
                          </Popconfirm>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
        {owner && (
          <Card title={t('merchant.staff.pending')}>
            <Table<Invite>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data?.invites ?? []}
              locale={{ emptyText: t('merchant.staff.noPending') }}
              data-testid="staff-invites"
              columns={[
                { title: t('merchant.staff.email'), dataIndex: 'email' },
                { title: t('merchant.staff.sent'), dataIndex: 'createdAt', render: (at: string) => dateTime(at) },
                { title: t('merchant.staff.expires'), dataIndex: 'expiresAt', render: (at: string) => dateTime(at) },
                {
                  title: t('merchant.common.actions'),
                  key: 'actions',
                  render: (_: unknown, i: Invite) => (
                    <Popconfirm
                      title={t('merchant.staff.cancelConfirm', { email: i.email })}
                      okText={t('merchant.staff.cancel')}
                      onConfirm={() => cancelInvite(i.id).then(refresh, () => undefined)}
                    >
                      <Button size="small">{t('merchant.staff.cancel')}</Button>
                    </Popconfirm>
                  ),
                },
              ]}
            />
          </Card>
        )}
      </Space>
    </div>
  );
}
