import type { AdminUser } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Tag } from 'antd';
import { useT } from '../../../lib/i18n';
import { disableUser, enableUser } from '../api/users';

export function DisabledTag({ user }: { user: Pick<AdminUser, 'disabled'> }) {
  const t = useT();
  return user.disabled ? (
    <Tag color="red" data-testid="user-disabled-tag">
      {t('platform.users.statuses.disabled')}
    </Tag>
  ) : null;
}

/**
 * Disable or enable an account, after a confirmation that says what it does. Administrators cannot be disabled (the
 * server refuses it too), so they get no button; that covers the administrator's own account.
 */
export function UserStatusButton({
  user,
  type = 'link',
  size,
}: {
  user: Pick<AdminUser, 'id' | 'nickname' | 'isAdmin' | 'disabled'>;
  type?: 'link' | 'default';
  size?: 'small';
}) {
  const t = useT();
  const client = useQueryClient();
  if (user.isAdmin) return null;
  const disabling = !user.disabled;
  const act = async () => {
    if (disabling) await disableUser(user.id);
    else await enableUser(user.id);
    await client.invalidateQueries({ queryKey: ['platform', 'users'] });
  };
  return (
    <Popconfirm
      title={t(disabling ? 'platform.users.disableConfirm' : 'platform.users.enableConfirm', { name: user.nickname })}
      description={
        <div style={{ maxWidth: 300 }}>{t(disabling ? 'platform.users.disableHint' : 'platform.users.enableHint')}</div>
      }
      okText={t(disabling ? 'platform.users.disable' : 'platform.users.enable')}
      okButtonProps={{ danger: disabling, 'data-testid': 'user-status-confirm' }}
      // A refusal (already disabled by someone else, say) is shown by the API client; the lists are read again.
      onConfirm={() => act().catch(() => client.invalidateQueries({ queryKey: ['platform', 'users'] }))}
    >
      <Button
        type={type}
        size={size}
        danger={disabling}
        data-testid={`user-${disabling ? 'disable' : 'enable'}-${user.id}`}
      >
        {t(disabling ? 'platform.users.disable' : 'platform.users.enable')}
      </Button>
    </Popconfirm>
  );
}
