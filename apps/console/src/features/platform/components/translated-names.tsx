import { LOCALE_NAMES, OTHER_LOCALES } from '@mall/contract';
import { Col, Form, Input, Row } from 'antd';
import { useT } from '../../../lib/i18n';

/**
 * Inputs for a name in the storefront's other languages (`names.zh-CN`, `names.fr` …); an empty one shows the
 * English name to shoppers of that language.
 */
export function TranslatedNames({ max = 50 }: { max?: number }) {
  const t = useT();
  return (
    <Form.Item label={t('platform.common.translations')} tooltip={t('platform.common.translationsHint')}>
      <Row gutter={[8, 0]}>
        {OTHER_LOCALES.map((code) => (
          <Col span={12} key={code}>
            <Form.Item
              name={['names', code]}
              rules={[{ max, message: t('platform.common.tooLong', { max }) }]}
              style={{ marginBottom: 8 }}
            >
              <Input prefix={<span style={{ color: '#999', minWidth: 64 }}>{LOCALE_NAMES[code]}</span>} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Form.Item>
  );
}
