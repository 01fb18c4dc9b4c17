import { Input, Space, Table, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useClearable, usePageButtons } from '../lib/antd-icons';

/**
 * The console's list pages share one shape: filters above a paged table, and changing a filter goes back to page 1.
 * `usePagedFilters` keeps the filters and the page; `FilterBar`, `SearchFilter` and `PagedTable` draw them.
 */
export function usePagedFilters<F extends object>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const setFilter = <K extends keyof F>(key: K, value: F[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return { filters, setFilter, page, setPage };
}

export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Space className="console-filters" style={{ marginBottom: 16 }} wrap>
      {children}
    </Space>
  );
}

/** A search box that filters on Enter or the button; blanks around the words are dropped, an empty box clears. */
export function SearchFilter(props: {
  placeholder: string;
  onSearch: (keywords: string | undefined) => void;
  width?: number;
  'data-testid'?: string;
}) {
  const clearable = useClearable();
  return (
    <Input.Search
      allowClear={clearable}
      placeholder={props.placeholder}
      // Named by what it searches: a placeholder alone is no name for a screen reader (audit DB5).
      aria-label={props.placeholder}
      onSearch={(value) => props.onSearch(value.trim() || undefined)}
      style={{ width: props.width ?? 300 }}
      data-testid={props['data-testid']}
    />
  );
}

type PagedTableProps<T> = Omit<TableProps<T>, 'pagination' | 'dataSource'> & {
  data: { list: T[]; total: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  pageSize?: number;
};

/** A table of one page of a server-side list; the page size is the list call's `limit`. */
export function PagedTable<T extends object>({ data, page, onPage, pageSize = 20, ...table }: PagedTableProps<T>) {
  const pageButtons = usePageButtons();
  return (
    <Table<T>
      {...table}
      dataSource={data?.list}
      pagination={{
        ...pageButtons,
        current: page,
        pageSize,
        total: data?.total ?? 0,
        onChange: onPage,
        showSizeChanger: false,
      }}
    />
  );
}
