import { lazy, Suspense } from 'react';
import { useChat } from '../chat-store';

const ChatWindow = lazy(() => import('./chat-window'));

/** Mounted once by the layout: the chat window's code loads the first time it opens. */
export function ChatLauncher() {
  const chat = useChat();
  if (!chat.open) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindow />
    </Suspense>
  );
}
