import { LOCALE_NAMES, type TranslatedNames as Names, OTHER_LOCALES } from '@mall/contract';
import { Col, type FormRule, Input, Row } from 'antd';
import { useT } from '../lib/i18n';
import { charsAtMost, seenChars } from '../lib/seen-chars';
import { Form } from './form';

/** The translations a form sends: trimmed, the languages left empty left out (they read the original). */
export function translatedNamesBody(names: Names | undefined): Names {
  return Object.fromEntries(
    Object.entries(names ?? {}).flatMap(([code, text]) => (text?.trim() ? [[code, text.trim()]] : [])),
  ) as Names;
}

/**
 * Inputs for a name in the storefront's other languages (`names.zh-CN`, `names.fr` …); an empty one shows the
 * English name to shoppers of that language. `name`, `label`, `tooltip`, `rules` and `multiline` serve other texts of
 * the same shape (a banner's words: `texts`, two lines each). Each is bounded in characters as the reader sees them,
 * as the contract's `maxChars` bounds every name (audit FR10); with `seen` each also shows its count and is cut there
 * (`seenChars`, a coupon's name, decision 0056).
 */
export function TranslatedNames({
  max = 50,
  name = 'names',
  label,
  tooltip,
  rules,
  multiline = false,
  seen = false,
  testId,
}: {
  max?: number;
  name?: string;
  label?: string;
  tooltip?: string;
  rules?: FormRule[];
  multiline?: boolean;
  seen?: boolean;
  /** Each input's test id is `<testId>-<language>` (single-line inputs). */
  testId?: string;
}) {
  const t = useT();
  const tooLong = t('platform.common.tooLong', { max });
  // Counted as the reader sees the characters, as the contract counts every name (audit FR10).
  const bound: FormRule = charsAtMost(max, tooLong);
  const group = label ?? t('platform.common.translations');
  return (
    <Form.Item label={group} tooltip={tooltip ?? t('platform.common.translationsHint')}>
      <Row gutter={[8, 0]}>
        {OTHER_LOCALES.map((code) => (
          <Col span={multiline ? 24 : 12} key={code}>
            <Form.Item
              name={[name, code]}
              label={multiline ? LOCALE_NAMES[code] : undefined}
              rules={rules ?? [bound]}
              style={{ marginBottom: 8 }}
            >
              {multiline ? (
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 3 }} data-testid={`${name}-${code}`} />
              ) : (
                <Input
                  // The grey prefix shows the language; a screen reader is told it with the group (audit HA2).
                  aria-label={`${group}: ${LOCALE_NAMES[code]}`}
                  prefix={
                    <span aria-hidden style={{ color: '#999', minWidth: 64 }}>
                      {LOCALE_NAMES[code]}
                    </span>
                  }
                  {...(seen ? { count: seenChars(max) } : {})}
                  {...(testId ? { 'data-testid': `${testId}-${code}` } : {})}
                />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
