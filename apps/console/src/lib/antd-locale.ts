import type { Locale } from '@mall/contract';
import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import { laoAntdLocale } from './antd-locale-lo';

/**
 * Ant Design's own texts (pagination, pickers, empty tables) and dayjs's month names follow the console language.
 * Ant Design has no Lao pack: Lao takes the English one with its texts in Lao (antd-locale-lo.ts).
 */
export async function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  switch (locale) {
    case 'zh-CN':
      await import('dayjs/locale/zh-cn');
      dayjs.locale('zh-cn');
      return (await import('antd/es/locale/zh_CN')).default;
    case 'fr':
      await import('dayjs/locale/fr');
      dayjs.locale('fr');
      return (await import('antd/es/locale/fr_FR')).default;
    case 'th':
      await import('dayjs/locale/th');
      dayjs.locale('th');
      return (await import('antd/es/locale/th_TH')).default;
    case 'es':
      await import('dayjs/locale/es');
      dayjs.locale('es');
      return (await import('antd/es/locale/es_ES')).default;
    case 'lo': {
      await import('dayjs/locale/lo');
      dayjs.locale('lo');
      return laoAntdLocale((await import('antd/es/locale/en_US')).default);
    }
    default:
      dayjs.locale('en');
      return (await import('antd/es/locale/en_US')).default;
  }
}
