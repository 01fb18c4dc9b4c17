import {
  type AdminApplication,
  AUDIT_APPROVED,
  AUDIT_PENDING,
  AUDIT_REJECTED,
  DENIAL_REASON_MAX,
} from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Tabs } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, SearchFilter, usePagedFilters } from '../../../components/paged-list';
import { useLanguage, useT } from '../../../lib/i18n';
import { applicationsQuery } from '../api/applications';
import { formatTime } from '../components/format';
import { ApplicationDrawer } from './application-drawer';
import { AuditTag } from './audit-tag';

const TABS = ['pending', 'approved', 'rejected', 'all'] as const;
const STATUS_OF: Record<(typeof TABS)[number], number | undefined> = {
  pending: AUDIT_PENDING,
  approved: AUDIT_APPROVED,
  rejected: AUDIT_REJECTED,
  all: undefined,
};

/** Merchant applications by review state; a row opens the application to approve or reject. */
export default function ApplicationsPage() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const { filters, setFilter, page, setPage } = usePagedFilters<{
    tab: (typeof TABS)[number];
    keywords?: string;
  }>({ tab: 'pending' });
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { auditStatus: STATUS_OF[filters.tab], keywords: filters.keywords, page, limit: 20 };
  const list = useQuery(applicationsQuery(query));

  return (
    <>
      <PageHeader title={t('platform.menu.applications')} />
      <Card>
        <FilterBar>
          <SearchFilter
            placeholder={t('platform.applications.searchPlaceholder')}
            onSearch={(keywords) => setFilter('keywords', keywords)}
            width={320}
            data-testid="applications-search"
          />
        </FilterBar>
        <Tabs
          activeKey={filters.tab}
          onChange={(key) => setFilter('tab', key as (typeof TABS)[number])}
          items={TABS.map((key) => ({ key, label: t(`platform.applications.tabs.${key}`) }))}
        />
        <PagedTable<AdminApplication>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="applications-table"
          // Says that nothing waits, not antd's bare "No data" (audit FS13).
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t(
                  filters.tab === 'pending' && !filters.keywords
                    ? 'platform.applications.emptyPending'
                    : 'platform.applications.emptyOther',
                )}
              />
            ),
          }}
          columns={[
            { title: t('platform.applications.company'), dataIndex: 'name' },
            { title: t('platform.applications.realName'), dataIndex: 'realName', width: 130 },
            {
              title: t('platform.applications.contact'),
              render: (_, row) => (
                <>
                  <div>{row.phone}</div>
                  <div style={{ color: '#888', fontSize: 12 }}>{row.email}</div>
                </>
              ),
            },
            {
              title: t('platform.applications.categoryAndType'),
              render: (_, row) => `${row.categoryName} · ${row.typeName}`,
            },
            {
              title: t('platform.applications.submitted'),
              width: 170,
              className: 'nowrap',
              render: (_, row) => formatTime(row.updateTime, language),
            },
            {
              title: t('platform.applications.statusTitle'),
              width: 110,
              render: (_, row) => <AuditTag status={row.auditStatus} />,
            },
            {
              title: t('platform.common.actions'),
              width: 110,
              render: (_, row) => (
                <Button type="link" onClick={() => setOpenId(row.id)} data-testid={`application-open-${row.id}`}>
                  {row.auditStatus === AUDIT_PENDING ? t('platform.applications.review') : t('common.actions.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <ApplicationDrawer
        key={openId ?? 'none'}
        id={openId}
        reasonMax={DENIAL_REASON_MAX}
        onClose={() => setOpenId(null)}
        onDone={() => {
          setOpenId(null);
          void client.invalidateQueries({ queryKey: ['platform', 'applications'] });
          void client.invalidateQueries({ queryKey: ['platform', 'merchants'] });
        }}
      />
    </>
  );
}
