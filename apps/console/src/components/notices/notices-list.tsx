import { Badge, Button, Card, Flex, List, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageButtons } from '../../lib/antd-icons';
import { dateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { PageHeader } from '../page-header';
import { NOTICES_PER_PAGE, type NoticeSide, useMarkRead, useNewestListed, useNotices } from './api';

/** A console's message centre: the shop's alerts (merchant) or the platform's (admin), newest first. */
export function NoticesList({ side, children }: { side: NoticeSide; children?: React.ReactNode }) {
  const pageButtons = usePageButtons();
  const t = useT();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [unread, setUnread] = useState(false);
  const list = useNotices(side, { page, unread });
  const markRead = useMarkRead(side);
  const newestListed = useNewestListed(side);
  return (
    <>
      <PageHeader
        title={t('notices.title')}
        extra={
          <Button
            onClick={() => {
              // What the page listed, no more: a message that came since stays unread (audit FC4).
              const upTo = newestListed();
              if (upTo !== undefined) markRead.mutate({ all: true, upTo });
            }}
            loading={markRead.isPending}
            disabled={(list.data?.list.length ?? 0) === 0}
            data-testid="notices-read-all"
          >
            {t('notices.readAll')}
          </Button>
        }
      />
      <Card>
        <Segmented
          value={unread ? 'unread' : 'all'}
          onChange={(value) => {
            setUnread(value === 'unread');
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('notices.all') },
            { value: 'unread', label: t('notices.unread') },
          ]}
          style={{ marginBottom: 12 }}
        />
        <List
          loading={list.isPending}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: t('notices.empty') }}
          data-testid="notices-list"
          pagination={{
            ...pageButtons,
            current: page,
            pageSize: NOTICES_PER_PAGE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          renderItem={(n) => (
            <List.Item
              data-read={n.read}
              actions={[
                n.link ? (
                  <Button
                    key="open"
                    type="link"
                    onClick={() => {
                      if (!n.read) markRead.mutate({ ids: [n.id] });
                      navigate(n.link);
                    }}
                  >
                    {t('notices.open')}
                  </Button>
                ) : null,
                !n.read ? (
                  <Button key="read" type="link" onClick={() => markRead.mutate({ ids: [n.id] })}>
                    {t('notices.markRead')}
                  </Button>
                ) : null,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <Space>
                    {!n.read && <Badge status="processing" />}
                    <Tag>{t(`notices.kinds.${n.kind}`)}</Tag>
                    <Typography.Text strong={!n.read}>{n.title}</Typography.Text>
                  </Space>
                }
                description={
                  <Flex vertical>
                    <Typography.Text type="secondary">{n.body}</Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {dateTime(n.createTime)}
                    </Typography.Text>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      </Card>
      {children}
    </>
  );
}
