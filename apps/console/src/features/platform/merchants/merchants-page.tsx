import type { AdminMerchant } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, Card, Input, Select, Space, Tag, Typography } from 'antd';
import { Fragment, useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, usePagedFilters } from '../../../components/paged-list';
import { useClearable } from '../../../lib/antd-icons';
import { percent } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { merchantCategoriesQuery, merchantTypesQuery } from '../api/catalog-setup';
import { type MerchantQuery, merchantsQuery } from '../api/merchants';
import { formatDate } from '../components/format';
import { MerchantDrawer } from './merchant-drawer';
import { ShopStatusButton, ShopStatusTag } from './shop-status';

type Filters = Omit<MerchantQuery, 'page' | 'limit'>;

/**
 * An e-mail address that wraps where a reader expects it to (before the `@` and each `.`), and anywhere in a part too
 * long for the line; its text, and what is copied, is the address itself (audit HA6: it was cut with an ellipsis after
 * "#2 ·", so an operator could neither copy it nor tell two owners apart).
 */
function BreakableAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  let offset = 0;
  return (
    <>
      {parts.map((part) => {
        const at = offset;
        offset += part.length;
        return (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {part}
          </Fragment>
        );
      })}
    </>
  );
}

/** Every shop of the mall: search by name, filter by state, type and category; suspend and reopen. */
export default function MerchantsPage() {
  const t = useT();
  const clearable = useClearable();
  const language = useLanguage();
  const [form] = Form.useForm<Filters>();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ applied: Filters }>({ applied: {} });
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery(merchantsQuery({ ...filters.applied, page, limit: 20 }));
  const types = useQuery(merchantTypesQuery());
  const categories = useQuery(merchantCategoriesQuery());

  return (
    <>
      <PageHeader title={t('platform.menu.merchants')} />
      <Card>
        <Form
          form={form}
          layout="inline"
          className="console-filters"
          onFinish={(values) => setFilter('applied', { ...values, keywords: values.keywords?.trim() || undefined })}
          style={{ marginBottom: 16, rowGap: 8 }}
        >
          <Form.Item name="keywords">
            <Input
              allowClear={clearable}
              placeholder={t('platform.merchants.searchPlaceholder')}
              aria-label={t('platform.merchants.searchPlaceholder')}
              style={{ width: 220 }}
              data-testid="merchants-search"
            />
          </Form.Item>
          <Form.Item name="status">
            <Select
              allowClear={clearable}
              placeholder={t('platform.merchants.statusTitle')}
              aria-label={t('platform.merchants.statusTitle')}
              style={{ width: 140 }}
              options={(['open', 'suspended'] as const).map((s) => ({
                value: s,
                label: t(`platform.merchants.status.${s}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="typeId">
            <Select
              allowClear={clearable}
              placeholder={t('platform.merchants.type')}
              aria-label={t('platform.merchants.type')}
              style={{ width: 160 }}
              options={types.data?.map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
          <Form.Item name="categoryId">
            <Select
              allowClear={clearable}
              placeholder={t('platform.merchants.category')}
              aria-label={t('platform.merchants.category')}
              style={{ width: 160 }}
              options={categories.data?.map((x) => ({ value: x.id, label: x.name }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="merchants-search-submit">
              {t('common.actions.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilter('applied', {});
              }}
            >
              {t('common.actions.reset')}
            </Button>
          </Space>
        </Form>
        <PagedTable<AdminMerchant>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="merchants-table"
          columns={[
            {
              title: t('platform.merchants.shop'),
              width: 200,
              render: (_, row) => (
                <>
                  <Space>
                    <Avatar src={row.avatar || undefined}>{row.name.slice(0, 1)}</Avatar>
                    <span>
                      {row.name} {row.isSelf && <Tag color="volcano">{t('platform.merchants.self')}</Tag>}
                      <Typography.Text type="secondary" className="cell-line" style={{ fontSize: 12 }}>
                        #{row.id}
                      </Typography.Text>
                    </span>
                  </Space>
                  {/* Under the shop and its picture, the cell's whole width: a common address takes one line. */}
                  {row.ownerEmail && (
                    <Typography.Text
                      type="secondary"
                      className="cell-address"
                      style={{ fontSize: 12, marginTop: 4 }}
                      data-testid="merchant-owner-email"
                    >
                      <BreakableAddress address={row.ownerEmail} />
                    </Typography.Text>
                  )}
                </>
              ),
            },
            // Room for a type's name: Thai and Lao write it without spaces, and in a narrow column the browser's
            // dictionary broke a loanword inside it ("ร้านแฟรน / ไชส์"); at 1200 px a name now fits or wraps between its
            // words ("ร้านจำหน่าย / เฉพาะ"), the shop column giving up some of its width (audit W6).
            { title: t('platform.merchants.type'), dataIndex: 'typeName', width: 150 },
            {
              title: t('platform.merchants.category'),
              width: 150,
              render: (_, row) => `${row.categoryName} (${percent(row.handlingFee)})`,
            },
            {
              title: t('platform.merchants.products'),
              width: 110,
              render: (_, row) => (
                <>
                  {row.onSaleCount} / {row.productCount}
                  {row.status === 'suspended' && row.productCount > 0 && (
                    <Typography.Text type="warning" className="cell-line" style={{ fontSize: 12 }}>
                      {t('platform.merchants.onSaleHidden')}
                    </Typography.Text>
                  )}
                </>
              ),
            },
            {
              title: t('platform.merchants.joined'),
              width: 120,
              className: 'nowrap',
              render: (_, row) => formatDate(row.createTime, language),
            },
            {
              title: t('platform.merchants.statusTitle'),
              width: 100,
              render: (_, row) => <ShopStatusTag status={row.status} />,
            },
            {
              title: t('platform.common.actions'),
              width: 130,
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" onClick={() => setOpenId(row.id)}>
                    {t('common.actions.view')}
                  </Button>
                  <ShopStatusButton shop={row} />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <MerchantDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
