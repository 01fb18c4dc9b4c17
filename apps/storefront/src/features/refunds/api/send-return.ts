import type { RefundReturnSchema } from '@mall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { Infer } from '../../../lib/infer';
import { REFUNDS_KEY } from './keys';

export type ReturnParcel = Infer<typeof RefundReturnSchema>;

/** The goods of an accepted return are on their way back: the courier and the tracking number. */
export function sendReturn(refundNo: string, parcel: ReturnParcel): Promise<null> {
  return apiPost<null>(`/api/front/order/refund/return/${encodeURIComponent(refundNo)}`, parcel);
}

export function useSendReturn(refundNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parcel: ReturnParcel) => sendReturn(refundNo, parcel),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }),
  });
}
