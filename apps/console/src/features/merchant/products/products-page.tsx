import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { MerchantProductRow } from '@mall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Select, Switch, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Picture } from '../../../components/picture';
import { useClearable, usePageButtons } from '../../../lib/antd-icons';
import { dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { exportProducts } from '../api/product-import';
import { type ProductFilter, productsQuery, setOnSale } from '../api/products';
import { CategoryPicker } from './category-picker';
import { ImportDialog } from './import-dialog';
import { TakenDownBadge } from './taken-down';

/** The filter lives in the address, so that a reload or the back button keeps it. */
function useFilter(): [ProductFilter, (change: Partial<ProductFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const onSale = params.get('onSale');
  const filter: ProductFilter = {
    keyword: params.get('keyword') || undefined,
    onSale: onSale === 'true' || onSale === 'false' ? onSale : undefined,
    categoryId: Number(params.get('categoryId')) || undefined,
    page: Number(params.get('page')) || 1,
    limit: Number(params.get('limit')) || 20,
  };
  const update = (change: Partial<ProductFilter>) => {
    const next = { ...filter, page: 1, ...change };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next))
      if (value !== undefined && value !== '') search.set(key, String(value));
    setParams(search, { replace: true });
  };
  return [filter, update];
}

export default function ProductsPage() {
  const pageButtons = usePageButtons();
  const t = useT();
  const clearable = useClearable();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, update] = useFilter();
  const { data, isFetching } = useQuery(productsQuery(filter));
  const sale = useMutation({
    mutationFn: ({ id, onSale }: { id: number; onSale: boolean }) => setOnSale(id, onSale),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] }),
  });
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader
        title={t('merchant.menu.products')}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={exporting}
              data-testid="export-products"
              onClick={async () => {
                setExporting(true);
                await exportProducts(t('common.errors.other')).finally(() => setExporting(false));
              }}
            >
              {t('merchant.productImport.export')}
            </Button>
            <Button icon={<UploadOutlined />} data-testid="import-products" onClick={() => setImporting(true)}>
              {t('merchant.productImport.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/merchant/products/new')}>
              {t('merchant.products.create')}
            </Button>
          </>
        }
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => queryClient.invalidateQueries({ queryKey: ['merchant', 'products'] })}
      />
      <Card>
        <Flex className="console-filters" gap={12} wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear={clearable}
            defaultValue={filter.keyword}
            placeholder={t('merchant.products.searchPlaceholder')}
            onSearch={(keyword) => update({ keyword: keyword.trim() || undefined })}
            style={{ width: 280 }}
            aria-label={t('merchant.products.searchPlaceholder')}
          />
          <Select
            value={filter.onSale ?? 'all'}
            style={{ width: 160 }}
            onChange={(v: string) => update({ onSale: v === 'true' || v === 'false' ? v : undefined })}
            options={[
              { value: 'all', label: t('merchant.products.allStates') },
              { value: 'true', label: t('merchant.products.onSale') },
              { value: 'false', label: t('merchant.products.offSale') },
            ]}
            aria-label={t('merchant.products.state')}
          />
          <div style={{ width: 260 }}>
            <CategoryPicker
              value={filter.categoryId}
              onChange={(categoryId) => update({ categoryId })}
              placeholder={t('merchant.products.allCategories')}
              aria-label={t('merchant.products.category')}
            />
          </div>
        </Flex>
        <Table<MerchantProductRow>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.list}
          pagination={{
            ...pageButtons,
            current: filter.page,
            pageSize: filter.limit,
            total: data?.total,
            showSizeChanger: true,
            showTotal: (total) => t('merchant.common.total', { total }),
            onChange: (page, limit) => update({ page, limit }),
          }}
          columns={[
            {
              title: t('merchant.products.product'),
              key: 'name',
              width: 320,
              render: (_, row) => (
                <Flex gap={12} align="center">
                  <div style={{ flex: 'none' }}>
                    <Picture
                      src={row.image}
                      alt={row.name}
                      width={48}
                      height={48}
                      preview={false}
                      style={{ objectFit: 'cover', borderRadius: 4 }}
                    />
                  </div>
                  <div style={{ minWidth: 0 }}>
                    <Link to={`/merchant/products/${row.id}`}>{row.name}</Link>
                    <div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        ID {row.id} · {t('merchant.products.skuCount', { count: row.skuCount })}
                      </Typography.Text>
                    </div>
                    <TakenDownBadge product={row} />
                  </div>
                </Flex>
              ),
            },
            { title: t('merchant.products.category'), dataIndex: 'categoryName', width: 140 },
            {
              title: t('merchant.products.price'),
              key: 'price',
              width: 120,
              render: (_, row) => (
                <>
                  {money(row.price)}
                  {row.otPrice !== row.price && (
                    <div>
                      <Typography.Text delete type="secondary" style={{ fontSize: 12 }}>
                        {money(row.otPrice)}
                      </Typography.Text>
                    </div>
                  )}
                </>
              ),
            },
            { title: t('merchant.products.stock'), dataIndex: 'stock', width: 90 },
            { title: t('merchant.products.sales'), dataIndex: 'sales', width: 90 },
            {
              title: t('merchant.products.onSale'),
              key: 'onSale',
              width: 100,
              render: (_, row) =>
                // The platform took it down: the switch waits for the platform, and says why (audit FG8).
                row.takenDownAt ? (
                  <Tooltip title={t('merchant.productTakedown.switchOff', { reason: row.takedownReason ?? '' })}>
                    <Switch
                      checked={false}
                      disabled
                      aria-label={t('merchant.productTakedown.switchOff', { reason: row.takedownReason ?? '' })}
                    />
                  </Tooltip>
                ) : (
                  <Switch
                    checked={row.onSale}
                    loading={sale.isPending && sale.variables?.id === row.id}
                    onChange={(onSale) => sale.mutate({ id: row.id, onSale })}
                    aria-label={t('merchant.products.onSale')}
                  />
                ),
            },
            {
              title: t('merchant.products.updated'),
              key: 'updated',
              width: 170,
              className: 'nowrap',
              render: (_, row) => dateTime(row.updateTime),
            },
            {
              title: t('merchant.common.actions'),
              key: 'actions',
              width: 90,
              render: (_, row) => <Link to={`/merchant/products/${row.id}`}>{t('common.actions.edit')}</Link>,
            },
          ]}
        />
      </Card>
    </>
  );
}
