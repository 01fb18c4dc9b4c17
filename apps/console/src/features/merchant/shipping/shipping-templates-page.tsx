import { PlusOutlined } from '@ant-design/icons';
import type { ShippingTemplate } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Form } from '../../../components/form';
import { PageHeader } from '../../../components/page-header';
import {
  fieldsOf,
  inputOf,
  NEW_TEMPLATE,
  type TemplateFields,
  TemplateForm,
} from '../../../components/shipping/template-form';
import { showFieldError } from '../../../lib/form-errors';
import { dateTime } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { createTemplate, deleteTemplate, templatesQuery, updateTemplate } from './api';
import { ruleSummary } from './rule-summary';

/** The shop's shipping templates: a list, and an editor for a new one or one of them. */
export default function ShippingTemplatesPage() {
  const t = useT();
  const client = useQueryClient();
  const templates = useQuery(templatesQuery());
  const [editing, setEditing] = useState<ShippingTemplate | 'new' | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['merchant', 'shipping'] });

  const remove = async (id: number) => {
    try {
      await deleteTemplate(id);
      await refresh();
    } catch {
      // The client showed why (a template in use, the default).
    }
  };

  const firstRule = (template: ShippingTemplate) => {
    const rule = template.rules.find((candidate) => candidate.regions.length === 0) ?? template.rules[0];
    return rule ? ruleSummary(t, template.chargeBy, rule) : '—';
  };

  return (
    <>
      <PageHeader
        title={t('shipping.menu.templates')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="template-create"
          >
            {t('shipping.list.create')}
          </Button>
        }
      />
      <Card>
        <Typography.Paragraph type="secondary">{t('shipping.list.help')}</Typography.Paragraph>
        <Table<ShippingTemplate>
          rowKey="id"
          loading={templates.isFetching}
          dataSource={templates.data}
          pagination={false}
          locale={{ emptyText: t('shipping.list.empty') }}
          columns={[
            {
              title: t('shipping.form.name'),
              key: 'name',
              width: 160,
              // How the template charges goes under its name, not in a column of its own: at a 1200 px window the
              // rule's sentence needs the room, and every action stays in view in all six languages.
              render: (_, template) => (
                <>
                  <Space size={4} wrap>
                    {/* A name of one long word breaks rather than widening the table past its actions. */}
                    <span data-testid="template-row-name" style={{ overflowWrap: 'anywhere' }}>
                      {template.name}
                    </span>
                    {template.isDefault && <Tag color="red">{t('shipping.list.default')}</Tag>}
                  </Space>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {t(`shipping.chargeBy.${template.chargeBy}`)}
                  </Typography.Text>
                </>
              ),
            },
            { title: t('shipping.list.rule'), key: 'rule', render: (_, template) => firstRule(template) },
            {
              title: t('shipping.list.more'),
              key: 'more',
              width: 150,
              render: (_, template) => (
                <Space size={4} wrap>
                  <Tag>{t('shipping.list.rules', { count: template.rules.length })}</Tag>
                  {template.free.length > 0 && (
                    <Tag color="green">{t('shipping.list.free', { count: template.free.length })}</Tag>
                  )}
                  {template.undeliverable.length > 0 && (
                    <Tag color="orange">
                      {t('shipping.list.undeliverable', { count: template.undeliverable.length })}
                    </Tag>
                  )}
                </Space>
              ),
            },
            { title: t('shipping.list.products'), dataIndex: 'productCount', width: 80 },
            {
              title: t('shipping.list.updated'),
              key: 'updated',
              width: 140,
              className: 'nowrap',
              render: (_, template) => dateTime(template.updateTime),
            },
            {
              title: t('shipping.list.actions'),
              key: 'actions',
              width: 100,
              // The buttons go under each other when the language's words do not fit side by side.
              render: (_, template) => (
                <Space size={[8, 0]} wrap>
                  <Button type="link" size="small" onClick={() => setEditing(template)} data-testid="template-edit">
                    {t('common.actions.edit')}
                  </Button>
                  <Popconfirm
                    title={t('shipping.list.deleteConfirm', { name: template.name })}
                    onConfirm={() => remove(template.id)}
                    okText={t('common.actions.delete')}
                    cancelText={t('common.actions.cancel')}
                  >
                    <Button type="link" size="small" danger disabled={template.isDefault}>
                      {t('common.actions.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing && (
        <TemplateModal
          key={editing === 'new' ? 'new' : editing.id}
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await refresh();
          }}
        />
      )}
    </>
  );
}

function TemplateModal({
  template,
  onClose,
  onSaved,
}: {
  template: ShippingTemplate | null;
  onClose(): void;
  onSaved(): void;
}) {
  const t = useT();
  const [form] = Form.useForm<TemplateFields>();
  const [busy, setBusy] = useState(false);
  const submit = async (fields: TemplateFields) => {
    setBusy(true);
    try {
      // The save names the version the form shows: a template changed since is refused (409), never overwritten.
      if (template) await updateTemplate(template.id, { ...inputOf(fields), version: template.version });
      else await createTemplate(inputOf(fields));
      onSaved();
    } catch (error) {
      // The client showed the server's message; the form keeps what was typed.
      showFieldError(form, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      width={1040}
      title={template ? t('shipping.list.editTitle') : t('shipping.list.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'template-save' } as Record<string, string>}
      destroyOnHidden
    >
      <TemplateForm form={form} initial={template ? fieldsOf(template) : NEW_TEMPLATE} onFinish={submit} />
    </Modal>
  );
}
