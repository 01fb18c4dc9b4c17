import {
  CloseCircleFilled,
  DoubleLeftOutlined,
  DoubleRightOutlined,
  EllipsisOutlined,
  LeftOutlined,
  RightOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import type { ConfigProviderProps, PaginationProps } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useT } from './i18n';

/**
 * Ant Design names an icon-only control by its icon's English file name (a search box's button is read "search", a
 * clear button "close-circle" on a Thai or French console): the icons it draws for the whole console carry the
 * console language's word instead.
 */
export function useIconNames(): Pick<ConfigProviderProps, 'inputSearch' | 'tabs'> {
  const t = useT();
  return useMemo(
    () => ({
      inputSearch: { searchIcon: <SearchOutlined aria-label={t('common.actions.search')} /> },
      // The tabs that do not fit (a narrow window) are behind a button named "ellipsis" otherwise.
      tabs: { moreIcon: <EllipsisOutlined aria-label={t('common.pager.more')} /> },
    }),
    [t],
  );
}

/**
 * A clear button named in the console language: `allowClear={useClearable()}` on a text box or a select (Ant Design
 * takes no console-wide clear icon without turning the button on in every one). A text box's button is named by its
 * icon; a select's by `label`, which Ant Design otherwise fills with the English "Clear" whatever the icon says.
 */
export function useClearable(): { clearIcon: ReactNode; label: string } {
  const t = useT();
  return useMemo(() => {
    const label = t('common.actions.clear');
    return { clearIcon: <CloseCircleFilled aria-label={label} />, label };
  }, [t]);
}

/**
 * A pager's arrow buttons named in the console language, "Page précédente"/"หน้าถัดไป" (audit AX17): Ant Design
 * draws them as buttons whose only name is their icon's, "left" and "right", and the five-page jumps "double-left"
 * (the jumps are drawn as Ant Design draws them, one picture, here named).
 * Spread into every pager: `pagination={{ ...usePageButtons(), current, … }}`. The class keeps Ant Design's look.
 */
export function usePageButtons(): Pick<PaginationProps, 'prevIcon' | 'nextIcon' | 'jumpPrevIcon' | 'jumpNextIcon'> {
  const t = useT();
  return useMemo(() => {
    const arrow = (label: string, icon: ReactNode) => (
      <button type="button" tabIndex={-1} className="ant-pagination-item-link" aria-label={label}>
        {icon}
      </button>
    );
    const jump = (label: string, icon: ReactNode) => (
      <span className="ant-pagination-item-link" role="img" aria-label={label}>
        <div className="ant-pagination-item-container">
          {icon}
          <span className="ant-pagination-item-ellipsis">
            <EllipsisOutlined aria-hidden />
          </span>
        </div>
      </span>
    );
    return {
      prevIcon: arrow(t('common.pager.previous'), <LeftOutlined aria-hidden />),
      nextIcon: arrow(t('common.pager.next'), <RightOutlined aria-hidden />),
      jumpPrevIcon: jump(
        t('common.pager.previousFive'),
        <DoubleLeftOutlined className="ant-pagination-item-link-icon" aria-hidden />,
      ),
      jumpNextIcon: jump(
        t('common.pager.nextFive'),
        <DoubleRightOutlined className="ant-pagination-item-link-icon" aria-hidden />,
      ),
    };
  }, [t]);
}
