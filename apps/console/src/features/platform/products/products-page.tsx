import type { AdminProductListRow } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { FilterBar, PagedTable, SearchFilter, usePagedFilters } from '../../../components/paged-list';
import { Picture } from '../../../components/picture';
import { dateTime, money } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { platformProductsQuery } from '../api/overview';
import { ShopSelect } from '../components/shop-select';
import { TakedownAction, TakedownDialog, TakedownState } from './product-takedown';

/** `down`: the products the operator took down (audit FG8). */
type Sale = 'all' | 'true' | 'false' | 'down';

/**
 * Every shop's products: by shop, name and whether they are on sale or taken down; a name opens the goods page of the
 * storefront. Each row may be taken down, with a reason told to its shop, or restored (decision 0054).
 */
export default function PlatformProductsPage() {
  const t = useT();
  const { filters, setFilter, page, setPage } = usePagedFilters<{ keyword?: string; merId?: number; sale: Sale }>({
    sale: 'all',
  });
  const { sale, ...rest } = filters;
  const list = useQuery(
    platformProductsQuery({
      ...rest,
      ...(sale === 'down' ? { takenDown: 'true' as const } : { onSale: sale === 'all' ? undefined : sale }),
      page,
      limit: 20,
    }),
  );
  const [takingDown, setTakingDown] = useState<AdminProductListRow | null>(null);
  return (
    <>
      <PageHeader title={t('platform.menu.products')} />
      <TakedownDialog product={takingDown} onClose={() => setTakingDown(null)} />
      <Card>
        <FilterBar>
          <ShopSelect value={filters.merId} onChange={(merId) => setFilter('merId', merId)} />
          <SearchFilter
            placeholder={t('merchant.products.searchPlaceholder')}
            onSearch={(keyword) => setFilter('keyword', keyword)}
          />
          <Segmented<Sale>
            value={sale}
            onChange={(value) => setFilter('sale', value)}
            options={[
              { value: 'all', label: t('merchant.products.allStates') },
              { value: 'true', label: t('merchant.products.onSale') },
              { value: 'false', label: t('merchant.products.offSale') },
              { value: 'down', label: t('platform.productTakedown.filterTakenDown') },
            ]}
          />
        </FilterBar>
        <PagedTable<AdminProductListRow>
          rowKey="id"
          loading={list.isFetching}
          data={list.data}
          page={page}
          onPage={setPage}
          data-testid="platform-products-table"
          columns={[
            {
              title: t('merchant.products.product'),
              key: 'product',
              width: 320,
              render: (_, row) => (
                <Space>
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
                  <Typography.Link href={`/#/goods_detail/${row.id}`} target="_blank" rel="noreferrer">
                    {row.name}
                  </Typography.Link>
                </Space>
              ),
            },
            { title: t('platform.overview.shop'), dataIndex: 'merName', width: 180 },
            { title: t('merchant.products.category'), dataIndex: 'categoryName', width: 150 },
            { title: t('merchant.products.price'), key: 'price', width: 100, render: (_, r) => money(r.price) },
            { title: t('merchant.products.stock'), dataIndex: 'stock', width: 90 },
            { title: t('merchant.products.sales'), dataIndex: 'sales', width: 90 },
            {
              title: t('merchant.products.state'),
              key: 'state',
              width: 170,
              // One taken down by the operator says so, with its reason and since when (audit FG8); the action to take
              // it down or restore it sits under the state (a column of its own pushed the table past 1200 px in fr).
              render: (_, r) => (
                <Space direction="vertical" size={2} align="start">
                  {r.takenDownAt ? (
                    <TakedownState row={r} />
                  ) : r.onSale ? (
                    <Tag color="green">{t('merchant.products.onSale')}</Tag>
                  ) : (
                    <Tag>{t('merchant.products.offSale')}</Tag>
                  )}
                  <TakedownAction row={r} onTakeDown={setTakingDown} />
                </Space>
              ),
            },
            {
              title: t('merchant.products.updated'),
              key: 'updated',
              width: 160,
              className: 'nowrap',
              render: (_, r) => dateTime(r.updateTime),
            },
          ]}
        />
      </Card>
    </>
  );
}
