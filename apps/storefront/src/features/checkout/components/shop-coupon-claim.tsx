import type { CouponSchema, Page } from '@mall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useCurrencySymbol } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { Infer } from '../../../lib/infer';
import { showToast } from '../../../lib/toast';
import styles from './confirm.module.css';

type Coupon = Infer<typeof CouponSchema>;

/** "30.00" reads "30"; "2.50" stays. */
const short = (money: string) => money.replace(/\.00$/, '');

/**
 * The shop's coupons the shopper can still claim, offered beside its coupon choice: one click claims it, and the
 * checkout is read again so it is offered (and chosen by the shopper) at once. Nothing shows when there are none.
 */
export function ShopCouponClaim({ merId }: { merId: number }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const queryClient = useQueryClient();
  // Under the coupons key, so claiming anywhere else refreshes it too.
  const query = useQuery({
    queryKey: ['coupons', 'checkout-claim', merId],
    queryFn: ({ signal }) =>
      apiGet<Page<Coupon>>('/api/front/coupons', { merId, page: 1, limit: 20 }, { signal, silent: true }),
    staleTime: 0,
  });
  const claim = useMutation({
    mutationFn: (couponId: number) => apiPost('/api/front/coupon/receive', { couponId }),
    onSuccess: () => showToast(t('buying.confirm.claimed'), 'success'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['coupons'] }),
        queryClient.invalidateQueries({ queryKey: ['checkout', 'pre'] }),
      ]),
  });
  const claimable = (query.data?.list ?? []).filter((c) => c.merId === merId && c.receivable && !c.received);
  if (claimable.length === 0) return null;
  return (
    <div className={styles.claim} data-testid="shop-coupon-claim">
      <span className={styles.claimLabel}>{t('buying.confirm.claimTitle')}</span>
      <ul className={styles.claimList}>
        {claimable.map((c) => (
          <li key={c.id} className={styles.claimItem}>
            <span>
              <strong>
                {Number(c.minSpend) > 0
                  ? t('buying.confirm.claimOver', {
                      money: `${symbol}${short(c.money)}`,
                      min: `${symbol}${short(c.minSpend)}`,
                    })
                  : t('buying.confirm.claimOff', { money: `${symbol}${short(c.money)}` })}
              </strong>{' '}
              <span className={styles.muted}>
                {c.validTo
                  ? t('buying.confirm.until', { date: formatDate(c.validTo, i18n.language) })
                  : t('buying.confirm.validDays', { count: c.validDays ?? 0 })}
              </span>
            </span>
            <button
              type="button"
              className={styles.claimButton}
              disabled={claim.isPending}
              onClick={() => claim.mutate(c.id)}
              data-testid="shop-coupon-claim-button"
            >
              {t('buying.confirm.claim')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
