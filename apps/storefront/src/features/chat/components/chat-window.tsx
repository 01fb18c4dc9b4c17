import type { ChatConversation } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Icon } from '../../../components/ui/icons';
import { loadSection, useTranslation } from '../../../lib/i18n';
import { subscribe } from '../../../lib/realtime';
import { chatKeys, fetchConversations, useChatShop, useShopChatHours } from '../api';
import { chatStore, closeChat, useChat } from '../chat-store';
import styles from './chat.module.css';
import { ChatHours } from './chat-hours';
import { ChatThread } from './chat-thread';

function Entry({ c, active }: { c: ChatConversation; active: boolean }) {
  const { t } = useTranslation();
  const name = c.merId === 0 ? t('chat.service') : c.merName;
  return (
    <li>
      <button
        type="button"
        className={active ? `${styles.entry} ${styles.active}` : styles.entry}
        onClick={() =>
          chatStore.set((s) =>
            s.merId === c.merId ? { ...s, merId: c.merId } : { ...s, merId: c.merId, offer: null, shop: null },
          )
        }
      >
        <Avatar
          src={c.merAvatar}
          className={styles.avatar}
          fallback={<Icon name={c.merId === 0 ? 'headset' : 'store'} size={28} />}
        />
        <span className={styles.entryText}>
          <span className={styles.entryName}>{name}</span>
          <span className={styles.entryLast}>
            {c.lastMessage
              ? c.lastMessage.kind === 'text'
                ? c.lastMessage.body
                : t(`chat.kind.${c.lastMessage.kind}`)
              : ''}
          </span>
        </span>
        {c.unread > 0 && <span className={styles.unread}>{c.unread > 99 ? '99+' : c.unread}</span>}
      </button>
    </li>
  );
}

/** The shopper's chat window: conversations on the left, the open one on the right; live through the socket. */
export default function ChatWindow() {
  const { t } = useTranslation();
  const chat = useChat();
  const client = useQueryClient();
  const conversations = useQuery({ queryKey: chatKeys.conversations, queryFn: fetchConversations });
  useEffect(() => {
    void loadSection('chat');
    const refresh = () => void client.invalidateQueries({ queryKey: chatKeys.conversations });
    // A read (here or in another tab) changes the badges as a message does: the socket's read and unread say so.
    const stops = [
      subscribe('message', refresh),
      subscribe('conversation', refresh),
      subscribe('ready', refresh),
      subscribe('read', refresh),
      subscribe('unread', refresh),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
  const list = conversations.data ?? [];
  const merId = chat.merId ?? list[0]?.merId ?? null;
  const current = list.find((c) => c.merId === merId) ?? null;
  // A shop not written to yet has no conversation: the page that opened the chat named it (audit AX1).
  // A chat opened by a link (the chat email's /chat?merId=3, a notice) knows only the shop's number: its name and logo
  // come from the shop's public header, the one its page reads (audit FS8).
  const named = chat.merId === merId ? chat.shop : null;
  const fetched = useChatShop(merId ?? 0, merId !== null && !current && !named);
  const shop = named ?? fetched;
  // Keyboard: the message box takes focus as the window opens (or turns to another shop), Escape closes the window,
  // and focus goes back to what opened it ("Contact the seller"), not to the top of the page.
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const chosen = chat.merId;
  const ready = merId !== null || conversations.isSuccess;
  useEffect(() => {
    if (!ready && chosen === null) return;
    const section = box.current;
    (section?.querySelector<HTMLElement>('textarea') ?? section?.querySelector<HTMLElement>('button'))?.focus();
  }, [chosen, ready]);
  const pending: ChatConversation | null =
    merId !== null && !current
      ? {
          id: 0,
          merId,
          merName: shop?.name ?? '',
          merAvatar: shop?.avatar ?? '',
          lastMessage: null,
          unread: 0,
          blocked: false,
          open: true,
          hours: null,
        }
      : null;
  const open = current ?? pending;
  const withName = open ? (open.merId === 0 ? t('chat.service') : open.merName) : '';
  // When the shop answers (audit DS6 leftover): its conversation carries its hours; one not written to yet, its page's.
  const shopHours = useShopChatHours(merId ?? 0, pending !== null);
  const hours = current ? current.hours : shopHours;
  return (
    <section
      ref={box}
      className={styles.window}
      aria-label={t('chat.title')}
      data-testid="chat-window"
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeChat();
      }}
    >
      <header className={styles.header}>
        <strong>{t('chat.title')}</strong>
        {withName && (
          <span className={styles.with} data-testid="chat-with">
            {withName}
          </span>
        )}
        <button type="button" className={styles.close} aria-label={t('chat.close')} onClick={closeChat}>
          <Icon name="close" size={18} />
        </button>
      </header>
      {hours && hours.openingHours.length > 0 && <ChatHours key={merId} hours={hours} />}
      <div className={styles.body}>
        <ul className={styles.list} data-testid="chat-conversations">
          {pending && <Entry c={pending} active />}
          {list.map((c) => (
            <Entry key={c.id} c={c} active={c.merId === merId} />
          ))}
        </ul>
        {merId === null ? (
          <p className={styles.empty}>{t('chat.none')}</p>
        ) : (
          <ChatThread
            key={merId}
            merId={merId}
            conversation={current}
            offer={chat.merId === merId ? chat.offer : null}
          />
        )}
      </div>
    </section>
  );
}
