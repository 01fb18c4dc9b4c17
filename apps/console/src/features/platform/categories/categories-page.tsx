import { PlusOutlined } from '@ant-design/icons';
import type { AdminCategory, CategoryEdit } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { ImageUpload } from '../../../components/image-upload';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { TranslatedNames } from '../../../components/translated-names';
import { showFieldError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { charsAtMost } from '../../../lib/seen-chars';
import { categoriesQuery, deleteCategory, saveCategory } from '../api/catalog-setup';

/** The category the form shows and the version it loaded, which the save names (audit FR5). */
type Editing = { id: number | null; version?: number; values: CategoryEdit };

const blank = (pid: number): CategoryEdit => ({ pid, name: '', names: {}, icon: '', sort: 0, visible: true });

/** The platform's two-level category tree: create, edit (names per language, icon, order, visible), delete when empty. */
export default function CategoriesPage() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const tree = useQuery(categoriesQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<CategoryEdit>();
  const tops = tree.data ?? [];

  const open = (next: Editing) => {
    setEditing(next);
    form.setFieldsValue({ ...blank(0), ...next.values });
  };
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'categories'] });
  const submit = async (values: CategoryEdit) => {
    if (!editing) return;
    setBusy(true);
    try {
      await saveCategory(editing.id, {
        ...blank(0),
        ...values,
        names: values.names ?? {},
        sort: values.sort ?? 0,
        ...(editing.id ? { version: editing.version } : {}),
      });
      setEditing(null);
      await refresh();
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('platform.menu.categories')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ id: null, values: blank(0) })}
            data-testid="category-add-top"
          >
            {t('platform.categories.addTop')}
          </Button>
        }
      />
      <Card>
        <Table<AdminCategory>
          rowKey="id"
          loading={tree.isFetching}
          dataSource={tops}
          pagination={false}
          expandable={{ childrenColumnName: 'childList' }}
          data-testid="categories-table"
          columns={[
            {
              title: t('platform.categories.name'),
              render: (_, row) => (
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, verticalAlign: 'middle' }}>
                  <Avatar
                    shape="square"
                    size={28}
                    src={row.icon || undefined}
                    style={{ background: '#f5f5f5', flex: 'none' }}
                  />
                  {language !== 'en' && row.names[language] ? (
                    <>
                      {row.names[language]}
                      <span style={{ color: '#999' }}>{row.name}</span>
                    </>
                  ) : (
                    row.name
                  )}
                </span>
              ),
            },
            {
              title: t('platform.categories.translations'),
              width: 120,
              render: (_, row) => `${Object.values(row.names).filter(Boolean).length} / 5`,
            },
            { title: t('platform.common.sort'), dataIndex: 'sort', width: 80 },
            {
              title: t('platform.categories.visible'),
              width: 100,
              render: (_, row) =>
                row.visible ? (
                  <Tag color="green">{t('platform.common.shown')}</Tag>
                ) : (
                  <Tag>{t('platform.common.hidden')}</Tag>
                ),
            },
            {
              title: t('platform.categories.products'),
              width: 100,
              // A top category holds no products itself: it shows its subcategories' total.
              render: (_, row) =>
                row.pid === 0 ? (row.childList ?? []).reduce((sum, c) => sum + c.productCount, 0) : row.productCount,
            },
            {
              title: t('platform.common.actions'),
              width: 200,
              // The buttons wrap onto a second line where the language's words are long ("Ajouter une sous-catégorie"):
              // every action stays in view at a 1200 px window.
              render: (_, row) => (
                <Space size={[8, 0]} wrap>
                  {row.pid === 0 && (
                    <Button type="link" size="small" onClick={() => open({ id: null, values: blank(row.id) })}>
                      {t('platform.categories.addChild')}
                    </Button>
                  )}
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      open({
                        id: row.id,
                        version: row.version,
                        values: {
                          pid: row.pid,
                          name: row.name,
                          names: row.names ?? {},
                          icon: row.icon,
                          sort: row.sort,
                          visible: row.visible,
                        },
                      })
                    }
                  >
                    {t('common.actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('platform.categories.deleteConfirm', { name: row.name })}
                    description={<div style={{ maxWidth: 300 }}>{t('platform.categories.deleteHint')}</div>}
                    onConfirm={() => deleteCategory(row.id).then(refresh, () => undefined)}
                  >
                    <Button type="link" size="small" danger>
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
        title={editing?.id ? t('platform.categories.editTitle') : t('platform.categories.createTitle')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: busy, 'data-testid': 'category-save' }}
        okText={t('common.actions.save')}
        width={640}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="pid" label={t('platform.categories.parent')}>
            <Select
              options={[
                { value: 0, label: t('platform.categories.topLevel') },
                ...tops.filter((c) => c.id !== editing?.id).map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('platform.categories.nameEnglish')}
            rules={[
              { required: true, whitespace: true, message: t('platform.common.nameEmpty') },
              charsAtMost(50, t('platform.common.tooLong', { max: 50 })),
            ]}
          >
            <Input data-testid="category-name" />
          </Form.Item>
          <TranslatedNames />
          <Space size="large" align="start">
            <Form.Item name="icon" label={t('platform.categories.icon')}>
              <ImageUpload />
            </Form.Item>
            <Form.Item
              rules={[between(t, 0, 9999)]}
              name="sort"
              label={t('platform.common.sort')}
              tooltip={t('platform.common.sortHint')}
            >
              <NumberInput decimals={0} />
            </Form.Item>
            <Form.Item name="visible" label={t('platform.categories.visible')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </>
  );
}
