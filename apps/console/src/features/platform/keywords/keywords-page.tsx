import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { HOT_KEYWORDS_MAX, LOCALE_NAMES, LOCALES, type Locale } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { showFieldError } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import { deleteKeyword, type Keyword, keywordsQuery, orderKeywords, saveKeyword } from '../api/catalog-setup';
import { moveItem } from '../components/move-item';
import { underSearchBox } from './under-search-box';

type Fields = { title: string; locale: Locale | 'all' };

/** Hot keywords in storefront order, each for one language or every language. */
export default function KeywordsPage() {
  const t = useT();
  const client = useQueryClient();
  const keywords = useQuery(keywordsQuery());
  const [editing, setEditing] = useState<Keyword | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Fields>();
  const rows = keywords.data ?? [];
  const underSearch = underSearchBox(rows);
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'keywords'] });

  const move = async (index: number, by: number) => {
    await orderKeywords(moveItem(rows, index, by).map((k) => k.id)).catch(() => undefined);
    await refresh();
  };

  const submit = async ({ title, locale }: Fields) => {
    setBusy(true);
    const body = { title: title.trim(), locale: locale === 'all' ? null : locale };
    try {
      if (editing === 'new') await saveKeyword(null, { ...body, sort: rows.length + 1 });
      // The save names the version the form loaded: one changed since is refused with a sentence (audit FR5).
      else if (editing) await saveKeyword(editing.id, { ...body, sort: editing.sort, version: editing.version });
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
        title={t('platform.menu.keywords')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={rows.length >= HOT_KEYWORDS_MAX}
            onClick={() => {
              form.setFieldsValue({ title: '', locale: 'all' });
              setEditing('new');
            }}
            data-testid="keyword-add"
          >
            {t('platform.keywords.add')}
          </Button>
        }
      />
      <Card>
        <Alert
          type="info"
          showIcon
          title={t('platform.keywords.hint', { max: HOT_KEYWORDS_MAX })}
          style={{ marginBottom: 16 }}
        />
        <Table<Keyword>
          rowKey="id"
          loading={keywords.isFetching}
          dataSource={rows}
          pagination={false}
          data-testid="keywords-table"
          columns={[
            { title: '#', width: 60, render: (_, __, index) => index + 1 },
            {
              title: t('platform.keywords.keyword'),
              render: (_, row) => (
                <Space>
                  {row.title}
                  {underSearch.has(row.id) && <Tag color="volcano">{t('platform.keywords.underSearch')}</Tag>}
                </Space>
              ),
            },
            {
              title: t('platform.keywords.language'),
              width: 160,
              render: (_, row) => (row.locale ? LOCALE_NAMES[row.locale] : t('platform.keywords.everyLanguage')),
            },
            {
              title: t('platform.common.actions'),
              width: 260,
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
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    type="link"
                    onClick={() => {
                      form.setFieldsValue({ title: row.title, locale: row.locale ?? 'all' });
                      setEditing(row);
                    }}
                  >
                    {t('common.actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('platform.keywords.deleteConfirm', { title: row.title })}
                    onConfirm={() => deleteKeyword(row.id).then(refresh, () => undefined)}
                  >
                    <Button type="link" danger>
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
        title={editing === 'new' ? t('platform.keywords.add') : t('platform.keywords.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.actions.save')}
        okButtonProps={{ loading: busy }}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="title"
            label={t('platform.keywords.keyword')}
            rules={[
              { required: true, whitespace: true, message: t('platform.keywords.empty') },
              charsAtMost(30, t('platform.common.tooLong', { max: 30 })),
            ]}
          >
            <Input count={seenChars(30)} data-testid="keyword-title" />
          </Form.Item>
          <Form.Item name="locale" label={t('platform.keywords.language')}>
            <Select
              data-testid="keyword-locale"
              options={[
                { value: 'all', label: t('platform.keywords.everyLanguage') },
                ...LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] })),
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
