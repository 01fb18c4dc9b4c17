import { InboxPage } from '../../../components/chat/inbox-page';
import { useT } from '../../../lib/i18n';

export default function ServiceInboxPage() {
  const t = useT();
  return <InboxPage base="/api/admin/chat" title={t('chat.menu.service')} />;
}
