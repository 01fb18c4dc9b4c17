import { chatLinkShop, openChat } from '../../features/chat/chat-store';
import NoticesPage from '../../features/notices/notices-page';

/** The message centre; a shop's chat answer (audit L7) opens the chat window over it instead of leaving the page. */
export default function NoticesRoute() {
  return (
    <NoticesPage
      openHere={(link) => {
        const merId = chatLinkShop(link);
        if (merId === null) return false;
        openChat(merId);
        return true;
      }}
    />
  );
}
