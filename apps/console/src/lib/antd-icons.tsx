import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import type { ConfigProviderProps } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useT } from './i18n';

/**
 * Ant Design names an icon-only control by its icon's English file name (a search box's button is read "search", a
 * clear button "close-circle" on a Thai or French console): the icons it draws for the whole console carry the
 * console language's word instead.
 */
export function useIconNames(): Pick<ConfigProviderProps, 'inputSearch'> {
  const t = useT();
  return useMemo(
    () => ({ inputSearch: { searchIcon: <SearchOutlined aria-label={t('common.actions.search')} /> } }),
    [t],
  );
}

/**
 * A text box's clear button named in the console language: `allowClear={useClearable()}` (Ant Design takes no
 * console-wide clear icon for text boxes without turning the button on in every one). A select's clear button is
 * named "Clear" by Ant Design itself, whatever the icon says.
 */
export function useClearable(): { clearIcon: ReactNode } {
  const t = useT();
  return useMemo(() => ({ clearIcon: <CloseCircleFilled aria-label={t('common.actions.clear')} /> }), [t]);
}
