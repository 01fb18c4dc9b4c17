import type { AdminProduct } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useClearable, usePageButtons } from '../../../lib/antd-icons';
import { useT } from '../../../lib/i18n';
import { productsQuery } from '../api/home-content';

type Props = {
  open: boolean;
  /** Products already chosen: shown ticked and left out of the answer. */
  chosen: number[];
  max: number;
  onCancel: () => void;
  onPick: (products: AdminProduct[]) => void;
};

/** Search the products of every shop and tick some to add. */
export function ProductPicker({ open, chosen, max, onCancel, onPick }: Props) {
  const pageButtons = usePageButtons();
  const t = useT();
  const clearable = useClearable();
  const [keywords, setKeywords] = useState('');
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<AdminProduct[]>([]);
  const products = useQuery({ ...productsQuery({ keywords: keywords || undefined, page, limit: 10 }), enabled: open });
  const room = max - chosen.length;

  return (
    <Modal
      open={open}
      title={t('platform.products.pickTitle')}
      width={820}
      onCancel={() => {
        setPicked([]);
        onCancel();
      }}
      onOk={() => {
        onPick(picked);
        setPicked([]);
      }}
      okButtonProps={{ disabled: picked.length === 0, 'data-testid': 'product-picker-ok' }}
      okText={t('platform.products.addPicked', { count: picked.length })}
      destroyOnHidden
    >
      <Input.Search
        allowClear={clearable}
        placeholder={t('platform.products.searchPlaceholder')}
        aria-label={t('platform.products.searchPlaceholder')}
        onSearch={(value) => {
          setKeywords(value.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
        data-testid="product-picker-search"
      />
      <Table<AdminProduct>
        rowKey="id"
        size="small"
        loading={products.isFetching}
        dataSource={products.data?.list}
        pagination={{
          ...pageButtons,
          current: page,
          pageSize: 10,
          total: products.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        rowSelection={{
          selectedRowKeys: [...chosen, ...picked.map((p) => p.id)],
          getCheckboxProps: (row) => ({
            disabled: chosen.includes(row.id) || (picked.length >= room && !picked.some((p) => p.id === row.id)),
          }),
          onSelect: (row, selected) =>
            setPicked((now) => (selected ? [...now, row] : now.filter((p) => p.id !== row.id))),
          hideSelectAll: true,
        }}
        columns={[
          {
            title: t('platform.products.product'),
            render: (_, row) => (
              <Space>
                <Avatar shape="square" size={40} src={row.image || undefined} />
                <span>
                  <Typography.Text ellipsis style={{ maxWidth: 340, display: 'block' }}>
                    {row.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    #{row.id} · {row.merName}
                  </Typography.Text>
                </span>
              </Space>
            ),
          },
          { title: t('platform.products.price'), dataIndex: 'price', width: 90 },
          { title: t('platform.products.sales'), dataIndex: 'sales', width: 80 },
          {
            title: t('platform.products.visibility'),
            width: 110,
            render: (_, row) => <ProductVisibility product={row} />,
          },
        ]}
      />
    </Modal>
  );
}

/** Whether shoppers can see it: off sale, or its shop suspended. */
export function ProductVisibility({ product }: { product: AdminProduct }) {
  const t = useT();
  if (product.shopStatus === 'suspended') return <Tag color="red">{t('platform.products.shopSuspended')}</Tag>;
  if (!product.onSale) return <Tag>{t('platform.products.offSale')}</Tag>;
  return <Tag color="green">{t('platform.products.visible')}</Tag>;
}
