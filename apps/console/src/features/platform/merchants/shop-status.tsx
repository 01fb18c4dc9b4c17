import type { MerchantStatus } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Tag } from 'antd';
import { useT } from '../../../lib/i18n';
import { reopenMerchant, suspendMerchant } from '../api/merchants';

export function ShopStatusTag({ status }: { status: MerchantStatus }) {
  const t = useT();
  return status === 'open' ? (
    <Tag color="green">{t('platform.merchants.status.open')}</Tag>
  ) : (
    <Tag color="red">{t('platform.merchants.status.suspended')}</Tag>
  );
}

/** Suspend or reopen, after a confirmation that says what it does to the storefront. */
export function useShopStatusAction() {
  const client = useQueryClient();
  return async (shop: { id: number; status: MerchantStatus }) => {
    if (shop.status === 'open') await suspendMerchant(shop.id);
    else await reopenMerchant(shop.id);
    await client.invalidateQueries({ queryKey: ['platform', 'merchants'] });
  };
}

export function ShopStatusButton({ shop }: { shop: { id: number; name: string; status: MerchantStatus } }) {
  const t = useT();
  const act = useShopStatusAction();
  const suspending = shop.status === 'open';
  return (
    <Popconfirm
      title={t(suspending ? 'platform.merchants.suspendConfirm' : 'platform.merchants.reopenConfirm', {
        name: shop.name,
      })}
      description={
        <div style={{ maxWidth: 300 }}>
          {t(suspending ? 'platform.merchants.suspendHint' : 'platform.merchants.reopenHint')}
        </div>
      }
      okText={t(suspending ? 'platform.merchants.suspend' : 'platform.merchants.reopen')}
      okButtonProps={{ danger: suspending, 'data-testid': 'shop-status-confirm' }}
      onConfirm={() => act(shop).catch(() => undefined)}
    >
      <Button type="link" danger={suspending} data-testid={`shop-${suspending ? 'suspend' : 'reopen'}-${shop.id}`}>
        {t(suspending ? 'platform.merchants.suspend' : 'platform.merchants.reopen')}
      </Button>
    </Popconfirm>
  );
}
