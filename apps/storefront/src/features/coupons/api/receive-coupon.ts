import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { COUPONS_KEY } from './keys';

export function receiveCoupon(couponId: number): Promise<{ id: number; couponId: number }> {
  return apiPost<{ id: number; couponId: number }>('/api/front/coupon/receive', { couponId });
}

/** Takes a coupon; every coupon list is fetched again afterwards (the received flags and the counts change). */
export function useReceiveCoupon() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSuccess: () => showToast(t('coupons.receivedToast'), 'success'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
