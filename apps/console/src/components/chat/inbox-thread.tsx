import {
  CHAT_TEXT_MAX,
  type ChatInboxConversation,
  type ChatMessage,
  cutToChars,
  LOCALE_NAMES,
  MERCHANT_ORDER_STATUSES,
  productCardName,
} from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dropdown, Flex, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { dateTime, money } from '../../lib/format';
import { type TFunction, useLanguage, useT } from '../../lib/i18n';
import { subscribe } from '../../lib/realtime';
import { Picture } from '../picture';
import {
  assign,
  fetchMessages,
  type InboxBase,
  readConversation,
  reportMessage,
  sendStaffMessage,
  settingsQuery,
  staffQuery,
} from './api';

const merge = (list: ChatMessage[], more: ChatMessage[]) => {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

type CardData = Record<string, string | number>;

/** An order's status in the names the console's order pages use ("Expédiée"); an unknown one as it is. */
function orderStatus(t: TFunction, status: string): string {
  return (MERCHANT_ORDER_STATUSES as readonly string[]).includes(status)
    ? t(`merchant.orders.status.${status}`)
    : status;
}

/** An order as the panel and an order card write it: its total in the console's money, its status in words. */
function orderLine(t: TFunction, total: string, status: string): string {
  return `${money(total)} · ${orderStatus(t, status)}`;
}

/**
 * Whom a conversation can go to, and whom it is with: an assignee no longer among them (the operator disabled the
 * account) is still named, marked so and not choosable, never shown as their bare id (audit CI5).
 */
function assigneeOptions(
  t: TFunction,
  staff: { id: number; nickname: string }[],
  assignee: ChatInboxConversation['assignee'],
) {
  const options: { value: number; label: string; disabled?: boolean }[] = staff.map((s) => ({
    value: s.id,
    label: s.nickname,
  }));
  if (assignee && !staff.some((s) => s.id === assignee.id))
    options.push({
      value: assignee.id,
      label: assignee.disabled ? t('chat.inbox.disabledStaff', { name: assignee.nickname }) : assignee.nickname,
      disabled: true,
    });
  return options;
}

function Content({ m }: { m: ChatMessage }) {
  const t = useT();
  const language = useLanguage();
  const card = m.card as CardData | null;
  if (m.kind === 'image') return <Picture src={m.body} alt={t('common.a11y.picture', { n: 1 })} width={160} />;
  if (card && m.kind === 'product')
    return (
      <Space data-testid="inbox-product-card">
        {card.image && <Picture src={String(card.image)} alt="" width={48} preview={false} />}
        <span>
          {productCardName(card, language)} · {String(card.price)}
        </span>
      </Space>
    );
  if (card && m.kind === 'order')
    return (
      <span>
        <span style={{ whiteSpace: 'nowrap' }}>{String(card.orderNo)}</span> ·{' '}
        {orderLine(t, String(card.total), String(card.status))}
      </span>
    );
  return <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</span>;
}

/** One conversation of the inbox: history, live messages, the composer with quick replies, take and hand over. */
export function InboxThread({
  base,
  conversation,
  onChanged,
}: {
  base: InboxBase;
  conversation: ChatInboxConversation;
  onChanged(): void;
}) {
  const t = useT();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const staff = useQuery(staffQuery(base));
  const settings = useQuery(settingsQuery(base));
  const end = useRef<HTMLDivElement>(null);
  const client = useQueryClient();
  const id = conversation.id;

  useEffect(() => {
    let live = true;
    setMessages([]);
    void fetchMessages(base, id).then((page) => {
      if (!live) return;
      setMessages((list) => merge(list, page.list));
      setHasMore(page.hasMore);
    });
    void readConversation(client, base, id).catch(() => undefined);
    const stops = [
      subscribe('message', (event) => {
        if (event.conversationId !== id) return;
        setMessages((list) => merge(list, [event.message as ChatMessage]));
        if (event.message.from === 'shopper') void readConversation(client, base, id).catch(() => undefined);
      }),
      subscribe('read', (event) => {
        if (event.conversationId !== id || event.by !== 'shopper') return;
        setMessages((list) => list.map((m) => (m.from !== 'shopper' && m.id <= event.upTo ? { ...m, read: true } : m)));
      }),
    ];
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [base, id, client]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message scrolls the thread to its end.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = async (body: string) => {
    if (!body.trim()) return;
    setBusy(true);
    try {
      const message = await sendStaffMessage(base, id, 'text', body);
      setMessages((list) => merge(list, [message]));
      setText('');
      onChanged();
    } catch {
      // Told by the API client; the text stays.
    } finally {
      setBusy(false);
    }
  };
  // A refused call is told by the API client in the console's language; nothing is left to throw in the page (walk
  // GP1: the storefront's side of the chat threw its refusals unhandled, and so did these).
  const older = async () => {
    const page = await fetchMessages(base, id, messages[0]?.id).catch(() => null);
    if (!page) return;
    setMessages((list) => merge(list, page.list));
    setHasMore(page.hasMore);
  };
  const report = async (messageId: number) => {
    const reason = window.prompt(t('chat.inbox.reportReason'));
    if (reason?.trim()) await reportMessage(base, messageId, reason.trim()).catch(() => undefined);
  };
  // Each quick reply in the shopper's language where the shop gave it one, else as written (audit DS6): the language
  // the shopper last wrote in, else their account's; neither known, the original.
  const language = conversation.shopperLocale;
  const quick = (settings.data?.quickReplies ?? []).map(
    (text, i) => (language && settings.data?.quickReplyTranslations?.[i]?.[language]) || text,
  );

  // The conversation takes the room (audit R8: at 1200 px it had ~300 px and the French reply box ~85 px): the orders
  // panel sits beside it only where both fit, else below it, at the full width.
  return (
    <Flex gap={16} wrap style={{ flex: 1, minWidth: 0 }}>
      <Card
        style={{ flex: '999 1 440px', minWidth: 0 }}
        title={conversation.nickname}
        extra={
          <Space>
            <Select
              style={{ width: 150 }}
              placeholder={t('chat.inbox.assignee')}
              aria-label={t('chat.inbox.assignee')}
              value={conversation.assignee?.id}
              data-testid="inbox-assign"
              options={assigneeOptions(t, staff.data ?? [], conversation.assignee)}
              onChange={(staffId: number) => void assign(base, id, staffId).then(onChanged, () => undefined)}
            />
            {conversation.blocked && <Tag color="red">{t('chat.inbox.blocked')}</Tag>}
            {conversation.shopperGone && <Tag data-testid="inbox-shopper-gone">{t('chat.inbox.shopperGone')}</Tag>}
          </Space>
        }
      >
        <div
          style={{ height: 380, overflowY: 'auto', background: '#fafafa', padding: 12 }}
          data-testid="inbox-messages"
        >
          {hasMore && (
            <Button type="link" onClick={() => void older()}>
              {t('chat.inbox.older')}
            </Button>
          )}
          {messages.map((m) => (
            <Flex
              key={m.id}
              vertical
              align={m.from === 'shopper' ? 'flex-start' : 'flex-end'}
              style={{ marginBottom: 10 }}
              data-testid="inbox-message"
            >
              <div
                style={{
                  background: '#fff',
                  border: '1px solid #eee',
                  borderRadius: 8,
                  padding: '6px 10px',
                  maxWidth: '80%',
                  // A letter under a pile of combining marks draws far above its line: the marks stay inside the
                  // bubble, never over the neighbouring messages (audit R9).
                  overflow: 'hidden',
                }}
                data-testid="inbox-bubble"
              >
                <Content m={m} />
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                {m.from === 'shop' && m.staffName && <span data-testid="inbox-author">{`${m.staffName} · `}</span>}
                {dateTime(m.createTime)}
                {m.from !== 'shopper' && ` · ${m.read ? t('chat.inbox.read') : t('chat.inbox.unread')}`}
                {m.from === 'shopper' && (
                  <Button type="link" size="small" onClick={() => void report(m.id)}>
                    {t('chat.inbox.report')}
                  </Button>
                )}
              </Typography.Text>
            </Flex>
          ))}
          <div ref={end} />
        </div>
        {/* The reply box has the thread's whole width; its buttons go under it, at the right. */}
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Input.TextArea
            value={text}
            rows={2}
            disabled={conversation.blocked || conversation.shopperGone}
            placeholder={t('chat.inbox.placeholder')}
            aria-label={t('chat.inbox.placeholder')}
            data-testid="inbox-input"
            // No more than the server takes, counted as it counts (audit FC3): a `maxLength` counts UTF-16 units and
            // stopped an emoji-only answer at 500.
            onChange={(e) => setText(cutToChars(e.target.value, CHAT_TEXT_MAX))}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void send(text);
              }
            }}
          />
          <Flex gap={8} justify="flex-end" wrap>
            <Dropdown
              disabled={quick.length === 0}
              menu={{ items: quick.map((q, i) => ({ key: String(i), label: q, onClick: () => setText(q) })) }}
            >
              <Button data-testid="inbox-quick">
                {language ? t('chat.inbox.quickIn', { language: LOCALE_NAMES[language] }) : t('chat.inbox.quick')}
              </Button>
            </Dropdown>
            <Button
              type="primary"
              loading={busy}
              disabled={conversation.blocked || conversation.shopperGone}
              onClick={() => void send(text)}
              data-testid="inbox-send"
            >
              {t('chat.inbox.send')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card
        style={{ flex: '1 1 300px', minWidth: 0 }}
        styles={{ body: { padding: 12 } }}
        title={t('chat.inbox.orders')}
        data-testid="inbox-orders"
      >
        <List
          size="small"
          dataSource={conversation.recentOrders}
          locale={{ emptyText: t('chat.inbox.noOrders') }}
          renderItem={(o) => (
            <List.Item>
              <Flex vertical>
                {/* The number whole on one line: it is read and copied as one. */}
                <Typography.Text copyable style={{ whiteSpace: 'nowrap' }} data-testid="inbox-order-no">
                  {o.orderNo}
                </Typography.Text>
                <Typography.Text type="secondary" data-testid="inbox-order">
                  {orderLine(t, o.total, o.status)} · {dateTime(o.createTime)}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
