import { LOCALE_NAMES, OTHER_LOCALES } from '@mall/contract';
import { Col, Form, type FormRule, Input, Row } from 'antd';
import { useT } from '../../../lib/i18n';
import { charsAtMost } from '../../../lib/seen-chars';

/**
 * Inputs for a name in the storefront's other languages (`names.zh-CN`, `names.fr` …); an empty one shows the
 * English name to shoppers of that language. `name`, `label`, `tooltip`, `rules` and `multiline` serve other texts of
 * the same shape (a banner's words: `texts`, two lines each).
 */
export function TranslatedNames({
  max = 50,
  name = 'names',
  label,
  tooltip,
  rules,
  multiline = false,
}: {
  max?: number;
  name?: string;
  label?: string;
  tooltip?: string;
  rules?: FormRule[];
  multiline?: boolean;
}) {
  const t = useT();
  return (
    <Form.Item
      label={label ?? t('platform.common.translations')}
      tooltip={tooltip ?? t('platform.common.translationsHint')}
    >
      <Row gutter={[8, 0]}>
        {OTHER_LOCALES.map((code) => (
          <Col span={multiline ? 24 : 12} key={code}>
            <Form.Item
              name={[name, code]}
              label={multiline ? LOCALE_NAMES[code] : undefined}
              rules={rules ?? [charsAtMost(max, t('platform.common.tooLong', { max }))]}
              style={{ marginBottom: 8 }}
            >
              {multiline ? (
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 3 }} data-testid={`${name}-${code}`} />
              ) : (
                <Input prefix={<span style={{ color: '#999', minWidth: 64 }}>{LOCALE_NAMES[code]}</span>} />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
