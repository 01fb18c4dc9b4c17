import type { MerchantStatus } from '@mall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { seenChars } from '../../../lib/seen-chars';
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
  return async (shop: { id: number; status: MerchantStatus }, reason = '') => {
    if (shop.status === 'open') await suspendMerchant(shop.id, reason);
    else await reopenMerchant(shop.id);
    await client.invalidateQueries({ queryKey: ['platform', 'merchants'] });
  };
}

export function ShopStatusButton({ shop }: { shop: { id: number; name: string; status: MerchantStatus } }) {
  const t = useT();
  const act = useShopStatusAction();
  const suspending = shop.status === 'open';
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title={t(suspending ? 'platform.merchants.suspendConfirm' : 'platform.merchants.reopenConfirm', {
        name: shop.name,
      })}
      description={
        <div style={{ maxWidth: 300 }}>
          {t(suspending ? 'platform.merchants.suspendHint' : 'platform.merchants.reopenHint')}
          {suspending && (
            <Input.TextArea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('platform.merchants.suspendReason')}
              aria-label={t('platform.merchants.suspendReason')}
              count={seenChars(200, false)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              style={{ marginTop: 8 }}
              data-testid="shop-suspend-reason"
            />
          )}
        </div>
      }
      okText={t(suspending ? 'platform.merchants.suspend' : 'platform.merchants.reopen')}
      // The shop is told why: a suspension waits for its reason.
      okButtonProps={{
        danger: suspending,
        disabled: suspending && !reason.trim(),
        'data-testid': 'shop-status-confirm',
      }}
      onConfirm={() => act(shop, reason.trim()).catch(() => undefined)}
    >
      <Button type="link" danger={suspending} data-testid={`shop-${suspending ? 'suspend' : 'reopen'}-${shop.id}`}>
        {t(suspending ? 'platform.merchants.suspend' : 'platform.merchants.reopen')}
      </Button>
    </Popconfirm>
  );
}
