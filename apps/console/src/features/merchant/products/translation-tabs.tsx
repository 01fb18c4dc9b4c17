import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  realignedAttrs,
  swappedTexts,
  type TranslationsInput,
  translationGiven,
} from '@mall/contract';
import { Alert, Card, Flex, Input, Select, Tabs, Tag, Typography } from 'antd';
import { Form } from '../../../components/form';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
import { DescriptionField } from './description-field';
import { type AttrRow, type SkuRow, usableAttrs } from './sku-table';

/** A translation as the form holds it: attributes by position of the product's attributes, '' where not given. */
export type TranslationFields = Partial<
  Record<Locale, { name: string; description: string; attrs: { name: string; values: string[] }[] }>
>;
type Attr = { name: string; values: string[] };

/** The translation of attribute `a`, aligned with the product's attributes as they stand in the form. */
function alignedAttr(attrs: Attr[], translated: Attr[] | undefined, a: number): Attr {
  const t = translated?.[a];
  return { name: t?.name ?? '', values: (attrs[a]?.values ?? []).map((_, j) => t?.values[j] ?? '') };
}

/**
 * The translations of the form after its attributes changed from `before` to `after` (a value or an attribute
 * removed, added or renamed): each keeps the words of its own value, never its neighbour's (audit CT3).
 */
export function realignedTranslations(
  fields: TranslationFields | undefined,
  before: Attr[],
  after: Attr[],
): TranslationFields {
  const out: TranslationFields = {};
  for (const locale of LOCALES) {
    const t = fields?.[locale];
    if (!t) continue;
    const held = before.map((_, a) => alignedAttr(before, t.attrs, a));
    out[locale] = { ...t, attrs: realignedAttrs(before, after, held) };
  }
  return out;
}

/** The form's own texts, which a change of the original's language swaps with a translation. */
type Original = {
  name: string;
  description: string;
  attrs: AttrRow[];
  skus: SkuRow[];
  translations: TranslationFields;
};

/**
 * The fields after the merchant says the product is written in `to`, a language it has a translation in (audit CT6):
 * that translation becomes the original (the fields above), a field it left empty keeping the original's text, and
 * the original's texts become the translation in `from`, whole (contract `swappedTexts`: shoppers of either language
 * read what they read before, and go on reading it when the new original's fields are rewritten). The SKUs keep their
 * rows under their renamed values. Null when there is no translation to swap: the fields' text is then taken as
 * written in `to`, as the merchant says.
 */
export function swappedOriginal(fields: Original, from: Locale, to: Locale): Original | null {
  const t = fields.translations?.[to];
  const attrs = usableAttrs(fields.attrs);
  const translated = attrs.map((_, a) => alignedAttr(attrs, t?.attrs, a));
  if (from === to || !t || !translationGiven({ ...t, attrs: translated })) return null;
  const swapped = swappedTexts(
    { name: fields.name, description: fields.description, attrs },
    { name: t.name, description: t.description, attrs: translated },
  );
  // Half-typed attribute rows make no SKUs and have no translation: they stay where they are.
  let usable = 0;
  const swappedAttrs = (fields.attrs ?? []).map((row) =>
    usableAttrs([row]).length ? swapped.original.attrs[usable++]! : row,
  );
  const renamed = swapped.original.attrs;
  const { [to]: _, ...translations } = fields.translations;
  return {
    name: swapped.original.name,
    description: swapped.original.description,
    attrs: swappedAttrs,
    skus: fields.skus.map((row) => ({
      ...row,
      attrValues: row.attrValues.map((v, a) => renamed[a]?.values[attrs[a]?.values.indexOf(v) ?? -1] ?? v),
    })),
    translations: { ...translations, [from]: swapped.translation },
  };
}

/**
 * What the save sends: a translation per language where anything was typed (a name, a description, an attribute's
 * name or value: an empty name shows the original's, as the tab says, and never drops the rest: audit CT2), never one
 * in the original's language; attributes only when some name or value was given, aligned with the product's.
 */
export function translationsBody(
  fields: TranslationFields | undefined,
  attrs: Attr[],
  original: Locale,
): TranslationsInput {
  const out: TranslationsInput = {};
  for (const locale of LOCALES) {
    const t = fields?.[locale];
    if (locale === original || !t) continue;
    const aligned = attrs.map((_, a) => alignedAttr(attrs, t.attrs, a));
    const given = translationGiven({ attrs: aligned });
    if (!given && !translationGiven({ name: t.name, description: t.description })) continue;
    out[locale] = {
      name: t.name.trim(),
      description: t.description ?? '',
      attrs: given ? aligned.map((a) => ({ name: a.name.trim(), values: a.values.map((v) => v.trim()) })) : [],
    };
  }
  return out;
}

