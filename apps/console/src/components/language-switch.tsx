import { GlobalOutlined } from '@ant-design/icons';
import { LOCALE_NAMES, LOCALES, type Locale } from '@mall/contract';
import { Select } from 'antd';
import { setLanguage, useLanguage, useT } from '../lib/i18n';

export function LanguageSwitch() {
  const language = useLanguage();
  const t = useT();
  return (
    <Select<Locale>
      aria-label={t('common.shell.language')}
      value={language}
      onChange={(locale) => void setLanguage(locale)}
      suffixIcon={<GlobalOutlined />}
      style={{ width: 130 }}
      options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      data-testid="language-switch"
    />
  );
}
