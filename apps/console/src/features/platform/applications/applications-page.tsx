import {
  type AdminApplication,
  AUDIT_APPROVED,
  AUDIT_PENDING,
  AUDIT_REJECTED,
  DENIAL_REASON_MAX,
} from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
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
  const [tab, setTab] = useState<(typeof TABS)[number]>('pending');
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = { auditStatus: STATUS_OF[tab], keywords: keywords || undefined, page, limit: 20 };
  const list = useQuery(applicationsQuery(query));

  return (
    <>
      <PageHeader title={t('platform.menu.applications')} />
      <Card>
        <Space style={{ marginBottom: 8 }} wrap>
          <Input.Search
            allowClear
            placeholder={t('platform.applications.searchPlaceholder')}
            onSearch={(value) => {
              setKeywords(value.trim());
              setPage(1);
            }}
            style={{ width: 320 }}
            data-testid="applications-search"
          />
        </Space>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key as (typeof TABS)[number]);
            setPage(1);
          }}
          items={TABS.map((key) => ({ key, label: t(`platform.applications.tabs.${key}`) }))}
        />
        <Table<AdminApplication>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data?.list}
          data-testid="applications-table"
          pagination={{
            current: page,
            pageSize: 20,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
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
