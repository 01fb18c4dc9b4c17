import { LOCALE_NAMES, LOCALES, type Locale, type ShopTextTranslations } from '@mall/contract';
import { Card, Input, Tabs, Tag, Typography } from 'antd';
import { useT } from '../lib/i18n';
import { seenChars } from '../lib/seen-chars';
import { Form } from './form';

/**
 * What the save sends of a shop text's translations (audit DS6): each trimmed, the languages left empty left out (their
 * readers see the original). Always an object, so that emptying every tab removes the translations.
 */
export function shopTextsBody(fields: ShopTextTranslations | undefined): ShopTextTranslations {
  const out: ShopTextTranslations = {};
  for (const locale of LOCALES) {
    const text = fields?.[locale]?.trim() ?? '';
    if (text !== '') out[locale] = text;
  }
  return out;
}

/** One text in every language as a form field: a tab per language, as the product form's languages. */
export function ShopTextTabs({
  value = {},
  onChange,
  original,
  maxLength,
  lines,
  testId,
}: {
  value?: ShopTextTranslations;
  onChange?: (next: ShopTextTranslations) => void;
  original: string;
  maxLength: number;
  lines: boolean;
  testId: string;
}) {
  const t = useT();
  const set = (locale: Locale, text: string) => onChange?.({ ...value, [locale]: text });
  return (
    <Tabs
      size="small"
      items={LOCALES.map((locale) => {
        const props = {
          id: `${testId}-${locale}`,
          value: value[locale] ?? '',
          count: seenChars(maxLength),
          // The original shows through where the tab is left empty, as shoppers of that language will read it.
          placeholder: original.trim() || t('merchant.productTranslations.namePlaceholder'),
          'aria-label': LOCALE_NAMES[locale],
          'data-testid': `${testId}-${locale}`,
        };
        return {
          key: locale,
          label: (
            <span data-testid={`${testId}-tab-${locale}`}>
              {LOCALE_NAMES[locale]}{' '}
              {(value[locale] ?? '').trim() !== '' && (
                <Tag color="green">{t('merchant.productTranslations.filled')}</Tag>
              )}
            </span>
          ),
          children: lines ? (
            <Input.TextArea rows={3} {...props} onChange={(e) => set(locale, e.target.value)} />
          ) : (
            <Input {...props} onChange={(e) => set(locale, e.target.value)} />
          ),
        };
      })}
    />
  );
}

/**
 * A shop's own text in the storefront's languages (a category's name, the shop's intro): the form field `name` holds
 * the translations, `original` names the field of the text itself, whose words show where a language is left empty.
 */
export function ShopTextLanguages({
  name,
  original,
  label,
  maxLength,
  lines = false,
  testId,
}: {
  name: string;
  original: string;
  label: string;
  maxLength: number;
  lines?: boolean;
  testId: string;
}) {
  const t = useT();
  const originalText = (Form.useWatch(original) as string | undefined) ?? '';
  return (
    <Card size="small" title={`${t('merchant.productTranslations.title')}: ${label}`} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('merchant.shopTexts.help')}
      </Typography.Paragraph>
      {/* A text box's character count sits under it: room for it inside the card. */}
      <Form.Item name={name} style={{ marginBottom: lines ? 20 : 0 }}>
        <ShopTextTabs original={originalText} maxLength={maxLength} lines={lines} testId={testId} />
      </Form.Item>
    </Card>
  );
}
