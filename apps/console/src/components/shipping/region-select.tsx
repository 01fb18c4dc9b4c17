import type { Region } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useClearable } from '../../lib/antd-icons';
import { useLanguage, useT } from '../../lib/i18n';
import { regionsQuery, useCountries, useRegionsOf } from './geo';

interface Props {
  value?: string[];
  onChange?(value: string[]): void;
  placeholder?: string;
  /** Only the countries the mall serves (templates), or every country (the platform's served list). */
  servedOnly?: boolean;
  /** Countries only, no provinces (the platform's served list). */
  countriesOnly?: boolean;
  'data-testid'?: string;
}

type Node = { value: string; title: string; isLeaf: boolean; children?: Node[] };

const countryOf = (code: string) => code.slice(0, 2);

/**
 * Regions picked from the same country and province data as shoppers' addresses: a country ("TH") covers all of it,
 * a province or state ("TH-10") only that part. Searchable by name; a country's provinces load when it opens.
 */
export function RegionSelect({ value = [], onChange, placeholder, servedOnly = true, countriesOnly, ...rest }: Props) {
  const clearable = useClearable();
  const t = useT();
  const language = useLanguage();
  const client = useQueryClient();
  const countries = useCountries();
  const [opened, setOpened] = useState<string[]>([]);
  // Provinces of the countries opened, and of those the value already names (so they show by name).
  const wanted = useMemo(
    () => [...new Set([...opened, ...value.filter((code) => code.length > 2).map(countryOf)])],
    [opened, value],
  );
  const regions = useRegionsOf(countriesOnly ? [] : wanted);

  const treeData = useMemo<Node[]>(
    () =>
      (countries.data ?? [])
        .filter((country) => !servedOnly || country.served)
        .map((country) => {
          const known: Region[] | undefined = regions[country.code];
          const leaf = countriesOnly || !country.hasRegions || (known !== undefined && known.length === 0);
          return {
            value: country.code,
            title: country.name,
            isLeaf: leaf,
            children: leaf
              ? undefined
              : known?.map((region) => ({ value: region.code, title: region.name, isLeaf: true })),
          };
        }),
    [countries.data, regions, servedOnly, countriesOnly],
  );

  return (
    <TreeSelect<string[]>
      {...rest}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear={clearable}
      maxTagCount="responsive"
      loading={countries.isPending}
      value={value}
      onChange={(next) => onChange?.(next ?? [])}
      treeData={treeData}
      loadData={async (node) => {
        const code = String(node.value);
        await client.fetchQuery(regionsQuery(language, code));
        if (!opened.includes(code)) setOpened((current) => [...current, code]);
      }}
      placeholder={placeholder ?? t('shipping.regions.placeholder')}
      style={{ width: '100%' }}
      popupMatchSelectWidth={false}
    />
  );
}
