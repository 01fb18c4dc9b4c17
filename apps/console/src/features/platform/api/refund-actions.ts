import type { AdminRefund } from '@mall/contract';
import { apiAction } from '../../../lib/api-client';

// While a shop is suspended the platform decides its refunds (decision 0043): the same steps as the shop's console.
export const platformAcceptRefund = (refundNo: string) =>
  apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/accept`);
export const platformReceiveReturn = (refundNo: string) =>
  apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/receive`);
export const platformPayBackAgain = (refundNo: string) => apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/pay`);
