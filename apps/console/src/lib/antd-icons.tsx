import { SearchOutlined } from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';
import { useMemo } from 'react';
import { useT } from './i18n';

/**
 * Ant Design names an icon-only control by its icon's English file name (a search box's button is read "search" on a
 * Thai or French console): the icons it draws for the whole console carry the console language's word instead.
 */
export function useIconNames(): Pick<ConfigProviderProps, 'inputSearch'> {
  const t = useT();
  return useMemo(
    () => ({ inputSearch: { searchIcon: <SearchOutlined aria-label={t('common.actions.search')} /> } }),
    [t],
  );
}
