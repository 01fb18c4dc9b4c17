import { type ChatSettings, type ChatSettingsView, LOCALES, type ShopTextTranslations } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Collapse, Drawer, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { showFieldError } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { timeZoneOptions } from '../../lib/time-zones';
import { Form } from '../form';
import { NumberInput } from '../number-input';
import { between } from '../number-rules';
import { ShopTextLanguages, ShopTextTabs, shopTextsBody } from '../shop-text-languages';
import { type InboxBase, saveSettings, settingsQuery } from './api';

/** A quick reply as the form edits it: its text and its translations (audit DS6). */
type QuickReply = { text?: string; translations?: ShopTextTranslations };
type Values = Omit<ChatSettings, 'quickReplies' | 'quickReplyTranslations'> & { quickReplies?: QuickReply[] };

/** The settings as the form edits them: each quick reply beside its own translations. */
export function formValues(settings: ChatSettingsView): Values {
  const { quickReplyTranslations, quickReplies, ...rest } = settings;
  return {
    ...rest,
    quickReplies: quickReplies.map((text, i) => ({ text, translations: quickReplyTranslations[i] ?? {} })),
  };
}

/** What the save sends: the replies left empty dropped with their translations, each translation trimmed. */
export function settingsBody(values: Values): ChatSettings {
  const replies = (values.quickReplies ?? []).filter((q) => (q.text ?? '').trim() !== '');
  return {
    ...values,
    quickReplies: replies.map((q) => (q.text ?? '').trim()),
    quickReplyTranslations: replies.map((q) => shopTextsBody(q.translations)),
    awayMessages: shopTextsBody(values.awayMessages),
    openingHours: values.openingHours ?? [],
  };
}

/** One quick reply's translations, folded: the original shows through where a language is left empty. */
function QuickReplyLanguages({ index }: { index: number }) {
  const t = useT();
  const original = (Form.useWatch(['quickReplies', index, 'text']) as string | undefined) ?? '';
  const translations = (Form.useWatch(['quickReplies', index, 'translations']) as ShopTextTranslations) ?? {};
  const filled = LOCALES.filter((l) => (translations[l] ?? '').trim() !== '').length;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'languages',
          forceRender: true,
          label: (
            <span data-testid={`quick-reply-languages-${index}`}>
              {t('merchant.productTranslations.title')}{' '}
              {filled > 0 && <Tag color="green">{`${t('merchant.productTranslations.filled')} · ${filled}`}</Tag>}
            </span>
          ),
          children: (
            // Room under the box for its character count.
            <Form.Item name={[index, 'translations']} style={{ marginBottom: 20 }}>
              <ShopTextTabs original={original} maxLength={300} lines testId={`quick-reply-${index}`} />
            </Form.Item>
          ),
        },
      ]}
    />
  );
}

