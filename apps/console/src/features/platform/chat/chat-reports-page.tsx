import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Segmented, Table } from 'antd';
import { useState } from 'react';
import { reportsQuery, resolveReport } from '../../../components/chat/api';
import { PageHeader } from '../../../components/page-header';
import { usePageButtons } from '../../../lib/antd-icons';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';

/** The platform's queue of reported chat messages. */
export default function ReportsPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const client = useQueryClient();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [page, setPage] = useState(1);
  const reports = useQuery(reportsQuery(status, page));
  const resolve = async (id: number) => {
    const resolution = window.prompt(t('chat.reports.resolution')) ?? '';
    await resolveReport(id, resolution.trim()).catch(() => null);
    await client.invalidateQueries({ queryKey: ['chat', 'reports'] });
  };
  return (
    <>
      <PageHeader
        title={t('chat.reports.title')}
        extra={
          <Segmented
            value={status}
            options={(['open', 'resolved'] as const).map((s) => ({ value: s, label: t(`chat.reports.${s}`) }))}
            onChange={(s) => setStatus(s as 'open' | 'resolved')}
          />
        }
      />
      <Table
        rowKey="id"
        loading={reports.isLoading}
        dataSource={reports.data?.list ?? []}
        pagination={{ ...pageButtons, current: page, total: reports.data?.total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          { title: t('chat.reports.time'), className: 'nowrap', render: (_, r) => dateTime(r.createTime) },
          {
            title: t('chat.reports.colShop'),
            render: (_, r) => (r.merId === 0 ? t('chat.reports.service') : r.merName),
          },
          { title: t('chat.reports.colShopper'), render: (_, r) => r.shopper.nickname },
          { title: t('chat.reports.by'), render: (_, r) => `${r.reporterName} (${t(`chat.reports.${r.reporter}`)})` },
          { title: t('chat.reports.message'), render: (_, r) => r.message?.body ?? '' },
          { title: t('chat.reports.reason'), dataIndex: 'reason' },
          {
            title: '',
            render: (_, r) =>
              r.status === 'open' ? (
                <Button size="small" onClick={() => void resolve(r.id)}>
                  {t('chat.reports.resolve')}
                </Button>
              ) : (
                r.resolution
              ),
          },
        ]}
      />
    </>
  );
}
