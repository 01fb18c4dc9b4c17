import { GlobalOutlined } from '@ant-design/icons';
import { LOCALE_NAMES, LOCALES, type Locale } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Select } from 'antd';
import { apiPost } from '../lib/api-client';
import { readToken } from '../lib/auth-token';
import { setLanguage, useLanguage, useT } from '../lib/i18n';

export function LanguageSwitch() {
  const language = useLanguage();
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <Select<Locale>
      aria-label={t('common.shell.language')}
      value={language}
      onChange={(locale) => {
        // What the server wrote in the old language (order lines, addresses, reasons) is read again in the new one.
        void setLanguage(locale).then(() => queryClient.invalidateQueries());
        // Staff read their alerts (site and email) in the console's language.
        if (readToken()) apiPost('/api/front/user/locale', { locale }).catch(() => {});
      }}
      suffixIcon={<GlobalOutlined />}
      style={{ width: 130 }}
      options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
      data-testid="language-switch"
    />
  );
}
