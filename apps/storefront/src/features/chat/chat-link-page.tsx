import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLocaleNavigate } from '../../lib/use-locale';
import { chatLinkShop, openChat } from './chat-store';

/**
 * /chat?merId=2, the address a chat notice's email links to (audit L7): the chat is a window over the shop, not a
 * page, so this opens it with that shop and moves on to the home page beneath it.
 */
export default function ChatLinkPage() {
  const [params] = useSearchParams();
  const navigate = useLocaleNavigate();
  const merId = chatLinkShop(`/chat?merId=${params.get('merId') ?? ''}`);
  useEffect(() => {
    if (merId !== null) openChat(merId);
    navigate('/', { replace: true });
  }, [merId, navigate]);
  return null;
}
