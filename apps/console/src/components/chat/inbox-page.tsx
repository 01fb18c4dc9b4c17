import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Card, Empty, Flex, Input, List, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useClearable } from '../../lib/antd-icons';
import { useT } from '../../lib/i18n';
import { subscribe } from '../../lib/realtime';
import { PageHeader } from '../page-header';
import { type InboxBase, type InboxFilter, inboxQuery } from './api';
import { ChatSettingsDrawer } from './chat-settings-drawer';
import { InboxThread } from './inbox-thread';
import './inbox-page.css';

/** A chat inbox: the shop's (merchant console) or the mall's service (platform console); live through the socket. */
export function InboxPage({ base, title }: { base: InboxBase; title: string }) {
  const t = useT();
  const clearable = useClearable();
  const client = useQueryClient();
  const [filter, setFilter] = useState<InboxFilter>({ view: 'all', keyword: '', page: 1 });
  const [selected, setSelected] = useState<number | null>(() => {
    const id = Number(new URLSearchParams(location.hash.split('?')[1] ?? '').get('conversation'));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  });
  const [settingsOpen, setSettingsOpen] = useState(false);
  const inbox = useQuery(inboxQuery(base, filter));
  const refresh = () => void client.invalidateQueries({ queryKey: ['chat', base] });

  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh only reads the stable client and base.
  useEffect(() => {
    const stops = [subscribe('message', refresh), subscribe('conversation', refresh), subscribe('ready', refresh)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [base]);

  const list = inbox.data?.list ?? [];
  const current = list.find((c) => c.id === selected) ?? null;
  return (
    <>
      <PageHeader
        title={title}
        extra={<Button onClick={() => setSettingsOpen(true)}>{t('chat.settings.title')}</Button>}
      />
      <Flex gap={16} align="flex-start">
        <Card style={{ width: 280, flex: 'none' }} styles={{ body: { padding: 8 } }}>
          {/* Each filter as wide as its words, wrapping rather than cut when they are long (inbox-page.css). */}
          <Segmented
            block
            className="inbox-filter"
            value={filter.view}
            options={(['all', 'mine', 'unassigned'] as const).map((v) => ({ value: v, label: t(`chat.inbox.${v}`) }))}
            onChange={(view) => setFilter({ ...filter, view: view as InboxFilter['view'], page: 1 })}
          />
          <Input.Search
            style={{ margin: '8px 0' }}
            allowClear={clearable}
            placeholder={t('chat.inbox.search')}
            aria-label={t('chat.inbox.search')}
            onSearch={(keyword) => setFilter({ ...filter, keyword, page: 1 })}
          />
          <List
            data-testid="inbox-list"
            loading={inbox.isLoading}
            dataSource={list}
            locale={{ emptyText: t('chat.inbox.empty') }}
            renderItem={(c) => (
              <List.Item
                style={{ cursor: 'pointer', background: c.id === selected ? '#fff2f0' : undefined, padding: 8 }}
                onClick={() => setSelected(c.id)}
                data-testid="inbox-conversation"
              >
                <List.Item.Meta
                  avatar={
                    <Badge count={c.unread} size="small">
                      <Avatar src={c.avatar || undefined}>{c.nickname.slice(0, 1)}</Avatar>
                    </Badge>
                  }
                  title={c.nickname}
                  description={
                    <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160 }}>
                      {c.lastMessage
                        ? c.lastMessage.kind === 'text'
                          ? c.lastMessage.body
                          : `[${c.lastMessage.kind}]`
                        : ''}
                    </Typography.Text>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
        {current ? (
          <InboxThread base={base} conversation={current} onChanged={refresh} />
        ) : (
          <Card style={{ flex: 1 }}>
            <Empty description={t('chat.inbox.choose')} />
          </Card>
        )}
      </Flex>
      <ChatSettingsDrawer base={base} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
