import type { OperatorAction } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Tag, Typography } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, SearchFilter, usePagedFilters } from '../../../components/paged-list';
import { useLanguage, useT } from '../../../lib/i18n';
import { operatorLogQuery } from '../api/operator-log';
import { formatTime } from '../components/format';

const METHOD_COLOURS: Record<string, string> = { POST: 'blue', PUT: 'geekblue', PATCH: 'cyan', DELETE: 'red' };

/**
 * Who did what on the platform (audit AW4): every write an operator made, newest first, by operator and by route or
 * object. The log cannot be edited; secrets in the bodies were removed before they were kept.
 */
export default function OperatorLogPage() {
  const t = useT();
  const language = useLanguage();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ operator?: string; target?: string }>({});
  const list = useQuery(operatorLogQuery({ operator: filters.operator, target: filters.target, page, limit: 20 }));

  return (
    <>
      <PageHeader
        title={t('platform.menu.operatorLog')}
        extra={
          <Button onClick={() => void list.refetch()} loading={list.isFetching}>
            {t('common.actions.refresh')}
          </Button>
        }
      />
      <Alert type="info" showIcon title={t('platform.operatorLog.hint')} style={{ marginBottom: 16 }} />
      <Card>
        <FilterBar>
          <SearchFilter
            placeholder={t('platform.operatorLog.operatorPlaceholder')}
            onSearch={(operator) => setFilter('operator', operator)}
          />
          <SearchFilter
            placeholder={t('platform.operatorLog.targetPlaceholder')}
            onSearch={(target) => setFilter('target', target)}
          />
        </FilterBar>
        <PagedTable<OperatorAction>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="operator-log-table"
          columns={[
            {
              title: t('platform.operatorLog.time'),
              width: 190,
              className: 'nowrap',
              render: (_, row) => formatTime(row.createTime, language),
            },
            {
              title: t('platform.operatorLog.operator'),
              width: 220,
              render: (_, row) => `${row.email} (#${row.userId})`,
            },
            {
              title: t('platform.operatorLog.action'),
              render: (_, row) => (
                <>
                  <Tag color={METHOD_COLOURS[row.method] ?? 'default'}>{row.method}</Tag>
                  <Typography.Text code>{row.route}</Typography.Text>
                </>
              ),
            },
            { title: t('platform.operatorLog.object'), dataIndex: 'object', width: 180 },
            {
              title: t('platform.operatorLog.body'),
              render: (_, row) =>
                row.body === null || row.body === undefined ? (
                  '—'
                ) : (
                  <Typography.Paragraph
                    style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'monospace', fontSize: 12 }}
                    ellipsis={{ rows: 3, expandable: true }}
                  >
                    {JSON.stringify(row.body, null, 1)}
                  </Typography.Paragraph>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
