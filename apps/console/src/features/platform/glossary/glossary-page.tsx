import { PlusOutlined } from '@ant-design/icons';
import { ATTRIBUTE_TERM_LIMITS, LOCALE_NAMES, LOCALES, type Locale } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import { showFieldError } from '../../../lib/form-errors';
import { useLanguage, useT } from '../../../lib/i18n';
import { charsAtMost, seenChars } from '../../../lib/seen-chars';
import { type AttributeTerm, attributeTermsQuery, deleteAttributeTerm, saveAttributeTerm } from '../api/catalog-setup';

type Fields = Record<`text_${Locale}`, string> & Record<`aliases_${Locale}`, string[]>;
/** What the dialog edits: a term, or a new one (a value when it names its attribute). */
type Editing = { term: AttributeTerm | null; parent: AttributeTerm | null };

const fieldsOf = (term: AttributeTerm | null): Fields =>
  Object.fromEntries(
    LOCALES.flatMap((l) => [
      [`text_${l}`, term?.texts[l] ?? ''],
      [`aliases_${l}`, term?.aliases[l] ?? []],
    ]),
  ) as Fields;

/**
 * The mall's attribute glossary (decision 0044): each attribute name and its values in the six languages, with the
 * other ways sellers write them. Products whose attributes are terms read in the shopper's language everywhere and
 * meet in one facet.
 */
export default function GlossaryPage() {
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const terms = useQuery(attributeTermsQuery());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Fields>();
  const rows = terms.data ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: ['platform', 'attribute-terms'] });
  const isName = editing !== null && editing.parent === null;
  const maxLength = isName ? ATTRIBUTE_TERM_LIMITS.nameLength : ATTRIBUTE_TERM_LIMITS.valueLength;

  const open = (term: AttributeTerm | null, parent: AttributeTerm | null) => {
    form.setFieldsValue(fieldsOf(term));
    setEditing({ term, parent });
  };

  const submit = async (fields: Fields) => {
    if (!editing) return;
    setBusy(true);
    const texts = Object.fromEntries(LOCALES.map((l) => [l, fields[`text_${l}`].trim()])) as Record<Locale, string>;
    const aliases = Object.fromEntries(
      LOCALES.map((l) => [l, (fields[`aliases_${l}`] ?? []).map((a) => a.trim()).filter(Boolean)]).filter(
        ([, list]) => list.length > 0,
      ),
    );
    try {
      if (editing.term) await saveAttributeTerm(editing.term.id, { texts, aliases });
      else
        await saveAttributeTerm(null, { texts, aliases, ...(editing.parent ? { parentId: editing.parent.id } : {}) });
      setEditing(null);
      await refresh();
    } catch (error) {
      // Shown by the API client; the dialog keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };

  const words = (term: AttributeTerm) => (
    <Space size={[4, 4]} wrap>
      {LOCALES.filter((l) => l !== language).map((l) => (
        <Tag key={l} title={LOCALE_NAMES[l]}>
          {term.texts[l]}
        </Tag>
      ))}
    </Space>
  );

  const actions = (term: AttributeTerm, parent: AttributeTerm | null) => (
    <Space size={0} wrap>
      {!parent && (
        <Button type="link" onClick={() => open(null, term)} data-testid={`glossary-add-value-${term.id}`}>
          {t('platform.glossary.addValue')}
        </Button>
      )}
      <Button type="link" onClick={() => open(term, parent)}>
        {t('common.actions.edit')}
      </Button>
      <Popconfirm
        title={t('platform.glossary.deleteConfirm', { word: term.texts[language] })}
        onConfirm={() => deleteAttributeTerm(term.id).then(refresh, () => undefined)}
      >
        <Button type="link" danger>
          {t('common.actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );

  return (
    <>
      <PageHeader
        title={t('platform.menu.glossary')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={rows.length >= ATTRIBUTE_TERM_LIMITS.names}
            onClick={() => open(null, null)}
            data-testid="glossary-add"
          >
            {t('platform.glossary.addName')}
          </Button>
        }
      />
      <Card>
        <Alert type="info" showIcon title={t('platform.glossary.hint')} style={{ marginBottom: 16 }} />
        <Table<AttributeTerm>
          rowKey="id"
          loading={terms.isFetching}
          dataSource={rows}
          pagination={false}
          data-testid="glossary-table"
          expandable={{
            rowExpandable: (row) => (row.values?.length ?? 0) > 0,
            expandedRowRender: (row) => (
              <Table<AttributeTerm>
                rowKey="id"
                size="small"
                dataSource={row.values ?? []}
                pagination={false}
                columns={[
                  { title: t('platform.glossary.value'), width: 180, render: (_, value) => value.texts[language] },
                  { title: t('platform.glossary.otherLanguages'), render: (_, value) => words(value) },
                  { title: t('platform.common.actions'), width: 200, render: (_, value) => actions(value, row) },
                ]}
              />
            ),
          }}
          columns={[
            {
              title: t('platform.glossary.name'),
              width: 180,
              render: (_, row) => <Typography.Text strong>{row.texts[language]}</Typography.Text>,
            },
            { title: t('platform.glossary.otherLanguages'), render: (_, row) => words(row) },
            {
              title: t('platform.glossary.values'),
              width: 110,
              render: (_, row) => row.values?.length ?? 0,
            },
            { title: t('platform.common.actions'), width: 240, render: (_, row) => actions(row, null) },
          ]}
        />
      </Card>
      <Modal
        open={editing !== null}
        title={
          editing?.parent
            ? t('platform.glossary.valueOf', { name: editing.parent.texts[language] })
            : isName
              ? t('platform.glossary.addName')
              : t('platform.glossary.value')
        }
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.actions.save')}
        okButtonProps={{ loading: busy }}
        width={720}
        forceRender
      >
        <Form form={form} layout="horizontal" labelCol={{ span: 6 }} onFinish={submit}>
          {LOCALES.map((l) => (
            <Form.Item key={l} label={LOCALE_NAMES[l]} style={{ marginBottom: 8 }}>
              <Space.Compact block>
                <Form.Item
                  name={`text_${l}`}
                  noStyle
                  rules={[
                    { required: true, whitespace: true, message: t('platform.glossary.empty') },
                    charsAtMost(maxLength, t('platform.common.tooLong', { max: maxLength })),
                  ]}
                >
                  <Input
                    count={seenChars(maxLength)}
                    style={{ width: '45%' }}
                    data-testid={`glossary-text-${l}`}
                    placeholder={t('platform.glossary.word')}
                    aria-label={`${t('platform.glossary.word')} (${LOCALE_NAMES[l]})`}
                  />
                </Form.Item>
                <Form.Item name={`aliases_${l}`} noStyle>
                  <Select
                    mode="tags"
                    style={{ width: '55%' }}
                    placeholder={t('platform.glossary.aliases')}
                    aria-label={`${t('platform.glossary.aliases')} (${LOCALE_NAMES[l]})`}
                    maxCount={ATTRIBUTE_TERM_LIMITS.aliases}
                    tokenSeparators={[',', '，']}
                    open={false}
                    suffixIcon={null}
                  />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          ))}
        </Form>
      </Modal>
    </>
  );
}
