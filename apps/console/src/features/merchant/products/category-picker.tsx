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
  hidden,
  'aria-label': ariaLabel,
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  leafOnly?: boolean;
  placeholder?: string;
  id?: string;
  /** Its name where no form label names it (the product list's filter, audit HA4). */
  'aria-label'?: string;
  /**
   * The product's category when the platform hid it: the storefront's tree leaves it out, so it is offered here by
   * its name with the label given, rather than shown as no category at all (audit DS7).
   */
  hidden?: { id: number; label: string };
}) {
  const clearable = useClearable();
  const { data = [] } = useQuery(platformCategoriesQuery());
  const choices = useMemo(() => {
    const listed = options(data);
    return hidden && pathOf(data, hidden.id) === undefined
      ? [...listed, { value: hidden.id, label: hidden.label }]
      : listed;
  }, [data, hidden]);
  const path = pathOf(data, value) ?? (hidden && value === hidden.id ? [hidden.id] : undefined);
  return (
    <Cascader<Option>
      id={id}
      aria-label={ariaLabel}
      options={choices}
      value={path}
      changeOnSelect={!leafOnly}
      showSearch
      allowClear={clearable}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(path) => onChange?.(path?.at(-1) as number | undefined)}
    />
  );
}