/** One language's tab: name, description, and each attribute's name and values beside the original's. */
function TranslationTab({
  value,
  onChange,
  attrs,
  locale,
}: {
  value: TranslationFields;
  onChange: (next: TranslationFields) => void;
  attrs: Attr[];
  locale: Locale;
}) {
  const t = useT();
  const current = value[locale] ?? { name: '', description: '', attrs: [] };
  const set = (patch: Partial<typeof current>) => onChange({ ...value, [locale]: { ...current, ...patch } });
  const setAttr = (a: number, attr: Attr) =>
    set({ attrs: attrs.map((_, i) => (i === a ? attr : alignedAttr(attrs, current.attrs, i))) });
  return (
    <Flex vertical gap={12}>
      <div>
        <label htmlFor={`translation-name-${locale}`}>{t('merchant.productTranslations.name')}</label>
        <Input
          id={`translation-name-${locale}`}
          value={current.name}
          count={seenChars(100)}
          placeholder={t('merchant.productTranslations.namePlaceholder')}
          onChange={(e) => set({ name: e.target.value })}
          data-testid={`translation-name-${locale}`}
        />
      </div>
      {attrs.length > 0 && (
        <div>
          <Typography.Text>{t('merchant.productTranslations.attrs')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t('merchant.productTranslations.attrsHelp')}
          </Typography.Paragraph>
          {attrs.map((attr, a) => {
            const row = alignedAttr(attrs, current.attrs, a);
            return (
              <Flex key={attr.name} gap={8} wrap style={{ marginBottom: 8 }}>
                <Input
                  value={row.name}
                  placeholder={attr.name}
                  aria-label={`${t('merchant.productTranslations.attrs')}: ${attr.name}`}
                  maxLength={20}
                  style={{ width: 160 }}
                  onChange={(e) => setAttr(a, { ...row, name: e.target.value })}
                  data-testid={`translation-attr-${locale}-${a}`}
                />
                {attr.values.map((v, j) => (
                  <Input
                    key={v}
                    value={row.values[j]}
                    placeholder={v}
                    aria-label={`${attr.name}: ${v}`}
                    maxLength={30}
                    style={{ width: 120 }}
                    onChange={(e) =>
                      setAttr(a, { ...row, values: row.values.map((x, k) => (k === j ? e.target.value : x)) })
                    }
                    data-testid={`translation-value-${locale}-${a}-${j}`}
                  />
                ))}
              </Flex>
            );
          })}
        </div>
      )}
      <div>
        <Typography.Text>{t('merchant.productTranslations.description')}</Typography.Text>
        <DescriptionField
          label={t('merchant.productTranslations.description')}
          value={current.description}
          onChange={(description) => set({ description })}
        />
      </div>
    </Flex>
  );
}

/** The translations as one form field: a tab per language, the original's marked and edited in the fields above. */
function TranslationTabs({
  value = {},
  onChange,
  attrs,
  original,
}: {
  value?: TranslationFields;
  onChange?: (next: TranslationFields) => void;
  attrs: Attr[];
  original: Locale;
}) {
  const t = useT();
  const filled = (l: Locale) => {
    const given = value[l];
    return (
      l !== original &&
      !!given &&
      translationGiven({ ...given, attrs: attrs.map((_, a) => alignedAttr(attrs, given.attrs, a)) })
    );
  };
  return (
    <Tabs
      defaultActiveKey={LOCALES.find((l) => l !== original)}
      items={LOCALES.map((locale) => ({
        key: locale,
        label: (
          <span data-testid={`translation-tab-${locale}`}>
            {LOCALE_NAMES[locale]}{' '}
            {locale === original && <Tag color="blue">{t('merchant.productTranslations.original')}</Tag>}
            {filled(locale) && <Tag color="green">{t('merchant.productTranslations.filled')}</Tag>}
          </span>
        ),
        children:
          locale === original ? (
            <Typography.Paragraph type="secondary">
              {t('merchant.productTranslations.originalNote')}
            </Typography.Paragraph>
          ) : (
            <TranslationTab value={value} onChange={(next) => onChange?.(next)} attrs={attrs} locale={locale} />
          ),
      }))}
    />
  );
}

/** The product form's languages card: the original's language and the translations (fields originalLocale, translations). */
export function LanguagesCard({
  attrs,
  swapped,
}: {
  attrs: Attr[];
  /** The languages of the last change of the original's that swapped texts (`swappedOriginal`), told the merchant. */
  swapped?: { from: Locale; to: Locale } | null;
}) {
  const t = useT();
  const original = (Form.useWatch('originalLocale') as Locale | undefined) ?? 'en';
  return (
    <Card title={t('merchant.productTranslations.title')} style={{ marginBottom: 16 }} data-testid="product-languages">
      <Form.Item
        name="originalLocale"
        label={t('merchant.productTranslations.writtenIn')}
        extra={t('merchant.productTranslations.writtenInHelp')}
      >
        <Select
          style={{ width: 240 }}
          options={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
          data-testid="product-original-locale"
        />
      </Form.Item>
      {swapped && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="product-original-swapped"
          message={t('merchant.productTranslations.swapped', {
            from: LOCALE_NAMES[swapped.from],
            to: LOCALE_NAMES[swapped.to],
          })}
        />
      )}
      <Form.Item name="translations" style={{ marginBottom: 0 }}>
        <TranslationTabs attrs={attrs} original={original} />
      </Form.Item>
    </Card>
  );
}
