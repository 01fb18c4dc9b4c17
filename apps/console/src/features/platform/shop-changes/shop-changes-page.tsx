import {
  type AdminShopChange,
  DENIAL_REASON_MAX,
  LOCALE_NAMES,
  OTHER_LOCALES,
  type ShopChangeStatus,
} from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, usePagedFilters } from '../../../components/paged-list';
import { Picture } from '../../../components/picture';
import { showFieldError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import { approveShopChange, rejectShopChange, shopChangesQuery } from '../api/shop-changes';
import { formatTime } from '../components/format';

const TABS = ['pending', 'approved', 'rejected', 'all'] as const;
const COLOURS: Record<ShopChangeStatus, string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
  replaced: 'default',
  withdrawn: 'default',
};

/** Live shops' new names and qualification pictures; they show to shoppers only once approved here. */
export default function ShopChangesPage() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const { modal } = App.useApp();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ tab: (typeof TABS)[number] }>({ tab: 'pending' });
  const { tab } = filters;
  const [rejecting, setRejecting] = useState<AdminShopChange | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const list = useQuery(shopChangesQuery({ status: tab === 'all' ? undefined : tab, page, limit: 20 }));
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['platform', 'shop-changes'] });
    void client.invalidateQueries({ queryKey: ['platform', 'merchants'] });
  };

  const approve = (row: AdminShopChange) =>
    modal.confirm({
      title: t('platform.shopChanges.approveConfirm', { name: row.currentName }),
      content: t('platform.shopChanges.approveHint'),
      okText: t('platform.applications.approve'),
      onOk: async () => {
        await approveShopChange(row.id).catch(() => undefined);
        refresh();
      },
    });

  const reject = async ({ reason }: { reason: string }) => {
    if (!rejecting) return;
    setBusy(true);
    try {
      await rejectShopChange(rejecting.id, reason.trim());
      setRejecting(null);
      form.resetFields();
      refresh();
    } catch (error) {
      // The message was shown; the reason stays in the form.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  const pictures = (urls: string[]) => (
    <Picture.PreviewGroup>
      <Space wrap size={4}>
        {urls.map((url, i) => (
          <Picture
            key={url}
            src={url}
            alt={t('common.a11y.picture', { n: i + 1 })}
            width={56}
            height={42}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Picture.PreviewGroup>
  );
  const unchanged = <Typography.Text type="secondary">{t('platform.shopChanges.unchanged')}</Typography.Text>;
  /** The names in the other languages asked for, each beside the one shoppers read now (decision 0056). */
  const namesAsked = (row: AdminShopChange) => {
    const asked = row.names;
    if (asked === null) return unchanged;
    const codes = OTHER_LOCALES.filter((code) => asked[code] || row.currentNames[code]);
    return (
      <div data-testid={`shop-change-names-${row.id}`}>
        {codes.map((code) => (
          <div key={code}>
            {LOCALE_NAMES[code]}:{' '}
            <Typography.Text strong={asked[code] !== row.currentNames[code]}>{asked[code] || '—'}</Typography.Text>
            {asked[code] !== row.currentNames[code] && (
              <Typography.Text type="secondary">
                {' '}
                ({t('platform.shopNames.current')}: {row.currentNames[code] || '—'})
              </Typography.Text>
            )}
          </div>
        ))}
      </div>
    );
  };

  return (
    <>
      <PageHeader title={t('platform.menu.shopChanges')} />
      <Card>
        <Typography.Paragraph type="secondary">{t('platform.shopChanges.searchHint')}</Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => setFilter('tab', key as (typeof TABS)[number])}
          items={TABS.map((key) => ({ key, label: t(`platform.applications.tabs.${key}`) }))}
        />
        <PagedTable<AdminShopChange>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="shop-changes-table"
          columns={[
            {
              title: t('platform.shopChanges.shop'),
              render: (_, row) => (
                <>
                  <div>{row.currentName}</div>
                  <Typography.Text type="secondary">#{row.merchantId}</Typography.Text>
                </>
              ),
            },
            {
              title: t('platform.shopChanges.newName'),
              render: (_, row) =>
                row.name === null ? unchanged : <Typography.Text strong>{row.name}</Typography.Text>,
            },
            {
              title: t('platform.shopNames.names'),
              render: (_, row) => namesAsked(row),
            },
            {
              title: t('platform.shopChanges.newPictures'),
              render: (_, row) =>
                row.qualificationPictures === null ? unchanged : pictures(row.qualificationPictures),
            },
            {
              title: t('platform.applications.submitted'),
              width: 170,
              className: 'nowrap',
              render: (_, row) => formatTime(row.createTime, language),
            },
            {
              title: t('platform.applications.statusTitle'),
              width: 120,
              render: (_, row) => (
                <>
                  <Tag color={COLOURS[row.status]}>{t(`platform.shopChanges.status.${row.status}`)}</Tag>
                  {row.reason && <div style={{ color: '#888', fontSize: 12 }}>{row.reason}</div>}
                </>
              ),
            },
            {
              title: t('platform.common.actions'),
              width: 170,
              render: (_, row) =>
                row.status === 'pending' ? (
                  <Space size={0}>
                    <Button type="link" onClick={() => approve(row)} data-testid={`shop-change-approve-${row.id}`}>
                      {t('platform.applications.approve')}
                    </Button>
                    <Button
                      type="link"
                      danger
                      onClick={() => setRejecting(row)}
                      data-testid={`shop-change-reject-${row.id}`}
                    >
                      {t('platform.applications.reject')}
                    </Button>
                  </Space>
                ) : null,
            },
          ]}
        />
      </Card>
      <Modal
        open={rejecting !== null}
        title={t('platform.shopChanges.rejectTitle')}
        okText={t('platform.applications.reject')}
        okButtonProps={{ danger: true, loading: busy, 'data-testid': 'shop-change-reject-confirm' }}
        onOk={() => form.submit()}
        onCancel={() => setRejecting(null)}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={reject}>
          <Form.Item
            name="reason"
            label={t('platform.applications.reason')}
            extra={t('platform.shopChanges.reasonHint')}
            rules={[
              { required: true, whitespace: true, message: t('platform.applications.reasonEmpty') },
              charsAtMost(DENIAL_REASON_MAX, t('platform.common.tooLong', { max: DENIAL_REASON_MAX })),
            ]}
          >
            <Input.TextArea rows={4} count={seenChars(DENIAL_REASON_MAX)} data-testid="shop-change-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
