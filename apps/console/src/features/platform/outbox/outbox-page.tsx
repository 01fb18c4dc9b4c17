import type { OutboxItem } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Segmented, Tag, Typography } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, SearchFilter, usePagedFilters } from '../../../components/paged-list';
import { useLanguage, useT } from '../../../lib/i18n';
import { type OutboxQuery, outboxQuery } from '../api/users';
import { formatTime } from '../components/format';

type Channel = 'all' | 'email' | 'sms' | 'alert';
const CHANNEL_COLOURS: Record<OutboxItem['channel'], string> = { email: 'blue', sms: 'cyan', alert: 'red' };

/**
 * Emails and SMS that no real transport sent, and alerts for the operator (the SMS budget reached), newest first.
 * They may hold live codes: for administrators only.
 */
export default function OutboxPage() {
  const t = useT();
  const language = useLanguage();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ channel: Channel; keywords?: string }>({
    channel: 'all',
  });
  const query: OutboxQuery = {
    channel: filters.channel === 'all' ? undefined : filters.channel,
    keywords: filters.keywords,
    page,
    limit: 20,
  };
  const list = useQuery(outboxQuery(query));

  return (
    <>
      <PageHeader
        title={t('platform.menu.outbox')}
        extra={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common.actions.refresh')}
          </Button>
        }
      />
      <Alert type="warning" showIcon title={t('platform.outbox.hint')} style={{ marginBottom: 16 }} />
      <Card>
        <FilterBar>
          <Segmented<Channel>
            value={filters.channel}
            onChange={(value) => setFilter('channel', value)}
            options={(['all', 'email', 'sms', 'alert'] as const).map((value) => ({
              value,
              label: t(`platform.outbox.${value}`),
            }))}
          />
          <SearchFilter
            placeholder={t('platform.outbox.searchPlaceholder')}
            onSearch={(keywords) => setFilter('keywords', keywords)}
          />
        </FilterBar>
        <PagedTable<OutboxItem>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="outbox-table"
          columns={[
            {
              title: t('platform.outbox.time'),
              width: 190,
              className: 'nowrap',
              render: (_, row) => formatTime(row.createTime, language),
            },
            {
              title: t('platform.outbox.channel'),
              width: 90,
              render: (_, row) => <Tag color={CHANNEL_COLOURS[row.channel]}>{t(`platform.outbox.${row.channel}`)}</Tag>,
            },
            { title: t('platform.outbox.recipient'), dataIndex: 'recipient', width: 240 },
            {
              title: t('platform.outbox.message'),
              render: (_, row) => (
                <>
                  {row.subject && <Typography.Text strong>{row.subject}</Typography.Text>}
                  <Typography.Paragraph
                    style={{ whiteSpace: 'pre-wrap', margin: 0 }}
                    ellipsis={{ rows: 3, expandable: true }}
                  >
                    {row.body}
                  </Typography.Paragraph>
                </>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
