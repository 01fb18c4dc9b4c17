import { PlusOutlined } from '@ant-design/icons';
import type { ShopCategoryNode } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { ShopTextLanguages, shopTextsBody } from '../../../components/shop-text-languages';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import {
  createShopCategory,
  deleteShopCategory,
  type ShopCategoryBody,
  shopCategoriesQuery,
  updateShopCategory,
} from '../api/shop-categories';

type Editing = { id?: number; values: ShopCategoryBody } | null;

export default function CategoriesPage() {
  const t = useT();
  const queryClient = useQueryClient();
  const { data = [], isFetching } = useQuery(shopCategoriesQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ShopCategoryBody>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['merchant', 'categories'] });

  const open = (next: NonNullable<Editing>) => {
    setEditing(next);
    form.setFieldsValue(next.values);
  };
  const save = async () => {
    // An invalid field keeps the dialog open with its message under the field; nothing else to report.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      const body = {
        name: values.name.trim(),
        names: shopTextsBody(values.names),
        parentId: values.parentId ?? 0,
        sort: values.sort ?? 0,
      };
      if (editing?.id) await updateShopCategory(editing.id, body);
      else await createShopCategory(body);
      setEditing(null);
      await refresh();
    } catch (error) {
      // Message shown; the dialog keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };
  const hasChildren = editing?.id ? (data.find((c) => c.id === editing.id)?.children.length ?? 0) > 0 : false;

  return (
    <>
      <PageHeader
        title={t('merchant.menu.categories')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ values: { name: '', names: {}, parentId: 0, sort: 0 } })}
          >
            {t('merchant.categories.addTop')}
          </Button>
        }
      />
      <Card>
        <Table<ShopCategoryNode>
          rowKey="id"
          loading={isFetching}
          dataSource={data.map(
            (c) => ({ ...c, children: c.children.length ? c.children : undefined }) as ShopCategoryNode,
          )}
          pagination={false}
          expandable={{ defaultExpandAllRows: true }}
          columns={[
            { title: t('merchant.categories.name'), dataIndex: 'name' },
            { title: t('merchant.categories.sort'), dataIndex: 'sort', width: 100 },
            { title: t('merchant.categories.products'), dataIndex: 'productCount', width: 120 },
            {
              title: t('merchant.common.actions'),
              key: 'actions',
              width: 260,
              render: (_, row) => (
                <Space>
                  {row.parentId === 0 && (
                    <Button
                      size="small"
                      onClick={() => open({ values: { name: '', names: {}, parentId: row.id, sort: 0 } })}
                    >
                      {t('merchant.categories.addChild')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    onClick={() =>
                      open({
                        id: row.id,
                        values: { name: row.name, names: row.names, parentId: row.parentId, sort: row.sort },
                      })
                    }
                  >
                    {t('common.actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('merchant.categories.deleteConfirm')}
                    onConfirm={() => deleteShopCategory(row.id).then(refresh, () => undefined)}
                  >
                    <Button size="small" danger>
                      {t('common.actions.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={editing?.id ? t('merchant.categories.editTitle') : t('merchant.categories.createTitle')}
        onCancel={() => setEditing(null)}
        onOk={save}
        confirmLoading={busy}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label={t('merchant.categories.name')}
            rules={[{ required: true, whitespace: true, message: t('merchant.categories.nameRequired') }]}
          >
            <Input count={seenChars(30)} />
          </Form.Item>
          <ShopTextLanguages
            name="names"
            original="name"
            label={t('merchant.categories.name')}
            maxLength={30}
            testId="category-names"
          />
          <Form.Item name="parentId" label={t('merchant.categories.parent')}>
            <Select
              disabled={hasChildren}
              options={[
                { value: 0, label: t('merchant.categories.topLevel') },
                ...data.filter((c) => c.id !== editing?.id).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </Form.Item>
          <Form.Item
            rules={[between(t, 0, 9999)]}
            name="sort"
            label={t('merchant.categories.sort')}
            extra={t('merchant.categories.sortHelp')}
          >
            <NumberInput decimals={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
