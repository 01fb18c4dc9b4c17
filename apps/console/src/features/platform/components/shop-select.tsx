import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useClearable } from '../../../lib/antd-icons';
import { useT } from '../../../lib/i18n';
import { merchantsQuery } from '../api/merchants';

/** Picks one shop by name (searched on the server); empty means every shop. */
export function ShopSelect({ value, onChange }: { value?: number; onChange: (merId: number | undefined) => void }) {
  const clearable = useClearable();
  const t = useT();
  const [keywords, setKeywords] = useState('');
  const shops = useQuery(merchantsQuery({ keywords: keywords || undefined, page: 1, limit: 50 }));
  return (
    <Select
      allowClear={clearable}
      showSearch
      filterOption={false}
      onSearch={setKeywords}
      value={value}
      onChange={(id) => onChange(id ?? undefined)}
      placeholder={t('platform.overview.allShops')}
      aria-label={t('platform.overview.shop')}
      style={{ width: 240 }}
      options={shops.data?.list.map((s) => ({ value: s.id, label: s.name }))}
      data-testid="shop-select"
    />
  );
}
