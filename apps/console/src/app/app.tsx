import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { type ReactNode, useEffect, useState } from 'react';
import { useIconNames } from '../lib/antd-icons';
import { loadAntdLocale } from '../lib/antd-locale';
import { useLanguage } from '../lib/i18n';
import { bindNotifier } from '../lib/notify';
import { queryClient } from './query-client';
import { ConsoleRouter } from './router';

function NotifierBridge({ children }: { children: ReactNode }) {
  const { message } = AntdApp.useApp();
  bindNotifier(message);
  return children;
}

export function App() {
  const language = useLanguage();
  const [antdLocale, setAntdLocale] = useState<AntdLocale | undefined>();
  const iconNames = useIconNames();
  useEffect(() => {
    let current = true;
    void loadAntdLocale(language).then((locale) => {
      if (current) setAntdLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <ConfigProvider
      locale={antdLocale}
      {...iconNames}
      theme={{
        token: { colorPrimary: '#e93323', colorLink: '#e93323', borderRadius: 4 },
        // Tables fit their card at a 1200 px window (styles.css): narrower cells than Ant Design's 16 px sides.
        components: { Table: { cellPaddingInline: 10, cellPaddingBlock: 12, cellPaddingInlineMD: 8 } },
      }}
    >
      <AntdApp>
        <NotifierBridge>
          <QueryClientProvider client={queryClient}>
            <ConsoleRouter />
          </QueryClientProvider>
        </NotifierBridge>
      </AntdApp>
    </ConfigProvider>
  );
}
