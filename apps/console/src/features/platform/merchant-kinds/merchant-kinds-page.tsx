import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, Table, Tabs } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { NumberInput } from '../../../components/number-input';
import { between } from '../../../components/number-rules';
import { PageHeader } from '../../../components/page-header';
import { TranslatedNames } from '../../../components/translated-names';
import { showFieldError } from '../../../lib/form-errors';
import { percent } from '../../../lib/format';
import { useLanguage, useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import {
  type MerchantCategory,
  type MerchantType,
  merchantCategoriesQuery,
  merchantTypesQuery,
  saveMerchantCategory,
  saveMerchantType,
} from '../api/catalog-setup';

type Kind = 'types' | 'categories';
type Fields = {
  name: string;
  names: Record<string, string>;
  info?: string;
  handlingFee?: string;
  sort?: number | null;
};

/** Merchant types (store types) and merchant categories with the platform's handling fee. */
export default function MerchantKindsPage() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const [kind, setKind] = useState<Kind>('types');
  const types = useQuery(merchantTypesQuery());
  const categories = useQuery(merchantCategoriesQuery());
  const [editing, setEditing] = useState<{ kind: Kind; id: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Fields>();

  const open = (next: { kind: Kind; id: number | null }, values: Partial<Fields>) => {
    form.resetFields();
    form.setFieldsValue({ names: {}, sort: 0, info: '', handlingFee: '0', ...values });
    setEditing(next);
  };

  const submit = async (values: Fields) => {
    if (!editing) return;
    setBusy(true);
    const common = { name: values.name, names: values.names ?? {}, sort: values.sort ?? 0 };
    try {
      if (editing.kind === 'types') await saveMerchantType(editing.id, { ...common, info: values.info ?? '' });
      else await saveMerchantCategory(editing.id, { ...common, handlingFee: String(values.handlingFee ?? '') });
      setEditing(null);
      await client.invalidateQueries({
        queryKey: ['platform', editing.kind === 'types' ? 'merchant-types' : 'merchant-categories'],
      });
    } catch (error) {
      // Shown by the API client; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  // The name in the console's language, as shoppers reading it see it, over the English one (the fallback); the
  // other languages are in the form (audit GP 8: the list showed every reader the English and the Chinese).
  const nameColumn = {
    title: t('platform.kinds.name'),
    render: (_: unknown, row: { name: string; names: Record<string, string | undefined> }) => {
      const own = language === 'en' ? undefined : row.names[language];
      return own ? (
        <>
          <div>{own}</div>
          <div style={{ color: '#999', fontSize: 12 }}>{row.name}</div>
        </>
      ) : (
        <div>{row.name}</div>
      );
    },
  };

  return (
    <>
      <PageHeader
        title={t('platform.kinds.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => open({ kind, id: null }, {})}
            data-testid="kind-add"
          >
            {t(kind === 'types' ? 'platform.kinds.addType' : 'platform.kinds.addCategory')}
          </Button>
        }
      />
      <Card>
        <Tabs
          activeKey={kind}
          onChange={(key) => setKind(key as Kind)}
          items={[
            {
              key: 'types',
              label: t('platform.kinds.types'),
              children: (
                <Table<MerchantType>
                  rowKey="id"
                  loading={types.isFetching}
                  dataSource={types.data}
                  pagination={false}
                  columns={[
                    nameColumn,
                    { title: t('platform.kinds.info'), dataIndex: 'info' },
                    { title: t('platform.common.sort'), dataIndex: 'sort', width: 80 },
                    { title: t('platform.kinds.merchants'), dataIndex: 'merchantCount', width: 100 },
                    {
                      title: t('platform.common.actions'),
                      width: 100,
                      render: (_, row) => (
                        <Button type="link" onClick={() => open({ kind: 'types', id: row.id }, row)}>
                          {t('common.actions.edit')}
                        </Button>
                      ),
                    },
                  ]}
                />
              ),
            },
            {
              key: 'categories',
              label: t('platform.kinds.categories'),
              children: (
                <Table<MerchantCategory>
                  rowKey="id"
                  loading={categories.isFetching}
                  dataSource={categories.data}
                  pagination={false}
                  columns={[
                    nameColumn,
                    {
                      title: t('platform.kinds.handlingFee'),
                      width: 140,
                      render: (_, row) => percent(row.handlingFee),
                    },
                    { title: t('platform.common.sort'), dataIndex: 'sort', width: 80 },
                    { title: t('platform.kinds.merchants'), dataIndex: 'merchantCount', width: 100 },
                    {
                      title: t('platform.common.actions'),
                      width: 100,
                      render: (_, row) => (
                        <Button type="link" onClick={() => open({ kind: 'categories', id: row.id }, row)}>
                          {t('common.actions.edit')}
                        </Button>
                      ),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={t(
          editing?.kind === 'categories'
            ? editing.id
              ? 'platform.kinds.editCategory'
              : 'platform.kinds.addCategory'
            : editing?.id
              ? 'platform.kinds.editType'
              : 'platform.kinds.addType',
        )}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.actions.save')}
        okButtonProps={{ loading: busy }}
        width={640}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="name"
            label={t('platform.kinds.nameEnglish')}
            rules={[
              { required: true, whitespace: true, message: t('platform.common.nameEmpty') },
              charsAtMost(50, t('platform.common.tooLong', { max: 50 })),
            ]}
          >
            <Input />
          </Form.Item>
          <TranslatedNames />
          {editing?.kind === 'types' ? (
            <Form.Item
              name="info"
              label={t('platform.kinds.info')}
              rules={[charsAtMost(200, t('platform.common.tooLong', { max: 200 }))]}
            >
              <Input.TextArea rows={2} count={seenChars(200)} />
            </Form.Item>
          ) : (
            <Form.Item
              name="handlingFee"
              label={t('platform.kinds.handlingFee')}
              extra={t('platform.kinds.handlingFeeHint')}
              rules={[
                { required: true, message: t('platform.kinds.handlingFeeInvalid') },
                between(t, 0, 100, t('platform.kinds.handlingFeeInvalid')),
              ]}
            >
              <NumberInput stringMode decimals={2} suffix="%" style={{ width: 160 }} />
            </Form.Item>
          )}
          <Form.Item
            rules={[between(t, 0, 9999)]}
            name="sort"
            label={t('platform.common.sort')}
            tooltip={t('platform.common.sortHint')}
          >
            <NumberInput decimals={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
