import { useEffect } from 'react';
import { Icon } from '../../components/ui/icons';
import { LocaleLink } from '../../components/ui/locale-link';
import { useSignedIn } from '../../lib/auth-token';
import { loadSection, useTranslation } from '../../lib/i18n';
import { useNoticeUnread } from './api';

/** The header's bell: the signed-in shopper's unread messages, a link to the message centre. */
export function HeaderBell({ className, badge, empty }: { className: string; badge: string; empty: string }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <SignedInBell className={className} badge={badge} empty={empty} />;
}

function SignedInBell({ className, badge, empty }: { className: string; badge: string; empty: string }) {
  const { t } = useTranslation();
  const unread = useNoticeUnread(true);
  useEffect(() => {
    void loadSection('notices');
  }, []);
  const label = t('notices.bell', { count: unread });
  return (
    <LocaleLink to="/users/notices" className={className} aria-label={label} title={label} data-testid="header-bell">
      <Icon name="bell" size={18} />
      <span className={unread > 0 ? badge : empty} data-testid="notice-unread">
        {unread > 99 ? '99+' : unread}
      </span>
    </LocaleLink>
  );
}
