import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminProduct } from '@mall/contract';
import { Avatar, Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { moveItem } from './move-item';
import { ProductPicker, ProductVisibility } from './product-picker';

type Props = {
  value: AdminProduct[];
  onChange: (products: AdminProduct[]) => void;
  max?: number;
  'data-testid'?: string;
};

/** An ordered list of products: add from a search, move up and down, remove. */
export function ProductListEditor({ value, onChange, max = 200, ...rest }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const move = (index: number, by: number) => onChange(moveItem(value, index, by));
  return (
    <div data-testid={rest['data-testid']}>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => setPicking(true)} disabled={value.length >= max}>
          {t('platform.products.add')}
        </Button>
        <Typography.Text type="secondary">{t('platform.products.count', { count: value.length, max })}</Typography.Text>
      </Space>
      <Table<AdminProduct>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={value}
        scroll={{ y: 420 }}
        columns={[
          { title: '#', width: 48, render: (_, __, index) => index + 1 },
          {
            title: t('platform.products.product'),
            render: (_, row) => (
              <Space>
                <Avatar shape="square" size={36} src={row.image || undefined} />
                <span>
                  <Typography.Text ellipsis style={{ maxWidth: 360, display: 'block' }}>
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
          {
            title: t('platform.products.visibility'),
            width: 120,
            render: (_, row) => <ProductVisibility product={row} />,
          },
          {
            title: t('platform.common.actions'),
            width: 130,
            render: (_, row, index) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('platform.common.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('platform.common.moveDown')}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.actions.delete')}
                  onClick={() => onChange(value.filter((p) => p.id !== row.id))}
                />
              </Space>
            ),
          },
        ]}
      />
      <ProductPicker
        open={picking}
        chosen={value.map((p) => p.id)}
        max={max}
        onCancel={() => setPicking(false)}
        onPick={(picked) => {
          onChange([...value, ...picked].slice(0, max));
          setPicking(false);
        }}
      />
    </div>
  );
}
