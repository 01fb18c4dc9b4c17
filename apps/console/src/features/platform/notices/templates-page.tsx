import { LOCALE_NAMES, LOCALES, type Locale, NOTICE_KIND_NAMES, type NoticeKind } from '@mall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';

type Template = { kind: string; locale: string; subject: string; text: string; vars: string[]; custom: boolean };
type Preview = { subject: string; text: string; html: string };

/**
 * The operator's words of each notice, per kind and language: plain text with the kind's {variables}; the server
 * refuses markup and unknown variables, and the preview renders the email as readers get it (sample values).
 */
export default function NoticeTemplatesPage() {
  const t = useT();
  const client = useQueryClient();
  const [kind, setKind] = useState<NoticeKind>('order_shipped');
  const [locale, setLocale] = useState<Locale>('en');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const key = ['notices', 'templates', kind, locale];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiGet<Template[]>('/api/admin/notices/templates', { kind, locale }, { signal }),
  });
  const template = query.data?.[0];
  useEffect(() => {
    if (!template) return;
    setSubject(template.subject);
    setText(template.text);
    setPreview(null);
  }, [template]);
  const save = useMutation({
    mutationFn: (reset: boolean) => apiPost('/api/admin/notices/templates', { kind, locale, subject, text, reset }),
    onSuccess: () => {
      notifySuccess(t('notices.templates.saved'));
      return client.invalidateQueries({ queryKey: key });
    },
  });
  const show = useMutation({
    mutationFn: () => apiPost<Preview>('/api/admin/notices/templates/preview', { kind, locale, subject, text }),
    onSuccess: setPreview,
  });
  return (
    <>
      <PageHeader title={t('notices.templates.title')} />
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<NoticeKind>
            value={kind}
            onChange={setKind}
            style={{ width: 260 }}
            aria-label={t('notices.templates.kind')}
            options={NOTICE_KIND_NAMES.map((k) => ({ value: k, label: t(`notices.kinds.${k}`) }))}
            data-testid="template-kind"
          />
          <Select<Locale>
            value={locale}
            onChange={setLocale}
            style={{ width: 160 }}
            aria-label={t('notices.templates.locale')}
            options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
          />
          {template && <Tag>{t(template.custom ? 'notices.templates.custom' : 'notices.templates.builtIn')}</Tag>}
        </Space>
        <Row gutter={24}>
          <Col xs={24} lg={12}>
            <Typography.Text strong>{t('notices.templates.subject')}</Typography.Text>
            <Input
              value={subject}
              maxLength={150}
              onChange={(e) => setSubject(e.target.value)}
              aria-label={t('notices.templates.subject')}
              data-testid="template-subject"
            />
            <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
              {t('notices.templates.text')}
            </Typography.Text>
            <Input.TextArea
              value={text}
              maxLength={2000}
              autoSize={{ minRows: 5, maxRows: 12 }}
              onChange={(e) => setText(e.target.value)}
              aria-label={t('notices.templates.text')}
              data-testid="template-text"
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('notices.templates.vars')}{' '}
              {template?.vars.map((v) => (
                <Tag key={v}>{`{${v}}`}</Tag>
              ))}
            </Typography.Paragraph>
            <Flex gap={8}>
              <Button onClick={() => show.mutate()} loading={show.isPending}>
                {t('notices.templates.preview')}
              </Button>
              <Button type="primary" onClick={() => save.mutate(false)} loading={save.isPending}>
                {t('notices.templates.save')}
              </Button>
              {template?.custom && (
                <Button onClick={() => save.mutate(true)} disabled={save.isPending}>
                  {t('notices.templates.reset')}
                </Button>
              )}
            </Flex>
          </Col>
          <Col xs={24} lg={12}>
            {preview && (
              <div data-testid="template-preview">
                <Typography.Text strong>{preview.subject}</Typography.Text>
                <iframe
                  title={t('notices.templates.preview')}
                  sandbox=""
                  srcDoc={preview.html}
                  style={{ width: '100%', height: 420, border: '1px solid #f0f0f0', marginTop: 8 }}
                />
              </div>
            )}
          </Col>
        </Row>
      </Card>
    </>
  );
}
