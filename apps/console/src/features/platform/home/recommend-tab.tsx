import { type AdminProduct, PRODUCT_PICKS_MAX } from '@mall/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { productsQuery, saveRecommended } from '../api/home-content';
import { ProductListEditor } from '../components/product-list-editor';

/** The home page's recommended products in order; after them the storefront fills in best sellers. */
export function RecommendTab() {
  const t = useT();
  const client = useQueryClient();
  const current = useQuery(productsQuery({ recommended: 'true', page: 1, limit: 100 }));
  const more = useQuery({
    ...productsQuery({ recommended: 'true', page: 2, limit: 100 }),
    enabled: (current.data?.total ?? 0) > 100,
  });
  const [list, setList] = useState<AdminProduct[] | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (current.data && (current.data.total <= 100 || more.data)) {
      setList([...current.data.list, ...(more.data?.list ?? [])]);
    }
  }, [current.data, more.data]);
  if (!list) return <Skeleton active />;

  const save = async () => {
    setBusy(true);
    try {
      await saveRecommended(list.map((p) => p.id));
      await client.invalidateQueries({ queryKey: ['platform', 'products'] });
    } catch {
      // Shown by the API client; the list stays as edited.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Alert type="info" showIcon title={t('platform.home.recommendHint')} style={{ marginBottom: 16 }} />
      <ProductListEditor value={list} onChange={setList} max={PRODUCT_PICKS_MAX} data-testid="recommend-list" />
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={save} loading={busy} data-testid="recommend-save">
          {t('common.actions.save')}
        </Button>
      </Space>
    </>
  );
}