/** Quick replies, the away message with the opening hours it applies outside, and the waiting-shopper email. */
export function ChatSettingsDrawer({ base, open, onClose }: { base: InboxBase; open: boolean; onClose(): void }) {
  const t = useT();
  const client = useQueryClient();
  const settings = useQuery({ ...settingsQuery(base), enabled: open });
  const mall = base === '/api/admin/chat';
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(formValues(settings.data));
  }, [settings.data, form]);
  const submit = async (values: Values) => {
    const saved = await saveSettings(base, settingsBody(values)).catch((error: unknown) => {
      // A refused range (one closing when it opens) is marked on that range, not only in a toast over the title.
      showFieldError(form, error);
      return null;
    });
    if (saved) {
      client.setQueryData(settingsQuery(base).queryKey, saved);
      onClose();
    }
  };
  // The server's own check (HH:MM, 00:00 to 23:59), with the catalogue's sentence rather than antd's regex text.
  const timeRules = [{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('chat.settings.timeInvalid') }];
  // A range closing before it opens runs past midnight (22:00-02:00); only one closing as it opens means nothing.
  const closeRules = (name: number) => [
    ...timeRules,
    {
      validator: async (_: unknown, to: string) => {
        if (to && to === form.getFieldValue(['openingHours', name, 'from']))
          throw new Error(t('chat.settings.sameTime'));
      },
    },
  ];
  const days = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ value: d, label: t(`chat.settings.days.${d}`) }));
  return (
    // Wide enough for the six language tabs of the away message and the quick replies side by side (audit DS6).
    <Drawer open={open} onClose={onClose} title={t('chat.settings.title')} width={680}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.List name="quickReplies">
          {(fields, { add, remove }) => (
            <Form.Item label={t('chat.settings.quickReplies')} extra={t('chat.settings.quickHint')}>
              {fields.map((field) => (
                <Card key={field.key} size="small" style={{ marginBottom: 8 }} data-testid="quick-reply">
                  <Flex gap={8} align="flex-start">
                    <Form.Item name={[field.name, 'text']} style={{ flex: 1, marginBottom: 0 }}>
                      <Input.TextArea
                        rows={2}
                        maxLength={300}
                        aria-label={t('chat.settings.quickReply', { n: field.name + 1 })}
                        data-testid={`quick-reply-text-${field.name}`}
                      />
                    </Form.Item>
                    <Button type="link" onClick={() => remove(field.name)}>
                      {t('chat.settings.remove')}
                    </Button>
                  </Flex>
                  <QuickReplyLanguages index={field.name} />
                </Card>
              ))}
              {fields.length < 30 && (
                <Button onClick={() => add({ text: '', translations: {} })} data-testid="quick-reply-add">
                  {t('chat.settings.addQuick')}
                </Button>
              )}
            </Form.Item>
          )}
        </Form.List>
        <Form.Item name="awayMessage" label={t('chat.settings.away')} extra={t('chat.settings.awayHint')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <ShopTextLanguages
          name="awayMessages"
          original="awayMessage"
          label={t('chat.settings.away')}
          maxLength={500}
          lines
          testId="chat-away-messages"
        />
        <Form.List name="openingHours">
          {(fields, { add, remove }) => (
            <Form.Item label={t('chat.settings.hours')} extra={t('chat.settings.hoursHint')}>
              {fields.map((field) => (
                <Space key={field.key} align="baseline">
                  <Form.Item
                    name={[field.name, 'day']}
                    rules={[{ required: true, message: t('chat.settings.dayRequired') }]}
                  >
                    <Select options={days} style={{ width: 120 }} aria-label={t('chat.settings.hoursDay')} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'from']} rules={timeRules}>
                    <Input placeholder="09:00" style={{ width: 80 }} aria-label={t('chat.settings.hoursFrom')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'to']}
                    rules={closeRules(field.name)}
                    dependencies={[[field.name, 'from']]}
                  >
                    <Input placeholder="18:00" style={{ width: 80 }} aria-label={t('chat.settings.hoursTo')} />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(field.name)}>
                    {t('chat.settings.remove')}
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({ day: 1, from: '09:00', to: '18:00' })}>{t('chat.settings.addHours')}</Button>
            </Form.Item>
          )}
        </Form.List>
        {mall ? (
          // The mall's service has no shop profile: it picks its zone from the same list as a shop's profile.
          <Form.Item name="timeZone" label={t('chat.settings.timeZone')}>
            <Select showSearch options={timeZoneOptions} data-testid="chat-time-zone" />
          </Form.Item>
        ) : (
          // A shop's hours follow its profile's zone, which the server answers and does not take from here (audit DS4).
          settings.data && (
            <Form.Item label={t('chat.settings.timeZone')}>
              <Typography.Text type="secondary" data-testid="chat-shop-zone">
                {t('chat.settings.shopZone', { zone: settings.data.timeZone })}
              </Typography.Text>
            </Form.Item>
          )
        )}
        <Form.Item
          rules={[between(t, 0, 1440)]}
          name="notifyAfterMinutes"
          // The mall's own service inbox tells its operators, not a shop's owner (audit CI12).
          label={t(mall ? 'chat.settings.notifyMall' : 'chat.settings.notify')}
          extra={t(mall ? 'chat.settings.notifyMallHint' : 'chat.settings.notifyHint')}
        >
          <NumberInput decimals={0} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('chat.settings.save')}
        </Button>
      </Form>
    </Drawer>
  );
}
