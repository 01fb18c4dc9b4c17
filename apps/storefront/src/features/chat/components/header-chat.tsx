import { useEffect } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useSignedIn } from '../../../lib/auth-token';
import { loadSection, useTranslation } from '../../../lib/i18n';
import { useChatUnread } from '../api';
import { openChat } from '../chat-store';

/** The header's "Messages" with the unread count (live through the socket); only for a signed-in shopper. */
export function HeaderChat({ className, badge, empty }: { className: string; badge: string; empty: string }) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return <SignedInChat className={className} badge={badge} empty={empty} />;
}

function SignedInChat({ className, badge, empty }: { className: string; badge: string; empty: string }) {
  const { t } = useTranslation();
  const unread = useChatUnread();
  useEffect(() => {
    void loadSection('chat');
  }, []);
  return (
    <button
      type="button"
      className={className}
      onClick={() => openChat(null)}
      aria-label={t('chat.messages')}
      title={t('chat.messages')}
      data-testid="header-chat"
    >
      <Icon name="chat" size={18} />
      <span className={unread > 0 ? badge : empty} data-testid="chat-unread">
        {unread > 99 ? '99+' : unread}
      </span>
    </button>
  );
}

/** The user menu's entry to the messages, with the same count. */
export function MenuChat({ className }: { className: string }) {
  const { t } = useTranslation();
  const unread = useChatUnread();
  return (
    <button type="button" className={className} onClick={() => openChat(null)} data-testid="user-menu-chat">
      {t('chat.messages')}
      {unread > 0 ? ` (${unread > 99 ? '99+' : unread})` : ''}
    </button>
  );
}
