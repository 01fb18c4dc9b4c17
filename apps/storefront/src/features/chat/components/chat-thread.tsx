import { CHAT_TEXT_MAX, type ChatConversation, type ChatMessage, cutToChars, SESSION_CODES } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { ApiError } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/i18n';
import { subscribe } from '../../../lib/realtime';
import { showToast } from '../../../lib/toast';
import {
  chatKeys,
  fetchMessages,
  readConversation,
  reportMessage,
  sendMessage,
  setBlocked,
  uploadPicture,
} from '../api';
import type { ChatOffer } from '../chat-store';
import styles from './chat.module.css';
import { MessageBubble } from './message-bubble';

const merge = (list: ChatMessage[], more: ChatMessage[]) => {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

type Props = { merId: number; conversation: ChatConversation | null; offer: ChatOffer | null };

/** One conversation: its history (older pages on demand), live messages and read receipts, and the composer. */
export function ChatThread({ merId, conversation, offer }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [offered, setOffered] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const thread = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = conversation?.id ?? 0;

  useEffect(() => {
    if (!id) return;
    let live = true;
    void fetchMessages(id).then((page) => {
      if (!live) return;
      setMessages((list) => merge(list, page.list));
      setHasMore(page.hasMore);
    });
    void readConversation(client, id);
    const stops = [
      subscribe('message', (event) => {
        if (event.conversationId !== id) return;
        setMessages((list) => merge(list, [event.message as ChatMessage]));
        if (event.message.from !== 'shopper') void readConversation(client, id);
      }),
      subscribe('read', (event) => {
        if (event.conversationId !== id || event.by !== 'shop') return;
        setMessages((list) => list.map((m) => (m.from === 'shopper' && m.id <= event.upTo ? { ...m, read: true } : m)));
      }),
    ];
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [id, client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message scrolls the thread to its end.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  // The send button is disabled while a message goes and the product or order offer is gone once sent: the browser
  // drops the focus of either onto the page, and the next Tab started from its top (walk GX). A send ends with the
  // focus in the message box, unless the shopper has moved it elsewhere meanwhile.
  const keepFocus = () => {
    const active = document.activeElement;
    if (!active || active === document.body || thread.current?.contains(active)) box.current?.focus();
  };
  const send = async (kind: ChatMessage['kind'], body: string) => {
    setBusy(true);
    try {
      const message = await sendMessage(merId, kind, body);
      setMessages((list) => merge(list, [message]));
      if (!id) void client.invalidateQueries({ queryKey: chatKeys.conversations });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
      keepFocus();
    }
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    if (await send('text', text)) setText('');
  };
  // A refused call (a picture that is not JPG or PNG, or over 5 MB; a lost connection) is told by the API client's
  // toast in the shopper's language; the thread stays as it was, and nothing is left to throw in the page (walk GP1).
  const onPicture = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Emptied at once, so that choosing the same file again (after a refusal, or to send it twice) is a change.
    input.value = '';
    if (!file) return;
    setBusy(true);
    const uploaded = await uploadPicture(file).catch(() => null);
    setBusy(false);
    if (uploaded) await send('image', uploaded.url);
  };
  const older = async () => {
    const page = await fetchMessages(id, { before: messages[0]?.id }).catch(() => null);
    if (!page) return;
    setMessages((list) => merge(list, page.list));
    setHasMore(page.hasMore);
  };
  const report = async (messageId: number) => {
    const reason = window.prompt(t('chat.reportReason'));
    if (reason?.trim()) {
      const done = await reportMessage(messageId, reason.trim()).then(
        () => true,
        () => false,
      );
      if (done) showToast(t('chat.reported'), 'success');
    }
  };
  const blocked = conversation?.blocked ?? false;
  const [blocking, setBlocking] = useState(false);
  // A refused block or unblock (too many at once, a lost connection, a session ended) is told in the shopper's
  // language with its reason: the button used to swallow it, and the shop looked blocked to nobody's knowledge.
  const toggleBlock = async () => {
    setBlocking(true);
    try {
      await setBlocked(id, !blocked);
      await client.invalidateQueries({ queryKey: chatKeys.conversations });
    } catch (error) {
      // An ended session is told by the API client already; an answer for an account no longer signed in is not ours.
      if (!(error instanceof ApiError) || SESSION_CODES.includes(error.code)) return;
      const reason = error.message || t('errors.other');
      showToast(t(blocked ? 'chat.unblockFailed' : 'chat.blockFailed', { reason }), 'error');
    } finally {
      setBlocking(false);
    }
  };
  const closed = conversation ? !conversation.open : false;

  return (
    <div className={styles.thread} ref={thread} data-testid="chat-thread">
      <div className={styles.messages} data-testid="chat-messages">
        {hasMore && (
          <button type="button" className={styles.older} onClick={() => void older()}>
            {t('chat.older')}
          </button>
        )}
        {messages.length === 0 && (
          // The mall's own service is not a shop (audit EV1's look in the browser).
          <p className={styles.empty}>{t(merId === 0 ? 'chat.startService' : 'chat.start')}</p>
        )}
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} mine={m.from === 'shopper'} onReport={report} />
        ))}
        <div ref={end} />
      </div>
      {offer && !offered && (
        <div className={styles.offer}>
          <span>{offer.label}</span>
          <button
            type="button"
            className={`${buttons.outline} ${buttons.small}`}
            data-testid="chat-send-offer"
            disabled={busy}
            onClick={() => void send(offer.kind, offer.body).then((ok) => ok && setOffered(true))}
          >
            {offer.kind === 'product' ? t('chat.sendProduct') : t('chat.sendOrder')}
          </button>
        </div>
      )}
      {closed ? (
        <p className={styles.empty}>{t('chat.closed')}</p>
      ) : (
        <form className={styles.composer} onSubmit={(e) => void onSubmit(e)}>
          <textarea
            ref={box}
            value={text}
            placeholder={t('chat.placeholder')}
            aria-label={t('chat.placeholder')}
            data-testid="chat-input"
            // No more than the server takes, counted as it counts (audit FC3): a `maxLength` counts UTF-16 units and
            // stopped an emoji-only message at 500.
            onChange={(e) => setText(cutToChars(e.target.value, CHAT_TEXT_MAX))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) void onSubmit(e);
            }}
          />
          <div className={styles.tools}>
            <label className={styles.picture}>
              {t('chat.picture')}
              {/* Hidden to the eye only: Tab reaches it and Enter or Space opens the picker (audit CE8). */}
              <input
                type="file"
                accept="image/jpeg,image/png"
                className="visually-hidden"
                data-testid="chat-picture"
                onChange={(e) => void onPicture(e.currentTarget)}
              />
            </label>
            {id > 0 && merId > 0 && (
              <button
                type="button"
                className={styles.link}
                disabled={blocking}
                data-testid="chat-block"
                onClick={() => void toggleBlock()}
              >
                {blocked ? t('chat.unblock') : t('chat.block')}
              </button>
            )}
            <button
              type="submit"
              className={`${buttons.primary} ${buttons.small}`}
              disabled={busy}
              data-testid="chat-send"
            >
              {t('chat.send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
