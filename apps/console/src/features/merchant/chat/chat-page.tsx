import { InboxPage } from '../../../components/chat/inbox-page';
import { useT } from '../../../lib/i18n';

export default function MerchantInboxPage() {
  const t = useT();
  return <InboxPage base="/api/merchant/chat" title={t('chat.menu.inbox')} />;
}
