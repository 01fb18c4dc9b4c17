import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n';
import { type NoticeSide, useNoticeUnread } from './api';

/** The header's bell for the side that is open (the shop's alerts or the platform's), with its unread count. */
export function NoticeBell({ roles }: { roles: string[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const side: NoticeSide = pathname.startsWith('/platform') || !roles.includes('merchant') ? 'admin' : 'merchant';
  const allowed = side === 'admin' ? roles.includes('admin') : roles.includes('merchant');
  const unread = useNoticeUnread(side, allowed);
  if (!allowed) return null;
  const label = t('notices.bell', { count: unread });
  return (
    <Badge count={unread} size="small" overflowCount={99}>
      <Button
        type="text"
        icon={<BellOutlined />}
        aria-label={label}
        title={label}
        onClick={() => navigate(side === 'admin' ? '/platform/notices' : '/merchant/notices')}
        data-testid="notice-bell"
      />
    </Badge>
  );
}
