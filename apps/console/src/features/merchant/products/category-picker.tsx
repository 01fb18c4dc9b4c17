import type { Category } from '@mall/contract';
import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useClearable } from '../../../lib/antd-icons';
import { platformCategoriesQuery } from '../api/platform-categories';

type Option = { value: number; label: string; children?: Option[] };

function options(tree: Category[]): Option[] {
  return tree.map((c) => ({
    value: c.id,
    label: c.name,
    children: c.childList?.map((child) => ({ value: child.id, label: child.name })),
  }));
}

function pathOf(tree: Category[], id: number | undefined): number[] | undefined {
  if (id === undefined) return undefined;
  for (const top of tree) {
    if (top.id === id) return [top.id];
    const child = top.childList?.find((c) => c.id === id);
    if (child) return [top.id, child.id];
  }
  return undefined;
}

/**
 * A platform category as a form control (value: the category id). With `leafOnly` (the product form) only a
 * second-level category can be chosen; the list filter takes either level.
 */
export function CategoryPicker({
  value,
  onChange,
  leafOnly,
  placeholder,
  id,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  leafOnly?: boolean;
  placeholder?: string;
  id?: string;
}) {
  const clearable = useClearable();
  const { data = [] } = useQuery(platformCategoriesQuery());
  const choices = useMemo(() => options(data), [data]);
  return (
    <Cascader<Option>
      id={id}
      options={choices}
      value={pathOf(data, value)}
      changeOnSelect={!leafOnly}
      showSearch
      allowClear={clearable}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(path) => onChange?.(path?.at(-1) as number | undefined)}
    />
  );
}
