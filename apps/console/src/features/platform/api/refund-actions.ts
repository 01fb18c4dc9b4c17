import type { AdminRefund, RefundPaidAnotherWay } from '@mall/contract';
import { apiAction } from '../../../lib/api-client';

// While a shop is suspended the platform decides its refunds (decision 0043): the same steps as the shop's console.
export const platformAcceptRefund = (refundNo: string) =>
  apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/accept`);
export const platformReceiveReturn = (refundNo: string) =>
  apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/receive`);
export const platformPayBackAgain = (refundNo: string) => apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/pay`);

// A refund closed for customer service (decision 0052): the operator paid its buyer another way and records it.
export const platformPayAnotherWay = (refundNo: string, payment: RefundPaidAnotherWay) =>
  apiAction<AdminRefund>(`/api/admin/refunds/${refundNo}/paid-another-way`, payment);
