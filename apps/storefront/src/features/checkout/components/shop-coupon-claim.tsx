import { type CouponSchema, multiplyCents, type Page, toCents } from '@mall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useMoney } from '../../../lib/currency';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { Infer } from '../../../lib/infer';
import { showToast } from '../../../lib/toast';
import type { PreOrderShop } from '../api/load-pre-order';
import styles from './confirm.module.css';

type Coupon = Infer<typeof CouponSchema>;

/** "30.00" reads "30"; "2.50" stays. */
const SHORT = { short: true };

type Item = Pick<PreOrderShop['items'][number], 'productId' | 'price' | 'quantity'>;

/**
 * The shop's coupons the shopper can still take that would apply to these goods of the order: for each product the
 * server names the shop's coupons covering it (whole shop, goods naming it, its category: `productId` filter), the
 * goods each coupon covers must reach its minimum spend (as the checkout counts it), and it must be valid already.
 */
export async function claimableCoupons(merId: number, items: Item[], signal?: AbortSignal): Promise<Coupon[]> {
  // One question per product, for the first 20 of the shop's products in the order (a coupon the goods beyond them
  // would qualify for stays claimable from the goods page and the coupon centre).
  const productIds = [...new Set(items.map((item) => item.productId))].slice(0, 20);
  const answers = await Promise.all(
    productIds.map((productId) =>
      apiGet<Page<Coupon>>('/api/front/coupons', { merId, productId, page: 1, limit: 100 }, { signal, silent: true })
        // A product the shop has taken off meanwhile (404) simply brings no coupon.
        .then((page) => ({ productId, list: page.list }))
        .catch(() => ({ productId, list: [] as Coupon[] })),
    ),
  );
  const coupons = new Map<number, { coupon: Coupon; covered: number }>();
  for (const { productId, list } of answers) {
    const amount = items
      .filter((item) => item.productId === productId)
      .reduce((sum, item) => sum + multiplyCents(toCents(item.price), item.quantity), 0);
    for (const coupon of list) {
      if (coupon.merId !== merId || !coupon.receivable || coupon.received) continue;
      const entry = coupons.get(coupon.id) ?? { coupon, covered: 0 };
      entry.covered += amount;
      coupons.set(coupon.id, entry);
    }
  }
  const now = Date.now();
  return [...coupons.values()]
    .filter(
      ({ coupon, covered }) =>
        covered > 0 &&
        covered >= toCents(coupon.minSpend) &&
        (coupon.validFrom === null || new Date(coupon.validFrom).getTime() <= now),
    )
    .map(({ coupon }) => coupon)
    .sort((a, b) => toCents(b.money) - toCents(a.money) || a.id - b.id);
}

/**
 * The shop's coupons the shopper can still claim for this order, offered beside its coupon choice: one click claims
 * it, and the checkout is read again so it is offered at once, and chosen when it takes off more than the current
 * choice (the confirmation page weighs it). Coupons limited to other goods or categories, or whose minimum spend
 * these goods do not reach, are not offered: the checkout would not take them. Nothing shows when there are none.
 */
export function ShopCouponClaim({
  merId,
  items,
  onAllClaimed,
}: {
  merId: number;
  items: Item[];
  /** Takes the keyboard focus once the last coupon on offer was claimed (the shop's coupon choice). */
  onAllClaimed?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const queryClient = useQueryClient();
  const lines = items.map((item) => `${item.productId}:${item.price}:${item.quantity}`).join(',');
  // Under the coupons key, so claiming anywhere else refreshes it too.
  const query = useQuery({
    queryKey: ['coupons', 'checkout-claim', merId, lines],
    queryFn: ({ signal }) => claimableCoupons(merId, items, signal),
    staleTime: 0,
  });
  const list = useRef<HTMLUListElement>(null);
  /** How many claims were answered and read again: each moves the focus on (below). */
  const [claimed, setClaimed] = useState(0);
  const claim = useMutation({
    mutationFn: (couponId: number) => apiPost('/api/front/coupon/receive', { couponId }),
    onSuccess: () => showToast(t('buying.confirm.claimed'), 'success'),
    onSettled: async (_answer, error) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['coupons'] }),
        queryClient.invalidateQueries({ queryKey: ['checkout', 'pre'] }),
      ]);
      // A refused claim keeps its button, and the focus where it is.
      if (!error) setClaimed((count) => count + 1);
    },
  });
  const claimable = query.data ?? [];
  // The claimed coupon's button leaves the list with the focus it had: the focus goes to the next coupon on offer,
  // else to the shop's coupon choice that now offers it, never to the top of the page (walk GP4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the list is read again after each claim.
  useEffect(() => {
    if (claimed === 0) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || (list.current?.contains(active) ?? false);
    if (!lost) return;
    const next = list.current?.querySelector<HTMLButtonElement>('button');
    if (next) next.focus();
    else onAllClaimed?.();
  }, [claimed]);
  if (claimable.length === 0) return null;
  return (
    <div className={styles.claim} data-testid="shop-coupon-claim">
      <span className={styles.claimLabel}>{t('buying.confirm.claimTitle')}</span>
      <ul className={styles.claimList} ref={list}>
        {claimable.map((c) => (
          <li key={c.id} className={styles.claimItem}>
            <span>
              <strong>
                {Number(c.minSpend) > 0
                  ? t('buying.confirm.claimOver', {
                      money: money(c.money, SHORT),
                      min: money(c.minSpend, SHORT),
                    })
                  : t('buying.confirm.claimOff', { money: money(c.money, SHORT) })}
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
